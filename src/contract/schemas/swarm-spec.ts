import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';
import { agentSpecSchema, withAgentDefaults, type AgentSpecWithDefaults } from './agent-spec.js';
import { SERVICE_TIERS, SWARM_TYPES } from './enums.js';
import { LIMITS } from './limits.js';

export { assertSwarmBatchSize } from './limits.js';

/** The seed's SwarmSpec: every field optional and nullable. */
export const swarmSpecSchema = z
  .object({
    name: z.string().max(LIMITS.swarmNameLength).nullish().describe('The swarm\'s name (default "swarm").'),
    description: z.string().nullish().describe('What the swarm is for.'),
    agents: z.array(agentSpecSchema).max(LIMITS.agentsPerSwarm).nullish().describe('The agents of the swarm.'),
    max_loops: z.int().max(LIMITS.maxLoops).nullish().describe('How many rounds the swarm runs (default 1).'),
    swarm_type: z.enum(SWARM_TYPES).nullish().describe('How the agents work together (default SequentialWorkflow); GET /v1/swarms/available lists them.'),
    rearrange_flow: z.string().nullish().describe("AgentRearrange's flow: agent names joined by `->` (in turn) and `,` (at once)."),
    task: z.string().nullish().describe('What the swarm is asked to do.'),
    img: z.string().nullish().describe('An image URL sent with the task.'),
    return_history: z.boolean().nullish().describe('true: output is the whole conversation; false: only the final answer(s) (default true).'),
    rules: z.string().nullish().describe('Rules every agent of the swarm follows.'),
    tasks: z.array(z.string()).nullish().describe('Several tasks, for the types that take a list (BatchedGridWorkflow).'),
    messages: z
      .union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())])
      .nullish()
      .describe('Earlier conversation given to the swarm: `{role, content}` messages.'),
    stream: z.boolean().nullish().describe('Answer with server-sent events instead of one JSON body.'),
    service_tier: z.enum(SERVICE_TIERS).nullish().describe('standard, or flex: cheaper, for work that can wait (default standard).'),
    heavy_swarm_loops_per_agent: z.int().nullish().describe('HeavySwarm: loops each worker runs (default 1).'),
    heavy_swarm_question_agent_model_name: z.string().nullish().describe('HeavySwarm: the model that writes the questions.'),
    heavy_swarm_worker_model_name: z.string().nullish().describe("HeavySwarm: the workers' model."),
    heavy_swarm_max_loops: z.int().nullish().describe('HeavySwarm: rounds of questions, each following up the last synthesis (default max_loops).'),
    heavy_swarm_variant: z.enum(['default', 'medium', 'heavy']).nullish().describe('HeavySwarm: how many question agents and which leader (default default).'),
    chairman_model: z.string().nullish().describe("LLMCouncil: the Chairman's model."),
    council_judge_model_name: z.string().nullish().describe("CouncilAsAJudge: the judges' and aggregator's model."),
    multi_agent_collab_prompt: z.boolean().nullish().describe("Append the framework's collaboration prompt to every agent's system prompt (default true)."),
    list_all_agents: z.boolean().nullish().describe('Open the transcript every agent reads with the team roster (default false).'),
    director_model_name: z.string().nullish().describe("HierarchicalSwarm: the built-in director's model."),
    director_settings: z.record(z.string(), z.unknown()).nullish().describe('HierarchicalSwarm: settings of the built-in director.'),
  })
  .meta({
    title: 'SwarmSpec',
    description: 'A swarm run: agents, how they work together, and the task.',
    examples: [
      {
        name: 'Outlook',
        swarm_type: 'SequentialWorkflow',
        task: 'Outlook for EV batteries?',
        agents: [
          { agent_name: 'Researcher', system_prompt: 'You find facts.' },
          { agent_name: 'Writer', system_prompt: 'You write the summary.' },
        ],
      },
    ],
  })
  .register(openApiComponents, { id: 'SwarmSpec' });

/** A swarm batch: a bare array of SwarmSpec (size checked separately: a 400, not a 422). */
export const swarmBatchSchema = z
  .array(swarmSpecSchema)
  .meta({
    description: 'Up to 50 swarm runs.',
    examples: [[{ name: 'Market', swarm_type: 'ConcurrentWorkflow', task: 'Home battery demand?', agents: [{ agent_name: 'Analyst' }, { agent_name: 'Skeptic' }] }]],
  })
  .register(openApiComponents, { id: 'SwarmBatchRunParams' });

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
