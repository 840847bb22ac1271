import type { AgentDefinition } from '../../agent-definition.js';
import { agentTurn } from '../../primitives/agent-turn.js';
import { openTranscript } from '../../primitives/transcript.js';
import type { SwarmInput, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The agents @mentioned in a text, in the order mentioned (`@Al` does not mention Alice, nor `@A` Al). */
export function mentioned(text: string, agents: AgentDefinition[]): AgentDefinition[] {
  const found = agents
    .map((agent) => ({ agent, index: text.search(new RegExp(`@${escapeRegExp(agent.name)}(?![\\p{L}\\p{N}_])`, 'iu')) }))
    .filter((entry) => entry.index >= 0)
    .sort((left, right) => left.index - right.index);
  return found.map((entry) => entry.agent);
}

const INSTRUCTIONS = `Read the whole conversation above, then answer the latest task as one of the team:
1. Acknowledge what the other agents said before adding your view, and build on it rather than repeating it.
2. If you need something from another agent, mention them as @name and say what you need.
3. Say what part you have completed and what the task still requires.`;

/**
 * The entry the framework's chat opens its conversation with (`_setup_conversation_context`): the
 * chat's name and purpose, then each agent with its system prompt.
 */
export function chatOpening(input: SwarmInput): string {
  const agents = input.agents.map((agent) => `- ${agent.name}: ${agent.systemPrompt}`);
  const purpose = input.team?.description || `A group chat of ${input.agents.length} agents.`;
  return [`Group chat: ${input.team?.name || 'InteractiveGroupChat'}`, `Purpose: ${purpose}`, 'Agents in the chat:', ...agents].join('\n');
}

/**
 * InteractiveGroupChat, as the framework last had it (`InteractiveGroupChat.run` with its default
 * round-robin speaker function, before the type was folded into GroupChat): the agents @mentioned in
 * the task speak, in the order mentioned — every agent, in list order, when none is — once each,
 * each reading the transcript so far, which opens with a System entry naming the chat and its agents. Mentions in replies pick no one and `max_loops` changes nothing.
 */
const run: SwarmRunner = async (input) => {
  const picked = mentioned(input.task, input.agents);
  const transcript = openTranscript(input, { system: chatOpening(input) });
  for (const agent of picked.length ? picked : input.agents) {
    const task = `${transcript.text()}\n\nCOLLABORATIVE TASK: respond to the latest task as ${agent.name}.\n\n${INSTRUCTIONS}`;
    transcript.add(...(await agentTurn(input, agent, { task })));
  }
  const history = transcript.spoken();
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};

/** InteractiveGroupChat: runs on the request's agents, one task at a time; the boss never chooses it (the framework has dropped it). */
export const interactiveGroupChat: SwarmTypeDescriptor = { run };
