import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';
import { agentSpecSchema, withAgentDefaults, type AgentSpecWithDefaults } from './agent-spec.js';

export { assertAgentBatchSize } from './limits.js';

/** The seed's AgentCompletion (agent run body; each item of an agent batch). */
export const agentCompletionSchema = z
  .object({
    agent_config: agentSpecSchema.nullish().describe('The agent to run.'),
    task: z.string().nullish().describe('What the agent is asked to do.'),
    history: z
      .union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))])
      .nullish()
      .describe('Earlier conversation: a list of `{role, content}` messages, or a dictionary of them.'),
    img: z.string().nullish().describe('An image URL (or data URL) sent with the task.'),
    imgs: z.array(z.string()).nullish().describe('Several image URLs sent with the task.'),
    stream: z.boolean().nullish().describe('Answer with server-sent events instead of one JSON body.'),
    tools_enabled: z.array(z.string()).nullish().describe('Built-in tools the agent may use: auto_search, web_scraper.'),
  })
  .meta({
    title: 'AgentCompletion',
    description: 'One agent run: the agent and its task.',
    examples: [
      {
        agent_config: { agent_name: 'Researcher', system_prompt: 'You find facts.', model_name: 'gpt-4o-mini', max_tokens: 800 },
        task: 'What limits sodium-ion battery adoption?',
      },
    ],
  })
  .register(openApiComponents, { id: 'AgentCompletion' });

/** An agent batch: a bare array of AgentCompletion (size checked separately: a 400, not a 422). */
export const agentBatchSchema = z
  .array(agentCompletionSchema)
  .meta({
    description: 'Up to 10 agent runs, run concurrently.',
    examples: [
      [
        { agent_config: { agent_name: 'Summariser' }, task: 'Summarise the EV market.' },
        { agent_config: { agent_name: 'Critic' }, task: 'List the risks of EV batteries.' },
      ],
    ],
  })
  .register(openApiComponents, { id: 'AgentBatchRunParams' });

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
