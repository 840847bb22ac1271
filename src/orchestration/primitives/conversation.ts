import type { AgentDefinition } from '../agent-definition.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';
import { agentTurn, labelled, lastContent } from './agent-turn.js';

/** Who a message asks to speak next (InteractiveGroupChat's @mentions); none keeps the round's order. */
export type NextSpeakers = (message: SwarmMessage) => AgentDefinition[];

/**
 * A shared conversation: `rounds` rounds; in each, `speakersOf` picks who speaks (in order), and
 * every speaker sees the whole transcript so far. When `nextSpeakers` names agents that have not
 * spoken yet this round, they speak next, ahead of the rest of the round.
 */
export async function converse(
  input: SwarmInput,
  rounds: number,
  speakersOf: (round: number, transcript: SwarmMessage[]) => AgentDefinition[],
  nextSpeakers: NextSpeakers = () => [],
): Promise<SwarmMessage[]> {
  const transcript: SwarmMessage[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let queue = [...speakersOf(round, transcript)];
    const spoken = new Set<AgentDefinition>();
    for (let speaker = queue.shift(); speaker; speaker = queue.shift()) {
      spoken.add(speaker);
      const context = transcript.length ? `The conversation so far:\n\n${labelled(transcript)}\n\nIt is your turn, ${speaker.name}.` : `You speak first, ${speaker.name}.`;
      const message = { role: speaker.name, content: lastContent(await agentTurn(input, speaker, { context })) };
      transcript.push(message);
      const called = nextSpeakers(message).filter((agent) => !spoken.has(agent));
      queue = [...called, ...queue.filter((agent) => !called.includes(agent))];
    }
  }
  return transcript;
}
