import type { AgentDefinition } from '../../agent-definition.js';
import { converse } from '../../primitives/conversation.js';
import type { SwarmRunner } from '../swarm-input.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The agents @mentioned in a text, in the order mentioned (`@Al` does not mention Alice, nor `@A` Al). */
export function mentioned(text: string, agents: AgentDefinition[]): AgentDefinition[] {
  const found = agents
    .map((agent) => ({ agent, index: text.search(new RegExp(`@${escapeRegExp(agent.name)}(?![\\p{L}\\p{N}_])`, 'iu')) }))
    .filter((entry) => entry.index >= 0)
    .sort((left, right) => left.index - right.index);
  return found.map((entry) => entry.agent);
}

/**
 * InteractiveGroupChat: like GroupChat, but `@name` mentions pick who speaks next — those in the
 * task open the first round, those in the last message the next one, and a message mentioning
 * agents that have not spoken yet this round hands them the floor at once.
 */
export const interactiveGroupChat: SwarmRunner = async (input) => {
  const transcript = await converse(
    input,
    input.maxLoops,
    (round, transcriptSoFar) => {
      const source = round === 0 ? input.task : (transcriptSoFar[transcriptSoFar.length - 1]?.content ?? '');
      const picked = mentioned(source, input.agents);
      return picked.length ? picked : input.agents;
    },
    (message) => mentioned(message.content, input.agents),
  );
  return { history: transcript, final: transcript.slice(-1), numberOfAgents: input.agents.length };
};
