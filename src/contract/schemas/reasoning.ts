import { z } from 'zod';
import { OUTPUT_TYPES, REASONING_TYPES } from './enums.js';
import { LIMITS } from './limits.js';
import { openApiComponents } from './openapi-components.js';

/** The seed's ReasoningAgentRequest: every field optional and nullable. */
export const reasoningRequestSchema = z
  .object({
    agent_name: z.string().nullish().describe('The reasoning agent\'s name (default "reasoning-agent").'),
    description: z.string().nullish().describe('What the agent is for.'),
    model_name: z.string().nullish().describe('The model the agent calls.'),
    system_prompt: z.string().nullish().describe("The agent's instructions."),
    max_loops: z.int().max(LIMITS.maxLoops).nullish().describe('Rounds of reasoning (default 1).'),
    swarm_type: z.enum(REASONING_TYPES).nullish().describe('The reasoning method (default reasoning-duo); GET /v1/reasoning-agent/types lists them.'),
    num_samples: z.int().min(1).max(50).nullish().describe('Answers sampled by self-consistency (default 1).'),
    output_type: z.enum(OUTPUT_TYPES).nullish().describe('The form of outputs (default dict-all-except-first).'),
    num_knowledge_items: z.int().min(0).max(50).nullish().describe('Knowledge items GKPAgent generates (default 6).'),
    memory_capacity: z.int().min(0).nullish().describe('Reflections ReflexionAgent keeps (default 6).'),
    task: z.string().nullish().describe('The question or task to reason about.'),
  })
  .meta({
    title: 'ReasoningAgentRequest',
    description: 'A reasoning agent run.',
    examples: [{ swarm_type: 'self-consistency', num_samples: 3, task: 'Is 1001 a prime number?' }],
  })
  .register(openApiComponents, { id: 'ReasoningAgentCreateCompletionParams' });

/** A reasoning request as sent. */
export type ReasoningRequest = z.infer<typeof reasoningRequestSchema>;

/** The canonical reasoning types (the `reasoning_duo` spelling folded in). */
export type CanonicalReasoningType = Exclude<(typeof REASONING_TYPES)[number], 'reasoning_duo'>;

/** Applies the seed's defaults. */
export function withReasoningDefaults(request: ReasoningRequest, options: { defaultModel: string }) {
  const swarmType = request.swarm_type ?? 'reasoning-duo';
  return {
    ...request,
    agent_name: request.agent_name ?? 'reasoning-agent',
    description: request.description ?? 'A reasoning agent that can answer questions and help with tasks.',
    model_name: request.model_name || options.defaultModel,
    system_prompt: request.system_prompt ?? '',
    max_loops: request.max_loops ?? 1,
    swarm_type: (swarmType === 'reasoning_duo' ? 'reasoning-duo' : swarmType) as CanonicalReasoningType,
    num_samples: request.num_samples ?? 1,
    output_type: request.output_type ?? 'dict-all-except-first',
    num_knowledge_items: request.num_knowledge_items ?? 6,
    memory_capacity: request.memory_capacity ?? 6,
    task: request.task ?? '',
  };
}

/** A reasoning request with defaults. */
export type ReasoningRequestWithDefaults = ReturnType<typeof withReasoningDefaults>;
