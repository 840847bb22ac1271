import { z } from 'zod';
import { agentSpecSchema, withAgentDefaults } from './agent-spec.js';
import { LIMITS } from './limits.js';

/** A directed edge of a graph workflow. */
export const edgeSchema = z
  .object({
    source: z.string(),
    target: z.string(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  })
  .meta({ title: 'Edge' });

/** The seed's graph workflow request. */
export const graphWorkflowRequestSchema = z
  .object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    agents: z.array(agentSpecSchema).max(LIMITS.agentsPerSwarm).nullish(),
    edges: z.array(edgeSchema).nullish(),
    entry_points: z.array(z.string()).nullish(),
    end_points: z.array(z.string()).nullish(),
    max_loops: z.int().min(1).max(LIMITS.maxLoops).nullish(),
    task: z.string().nullish(),
    img: z.string().nullish(),
    auto_compile: z.boolean().nullish(),
    verbose: z.boolean().nullish(),
  })
  .meta({ title: 'GraphWorkflowInput' });

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
