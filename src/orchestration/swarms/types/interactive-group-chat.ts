import type { AgentDefinition } from '../../agent-definition.js';
import { converse } from '../../primitives/conversation.js';
import type { SwarmRunner } from '../swarm-input.js';

/** The agents @mentioned in a text, in the order mentioned. */
export function mentioned(text: string, agents: AgentDefinition[]): AgentDefinition[] {
  const found = agents
    .map((agent) => ({ agent, index: text.toLowerCase().indexOf(`@${agent.name.toLowerCase()}`) }))
    .filter((entry) => entry.index >= 0)
    .sort((left, right) => left.index - right.index);
  return found.map((entry) => entry.agent);
}

/** InteractiveGroupChat: like GroupChat, but `@name` mentions (in the task, then in the last message) pick who speaks next. */
export const interactiveGroupChat: SwarmRunner = async (input) => {
  const transcript = await converse(input, input.maxLoops, (round, transcriptSoFar) => {
    const source = round === 0 ? input.task : (transcriptSoFar[transcriptSoFar.length - 1]?.content ?? '');
    const picked = mentioned(source, input.agents);
    return picked.length ? picked : input.agents;
  });
  return { history: transcript, final: transcript.slice(-1), numberOfAgents: input.agents.length };
};
