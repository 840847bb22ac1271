import { withAgentDefaults } from '../../contract/agent-spec.js';
import type { z } from 'zod';
import type { gridWorkflowRequestSchema } from '../../contract/beyond-seed.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { toAgentDefinition } from '../agent-from-config.js';
import type { RunContext } from '../run-context.js';
import { spreadsheetSwarm } from '../swarms/types/spreadsheet-swarm.js';
import { loggedUsage, workflowUsageBlock } from './usage-block.js';

/** `POST /v1/batched-grid-workflow/completions`: every agent on every task; one row of answers per task. */
export async function runGridWorkflow(context: RunContext, request: z.infer<typeof gridWorkflowRequestSchema>) {
  const configs = (request.agent_completions ?? []).map((agent) => withAgentDefaults(agent, { defaultModel: context.config.defaultModel }));
  const tasks = request.tasks ?? [];
  if (configs.length === 0 || tasks.length === 0) throw new ApiError('BAD_REQUEST', 'A batched grid workflow needs at least one agent in "agent_completions" and one task in "tasks".');
  configs.forEach((config) => context.router.assertAvailable(config.model_name));
  const agents = configs.map((config, index) => toAgentDefinition(config, `agent-${index + 1}`));
  const images = request.imgs ?? [];
  if (images.length) context.usage.addExtra('images', images.length);
  const result = await spreadsheetSwarm({
    context,
    agents: agents.map((agent) => ({ ...agent, maxLoops: request.max_loops ?? agent.maxLoops })),
    task: tasks[0],
    tasks,
    history: [],
    images,
    maxLoops: 1,
    defaultModel: agents[0].modelName,
    heavy: { loopsPerAgent: 1, questionModel: agents[0].modelName, workerModel: agents[0].modelName },
  });
  const outputs = tasks.map((_task, row) => Object.fromEntries(agents.map((agent, column) => [agent.name, result.history[row * agents.length + column].content])));
  const usage = workflowUsageBlock(context.usage, context.config.pricing, agents.length);
  const jobId = jobIds.batch(context.ids);
  return {
    jobId,
    agentConfigs: configs,
    usage: loggedUsage(context.usage, usage.total_cost),
    body: { job_id: jobId, name: request.name ?? 'batched-grid-workflow', description: request.description ?? '', status: 'success', outputs, usage, timestamp: isoWithOffset(context.clock.now()) },
  };
}
