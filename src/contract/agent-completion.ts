import { z } from 'zod';
import { agentSpecSchema, withAgentDefaults, type AgentSpecWithDefaults } from './agent-spec.js';

export { assertAgentBatchSize } from './limits.js';

/** The seed's AgentCompletion (agent run body; each item of an agent batch). */
export const agentCompletionSchema = z
  .object({
    agent_config: agentSpecSchema.nullish(),
    task: z.string().nullish(),
    history: z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]).nullish(),
    img: z.string().nullish(),
    imgs: z.array(z.string()).nullish(),
    stream: z.boolean().nullish(),
    tools_enabled: z.array(z.string()).nullish(),
  })
  .meta({ title: 'AgentCompletion' });

/** An agent batch: a bare array of AgentCompletion (size checked separately: a 400, not a 422). */
export const agentBatchSchema = z.array(agentCompletionSchema);

/** An AgentCompletion as sent. */
export type AgentCompletion = z.infer<typeof agentCompletionSchema>;

/** An AgentCompletion with defaults: the agent config is always present. */
export interface AgentCompletionWithDefaults extends Omit<AgentCompletion, 'agent_config' | 'stream'> {
  agent_config: AgentSpecWithDefaults;
  stream: boolean;
}

/** Applies the seed's defaults to an agent run body. */
export function withAgentCompletionDefaults(body: AgentCompletion, options: { defaultModel: string }): AgentCompletionWithDefaults {
  return { ...body, agent_config: withAgentDefaults(body.agent_config, options), stream: body.stream ?? false };
}
