import type { AgentDefinition } from '../../agent-definition.js';
import { agentTurn } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import { briefing } from '../../primitives/transcript.js';
import { malformedAnswerError, structuredCall } from '../../structured-call.js';
import type { SwarmInput, SwarmMessage, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** One handoff of the router's answer: the agent, and the task it gets (rewritten, or the original). */
interface Handoff {
  agent: AgentDefinition;
  task: string;
}

/** The framework's MultiAgentRouter boss: its own model and temperature. */
const BOSS = { name: 'Router', model: 'gpt-5.4', temperature: 0.1 };

function bossPrompt(agents: AgentDefinition[]): string {
  return `You route tasks to the most suitable of these specialised agents:
${agents.map((agent) => `- ${agent.name}: ${agent.description}`).join('\n')}

Understand what the user needs, then hand the task off: to the single best agent when one agent can do it, or to several agents with complementary, non-overlapping tasks when it needs different kinds of expertise. Answer in JSON: a "handoffs" list, each handoff giving your reasoning, the agent's exact name, and the task for that agent (rewritten to suit it, or the original task).`;
}

/**
 * The boss's handoffs (`MultiAgentRouter.route_task`): asked as the framework asks, the task alone
 * with the answer's JSON schema as the response format (strict, as LiteLLM sends a pydantic model:
 * every field required, `task` nullable), no tools. Every named agent must exist; a malformed answer
 * gets one repair, then a 502.
 */
async function routeTask(input: SwarmInput): Promise<Handoff[]> {
  const boss = builtInAgent(BOSS.name, bossPrompt(input.agents), frameworkModel(input.context, BOSS.model, input.defaultModel));
  const names = input.agents.map((agent) => agent.name);
  const handoff = {
    type: 'object',
    properties: { reasoning: { type: 'string' }, agent_name: { type: 'string', enum: names }, task: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    required: ['reasoning', 'agent_name', 'task'],
    additionalProperties: false,
  };
  const handoffs = await structuredCall(
    input.context,
    {
      agent: boss.name,
      caller: boss.name,
      modelName: boss.modelName,
      system: boss.systemPrompt,
      prompt: input.task,
      name: 'MultipleHandOffsResponse',
      description: 'Hand the task off to one or more agents',
      schema: { type: 'object', properties: { handoffs: { type: 'array', minItems: 1, items: handoff } }, required: ['handoffs'], additionalProperties: false },
      askedThrough: 'response-format',
      temperature: BOSS.temperature,
    },
    (value) => {
      if (!Array.isArray(value.handoffs) || value.handoffs.length === 0) return undefined;
      const picked = value.handoffs.map((entry: { agent_name?: unknown; task?: unknown }) => ({
        agent: input.agents.find((agent) => agent.name === entry?.agent_name),
        task: typeof entry?.task === 'string' && entry.task.trim() ? entry.task : input.task,
      }));
      return picked.every((entry): entry is Handoff => entry.agent !== undefined) ? picked : undefined;
    },
  );
  if (!handoffs) throw malformedAnswerError(boss.modelName, 'routing decision');
  return handoffs;
}

/**
 * MultiAgentRouter (`MultiAgentRouter.route_task`): the boss (the framework's own gpt-5.4 call at
 * temperature 0.1, not an agent of the request) reads the agents' names and descriptions and hands
 * the task to one or several agents, possibly rewriting it; each picked agent then answers its task,
 * in the order handed off. Every answer is an entry (the framework keeps only the first of several,
 * which its documentation's example does not show); the boss's decision is not.
 */
const run: SwarmRunner = async (input) => {
  const history: SwarmMessage[] = [];
  for (const { agent, task } of await routeTask(input)) history.push(...(await agentTurn(input, agent, { task: briefing(input, task) })));
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};

/** MultiAgentRouter: runs on the request's agents, one task at a time. */
export const multiAgentRouter: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'route the task to the best-suited agent' },
};
