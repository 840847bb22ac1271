import type { ReasoningRequestWithDefaults } from '../../contract/reasoning.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { builtInAgent } from '../primitives/built-in-agent.js';
import { formatConversation } from '../reasoning/output-format.js';
import { REASONING_RUNNERS } from '../reasoning/reasoning-types.js';
import type { RunContext } from '../run-context.js';
import { agentUsageBlock, loggedUsage } from './usage-block.js';

/** `POST /v1/reasoning-agent/completions`: one reasoning type over the provider layer, formatted per output_type. */
export async function runReasoningAgent(context: RunContext, request: ReasoningRequestWithDefaults) {
  if (!request.task.trim()) throw new ApiError('BAD_REQUEST', 'A reasoning agent needs a task: say in "task" what to reason about.');
  context.router.assertAvailable(request.model_name);
  const agent = builtInAgent(request.agent_name, request.system_prompt, request.model_name, { description: request.description, maxTokens: 4096 });
  const turns = await REASONING_RUNNERS[request.swarm_type]({
    context,
    agents: [agent],
    agent,
    task: request.task,
    tasks: [request.task],
    history: [],
    images: [],
    maxLoops: Math.max(1, request.max_loops),
    defaultModel: request.model_name,
    heavy: { loopsPerAgent: 1, questionModel: request.model_name, workerModel: request.model_name },
    numSamples: request.num_samples,
    numKnowledgeItems: request.num_knowledge_items,
    memoryCapacity: request.memory_capacity,
  });
  const conversation = [{ role: 'User', content: request.task }, ...turns];
  // AgentJudge returns its verdict as a plain string (CONTRACT section 10).
  const outputs = request.swarm_type === 'AgentJudge' ? turns[turns.length - 1].content : formatConversation(conversation, request.output_type);
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
      output_type: request.output_type,
      outputs,
      usage,
      timestamp: isoWithOffset(context.clock.now()),
    },
  };
}
