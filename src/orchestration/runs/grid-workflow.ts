import { withAgentDefaults } from '../../contract/schemas/agent-spec.js';
import type { z } from 'zod';
import type { gridWorkflowRequestSchema } from '../../contract/schemas/swarm-builders.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { toAgentDefinition } from '../agent-from-config.js';
import type { RunContext } from '../run-context.js';
import { runGrid } from '../swarms/types/batched-grid-workflow.js';
import { loggedUsage, workflowUsageBlock } from './usage-block.js';

/**
 * `POST /v1/batched-grid-workflow/completions`: `max_loops` loops of every agent on every task (each
 * agent refining its own earlier answer to a task); one row of the last loop's answers per task.
 * `imgs` is accepted and not used, as the documentation says.
 */
export async function runGridWorkflow(context: RunContext, request: z.infer<typeof gridWorkflowRequestSchema>) {
  const configs = (request.agent_completions ?? []).map((agent) => withAgentDefaults(agent, { defaultModel: context.config.defaultModel }));
  const tasks = request.tasks ?? [];
  if (configs.length === 0 || tasks.length === 0)
    throw new ApiError('BAD_REQUEST', 'A batched grid workflow needs at least one agent in "agent_completions" and one task in "tasks".');
  // Optional in both SDKs; the framework's BatchedGridWorkflow defaults it to 1 and refuses below 1.
  const maxLoops = request.max_loops ?? 1;
  if (maxLoops < 1) throw new ApiError('BAD_REQUEST', 'A batched grid workflow\'s "max_loops" must be a positive integer (the number of loops over the grid; default 1).');
  configs.forEach((config) => context.router.assertAvailable(config.model_name));
  const agents = configs.map((config, index) => toAgentDefinition(config, `agent-${index + 1}`));
  const input = { context, agents, task: tasks[0], tasks, history: [], images: [], maxLoops, defaultModel: agents[0].modelName };
  const loops = await runGrid({ ...input, heavy: { loopsPerAgent: 1, questionModel: input.defaultModel, workerModel: input.defaultModel } }, agents, tasks);
  const outputs = loops[loops.length - 1].map((row) => Object.fromEntries(row.map((cell) => [cell.role, cell.content])));
  const usage = workflowUsageBlock(context.usage, context.config.pricing, agents.length);
  const jobId = jobIds.batch(context.ids);
  return {
    jobId,
    agentConfigs: configs,
    usage: loggedUsage(context.usage, usage.total_cost),
    body: {
      job_id: jobId,
      name: request.name ?? 'batched-grid-workflow',
      description: request.description ?? '',
      status: 'success',
      outputs,
      usage,
      timestamp: isoWithOffset(context.clock.now()),
    },
  };
}
