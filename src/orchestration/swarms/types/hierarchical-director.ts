import { ApiError } from '../../../errors/api-error.js';
import type { ChatMessage } from '../../../providers/spec.js';
import type { AgentDefinition } from '../../agent-definition.js';
import { memoryEntry, memoryText, openMemory, USER_ROLE } from '../../agent-framing.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import { malformedAnswerError, structuredCall } from '../../structured-call.js';
import type { SwarmInput } from '../swarm-input.js';

/** The framework's HierarchicalSwarm defaults for its director. */
const DIRECTOR = { name: 'Director', model: 'gpt-5.4', temperature: 0.7, topP: 0.9 };

/** The director's instructions (the framework's HIEARCHICAL_SWARM_SYSTEM_PROMPT, in our words). */
const DIRECTOR_PROMPT = `You are the director of a team of specialised agents. You do not do the work yourself: you plan it and hand it out.
- Read the team roster and the history, then break the task into concrete subtasks.
- Give each subtask to the agent whose role fits it best, as an order naming the agent exactly.
- Write orders an agent can act on alone: what to produce, in what depth, with what constraints.
- On later loops, read the results and the feedback so far, and order only what is still missing or needs improving.
- Answer with a SwarmSpec: your plan, and its orders, each naming one agent and its task.`;

/** One order of the director's plan: which worker does which task. */
export interface Order {
  agent: AgentDefinition;
  task: string;
}

/**
 * The name a built-in director goes by: its own, or, when an agent of the request already has that name
 * (a worker named "Director"), its own with " (swarm director)" after it, so outputs and the run view tell
 * the two apart. The framework keeps both names as they are; only the clash is renamed.
 */
export function builtInName(name: string, input: Pick<SwarmInput, 'agents'>): string {
  return input.agents.some((agent) => agent.name === name) ? `${name} (swarm director)` : name;
}

/** A `director_settings` value of the expected type, else a 400 naming the key. */
function setting<T>(settings: Record<string, unknown>, key: string, type: 'string' | 'number'): T | undefined {
  const value = settings[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) throw new ApiError('BAD_REQUEST', `director_settings.${key} must be a ${type}, got ${JSON.stringify(value)}.`);
  return value as T;
}

/**
 * The director (`HierarchicalSwarm.setup_director`): named "Director" on gpt-5.4 at temperature 0.7
 * and top_p 0.9 unless `director_model_name` or `director_settings` (agent_name, model_name,
 * system_prompt, temperature, top_p, max_tokens) say otherwise.
 */
export function directorOf(input: SwarmInput): AgentDefinition {
  const settings = input.director?.settings ?? {};
  const modelName = setting<string>(settings, 'model_name', 'string') ?? input.director?.modelName ?? frameworkModel(input.context, DIRECTOR.model, input.defaultModel);
  const name = builtInName(setting<string>(settings, 'agent_name', 'string') ?? DIRECTOR.name, input);
  return builtInAgent(name, setting<string>(settings, 'system_prompt', 'string') ?? DIRECTOR_PROMPT, modelName, {
    description: 'A director agent that can create a plan and distribute orders to agents',
    temperature: setting<number>(settings, 'temperature', 'number') ?? DIRECTOR.temperature,
    topP: setting<number>(settings, 'top_p', 'number') ?? DIRECTOR.topP,
    maxTokens: setting<number>(settings, 'max_tokens', 'number') ?? 4096,
  });
}

/** The feedback director (`HierarchicalSwarm.feedback_director`): a separate agent named "Director" (see `builtInName`) on the framework's gpt-5.4. */
export function feedbackDirectorOf(input: SwarmInput): AgentDefinition {
  return builtInAgent(builtInName(DIRECTOR.name, input), DIRECTOR_PROMPT, frameworkModel(input.context, DIRECTOR.model, input.defaultModel), {
    description: 'Director module that provides feedback to the worker agents',
  });
}

/**
 * The director's plan and orders (`run_director` + `parse_orders`), asked as the framework's director
 * agent asks: its system prompt, then one user message carrying its memory (its earlier loops, then
 * the prompt), with the SwarmSpec tool offered (tool_choice auto). Orders naming no worker are
 * dropped; a prose answer or none left is a repair (the tool forced), then a 502.
 */
export async function runDirector(input: SwarmInput, director: AgentDefinition, prompt: string, memory: ChatMessage[] = []): Promise<{ plan: string; orders: Order[] }> {
  const names = input.agents.map((agent) => agent.name);
  const order = { type: 'object', properties: { agent_name: { type: 'string', enum: names }, task: { type: 'string' } }, required: ['agent_name', 'task'] };
  const entries = [...openMemory(input.context, director, memory), memoryEntry(input.context, USER_ROLE, prompt)];
  const plan = await structuredCall(
    input.context,
    {
      agent: director.name,
      caller: director.name,
      modelName: director.modelName,
      system: director.systemPrompt,
      prompt: memoryText(entries),
      name: 'SwarmSpec',
      description: 'The plan and the orders for the worker agents',
      schema: { type: 'object', properties: { plan: { type: 'string' }, orders: { type: 'array', minItems: 1, items: order } }, required: ['plan', 'orders'] },
      askedThrough: 'offered-tool',
      temperature: director.temperature,
      topP: director.topP,
      maxTokens: director.maxTokens,
    },
    (value) => {
      if (!Array.isArray(value.orders)) return undefined;
      const orders = value.orders.flatMap((entry: { agent_name?: unknown; task?: unknown }) => {
        const agent = input.agents.find((worker) => worker.name === entry?.agent_name);
        return agent && typeof entry.task === 'string' && entry.task ? [{ agent, task: entry.task }] : [];
      });
      return orders.length ? { plan: String(value.plan ?? ''), orders } : undefined;
    },
  );
  if (!plan) throw malformedAnswerError(director.modelName, 'plan');
  return plan;
}
