import { z } from 'zod';
import { agentSpecSchema, withAgentDefaults } from './agent-spec.js';
import { LIMITS } from './limits.js';
import { openApiComponents } from './openapi-components.js';

/** A directed edge of a graph workflow. */
export const edgeSchema = z
  .object({
    source: z.string().describe('The agent_name the edge starts at.'),
    target: z.string().describe("The agent_name that receives the source's output."),
    metadata: z.record(z.string(), z.unknown()).nullish().describe('Anything you want to keep with the edge.'),
  })
  .meta({ title: 'Edge', description: 'A directed edge between two agents of the graph.' })
  .register(openApiComponents, { id: 'EdgeSpec' });

/** The seed's graph workflow request. */
export const graphWorkflowRequestSchema = z
  .object({
    name: z.string().nullish().describe('The workflow\'s name (default "graph-workflow").'),
    description: z.string().nullish().describe('What the workflow is for.'),
    agents: z.array(agentSpecSchema).max(LIMITS.agentsPerSwarm).nullish().describe('The nodes: agents, referred to by agent_name.'),
    edges: z.array(edgeSchema).nullish().describe('Who passes output to whom.'),
    entry_points: z.array(z.string()).nullish().describe('Nodes that start with the task (default: nodes without incoming edges).'),
    end_points: z.array(z.string()).nullish().describe('Nodes whose outputs finish the run (default: nodes without outgoing edges).'),
    max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish().describe('Times the whole graph runs, each run seeing the last (default 1).'),
    task: z.string().nullish().describe('The task given to the entry points.'),
    img: z.string().nullish().describe('An image URL given to the entry points.'),
    auto_compile: z.boolean().nullish().describe('Check and compile the graph into layers before running (default true).'),
    verbose: z.boolean().nullish().describe('Add the execution trace to the answer (default false).'),
  })
  .meta({
    title: 'GraphWorkflowInput',
    description: 'A directed graph of agents.',
    examples: [{ agents: [{ agent_name: 'Analyst' }, { agent_name: 'Writer' }], edges: [{ source: 'Analyst', target: 'Writer' }], task: 'Assess sodium-ion' }],
  })
  .register(openApiComponents, { id: 'GraphWorkflowExecuteWorkflowParams' });

/** A graph workflow request as sent. */
export type GraphWorkflowRequest = z.infer<typeof graphWorkflowRequestSchema>;

/** Applies the seed's defaults; graph agents' MCP transport defaults to streamable_http. */
export function withGraphDefaults(request: GraphWorkflowRequest, options: { defaultModel: string }) {
  return {
    ...request,
    name: request.name ?? 'graph-workflow',
    description: request.description ?? '',
    agents: (request.agents ?? []).map((agent) => withAgentDefaults(agent, { ...options, mcpTransport: 'streamable_http' })),
    edges: (request.edges ?? []).map((edge) => ({ source: edge.source, target: edge.target, metadata: edge.metadata ?? {} })),
    entry_points: request.entry_points ?? null,
    end_points: request.end_points ?? null,
    max_loops: request.max_loops ?? 1,
    task: request.task ?? '',
    auto_compile: request.auto_compile ?? true,
    verbose: request.verbose ?? false,
  };
}

/** A graph workflow request with defaults. */
export type GraphWorkflowWithDefaults = ReturnType<typeof withGraphDefaults>;
