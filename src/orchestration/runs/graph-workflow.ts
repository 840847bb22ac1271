import type { GraphWorkflowWithDefaults } from '../../contract/schemas/graph-workflow.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { toAgentDefinition } from '../agent-from-config.js';
import { compileGraph } from '../graph/compile-graph.js';
import { runGraph } from '../graph/run-graph.js';
import type { RunContext } from '../run-context.js';
import { loggedUsage, workflowUsageBlock } from './usage-block.js';

/** `POST /v1/graph-workflow/completions`: build → compile (400 on a bad graph) → run. */
export async function runGraphWorkflow(context: RunContext, request: GraphWorkflowWithDefaults) {
  if (!request.task.trim()) throw new ApiError('BAD_REQUEST', 'A graph workflow needs a task: say in "task" what the agents should work on.');
  const agents = request.agents.map((config, index) => toAgentDefinition(config, `node-${index + 1}`));
  // auto_compile: true compiles when the graph is built, false when it is run; both happen before any call here.
  const graph = compileGraph({ nodes: agents.map((agent) => agent.name), edges: request.edges, entryPoints: request.entry_points, endPoints: request.end_points });
  for (const agent of agents) context.router.assertAvailable(agent.modelName);
  const images = request.img ? [request.img] : [];
  if (images.length) await context.usage.addExtra('images', images.length);
  const run = await runGraph(context, graph, new Map(agents.map((agent) => [agent.name, agent])), { task: request.task, images, maxLoops: request.max_loops });
  const usage = workflowUsageBlock(context.usage, context.config.pricing, agents.length);
  const jobId = jobIds.graph(context.ids);
  const body = {
    job_id: jobId,
    name: request.name,
    description: request.description,
    status: 'success',
    outputs: run.outputs,
    usage,
    ...(request.verbose ? { trace: run.trace, layers: graph.layers, entry_points: graph.entryPoints, end_points: graph.endPoints } : {}),
    timestamp: isoWithOffset(context.clock.now()),
  };
  return { jobId, body, usage: loggedUsage(context.usage, usage.total_cost) };
}
