import { converse } from '../../primitives/conversation.js';
import type { SwarmRunner } from '../swarm-input.js';

/** GroupChat and RoundRobin: agents take turns in a shared conversation, in order, for `max_loops` rounds. */
export const groupChat: SwarmRunner = async (input) => {
  const transcript = await converse(input, input.maxLoops, () => input.agents);
  return { history: transcript, final: transcript.slice(-1), numberOfAgents: input.agents.length };
};
