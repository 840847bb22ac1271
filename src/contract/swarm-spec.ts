import { z } from 'zod';
import { agentSpecSchema, withAgentDefaults, type AgentSpecWithDefaults } from './agent-spec.js';
import { SERVICE_TIERS, SWARM_TYPES } from './enums.js';
import { LIMITS } from './limits.js';

export { assertSwarmBatchSize } from './limits.js';

/** The seed's SwarmSpec: every field optional and nullable. */
export const swarmSpecSchema = z
  .object({
    name: z.string().max(LIMITS.swarmNameLength).nullish(),
    description: z.string().nullish(),
    agents: z.array(agentSpecSchema).max(LIMITS.agentsPerSwarm).nullish(),
    max_loops: z.int().max(LIMITS.maxLoops).nullish(),
    swarm_type: z.enum(SWARM_TYPES).nullish(),
    rearrange_flow: z.string().nullish(),
    task: z.string().nullish(),
    img: z.string().nullish(),
    return_history: z.boolean().nullish(),
    rules: z.string().nullish(),
    tasks: z.array(z.string()).nullish(),
    messages: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]).nullish(),
    stream: z.boolean().nullish(),
    service_tier: z.enum(SERVICE_TIERS).nullish(),
    heavy_swarm_loops_per_agent: z.int().nullish(),
    heavy_swarm_question_agent_model_name: z.string().nullish(),
    heavy_swarm_worker_model_name: z.string().nullish(),
    heavy_swarm_max_loops: z.int().nullish(),
    heavy_swarm_variant: z.enum(['default', 'medium', 'heavy']).nullish(),
    chairman_model: z.string().nullish(),
    council_judge_model_name: z.string().nullish(),
    multi_agent_collab_prompt: z.boolean().nullish(),
    list_all_agents: z.boolean().nullish(),
    director_model_name: z.string().nullish(),
    director_settings: z.record(z.string(), z.unknown()).nullish(),
  })
  .meta({ title: 'SwarmSpec' });

/** A swarm batch: a bare array of SwarmSpec (size checked separately: a 400, not a 422). */
export const swarmBatchSchema = z.array(swarmSpecSchema);

/** A SwarmSpec as sent. */
export type SwarmSpec = z.infer<typeof swarmSpecSchema>;

/** A SwarmSpec with the seed's defaults applied. */
export interface SwarmSpecWithDefaults extends Omit<SwarmSpec, 'agents' | 'messages'> {
  name: string;
  description: string;
  agents: AgentSpecWithDefaults[];
  max_loops: number;
  swarm_type: (typeof SWARM_TYPES)[number];
  return_history: boolean;
  stream: boolean;
  service_tier: (typeof SERVICE_TIERS)[number];
  heavy_swarm_loops_per_agent: number;
  heavy_swarm_question_agent_model_name: string;
  heavy_swarm_worker_model_name: string;
  multi_agent_collab_prompt: boolean;
  list_all_agents: boolean;
  director_settings: Record<string, unknown>;
  messages: Array<Record<string, unknown>> | null;
}

/** Applies the seed's SwarmSpec defaults (and every agent's). */
export function withSwarmDefaults(spec: SwarmSpec, options: { defaultModel: string }): SwarmSpecWithDefaults {
  const messages = spec.messages == null ? null : Array.isArray(spec.messages) ? spec.messages : [spec.messages];
  return {
    ...spec,
    name: spec.name ?? 'swarm',
    description: spec.description ?? '',
    agents: (spec.agents ?? []).map((agent) => withAgentDefaults(agent, options)),
    max_loops: spec.max_loops ?? 1,
    swarm_type: spec.swarm_type ?? 'SequentialWorkflow',
    return_history: spec.return_history ?? true,
    stream: spec.stream ?? false,
    service_tier: spec.service_tier ?? 'standard',
    heavy_swarm_loops_per_agent: spec.heavy_swarm_loops_per_agent ?? 1,
    heavy_swarm_question_agent_model_name: spec.heavy_swarm_question_agent_model_name ?? 'gpt-4.1',
    heavy_swarm_worker_model_name: spec.heavy_swarm_worker_model_name ?? 'claude-sonnet-4-20250514',
    multi_agent_collab_prompt: spec.multi_agent_collab_prompt ?? true,
    list_all_agents: spec.list_all_agents ?? false,
    director_settings: spec.director_settings ?? {},
    messages,
  };
}
