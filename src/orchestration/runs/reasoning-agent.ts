import type { ReasoningRequestWithDefaults } from '../../contract/schemas/reasoning.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { builtInAgent } from '../primitives/built-in-agent.js';
import { REASONING_RUNNERS } from '../reasoning/reasoning-types.js';
import type { RunContext } from '../run-context.js';
import { agentUsageBlock, loggedUsage } from './usage-block.js';

/**
 * `POST /v1/reasoning-agent/completions`: one reasoning type over the provider layer. `outputs` is
 * what the type returns; `output_type` is accepted and ignored, as the hosted documentation says
 * (every type answers as with `dict-all-except-first`).
 */
export async function runReasoningAgent(context: RunContext, request: ReasoningRequestWithDefaults) {
  if (!request.task.trim()) throw new ApiError('BAD_REQUEST', 'A reasoning agent needs a task: say in "task" what to reason about.');
  // The framework's ReasoningAgentRouter refuses a max_loops of 0 for every type, and a negative one runs no loop at all.
  if (request.max_loops < 1) throw new ApiError('BAD_REQUEST', `A reasoning agent needs "max_loops" of at least 1 (it was ${request.max_loops}).`);
  context.router.assertAvailable(request.model_name);
  const agent = builtInAgent(request.agent_name, request.system_prompt, request.model_name, { description: request.description, maxTokens: 4096 });
  const outputs = await REASONING_RUNNERS[request.swarm_type]({
    context,
    task: request.task,
    agent,
    maxLoops: request.max_loops,
    numSamples: request.num_samples,
    numKnowledgeItems: request.num_knowledge_items,
  });
  const usage = agentUsageBlock(context.usage, context.config.pricing);
  const jobId = jobIds.reasoning(context.ids);
  return {
    jobId,
    usage: loggedUsage(context.usage, usage.total_cost),
    body: {
      job_id: jobId,
      status: 'success',
      agent_name: request.agent_name,
      agent_type: request.swarm_type,
      agent_id: `${request.agent_name}-${jobId.slice(-8)}`,
      outputs,
      usage,
      timestamp: isoWithOffset(context.clock.now()),
    },
  };
}
