import type { AgentDefinition } from '../agent-definition.js';
import type { SwarmInput, SwarmMessage } from '../swarms/swarm-input.js';
import { agentTurn, labelled, lastContent } from './agent-turn.js';

/**
 * A shared conversation: `rounds` rounds; in each, `speakersOf` picks who speaks (in order), and
 * every speaker sees the whole transcript so far.
 */
export async function converse(
  input: SwarmInput,
  rounds: number,
  speakersOf: (round: number, transcript: SwarmMessage[]) => AgentDefinition[],
): Promise<SwarmMessage[]> {
  const transcript: SwarmMessage[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const speaker of speakersOf(round, transcript)) {
      const context = transcript.length ? `The conversation so far:\n\n${labelled(transcript)}\n\nIt is your turn, ${speaker.name}.` : `You speak first, ${speaker.name}.`;
      const turns = await agentTurn(input, speaker, { context });
      transcript.push({ role: speaker.name, content: lastContent(turns) });
    }
  }
  return transcript;
}
