import { ApiError } from '../../../errors/api-error.js';
import type { ChatMessage } from '../../../providers/spec.js';
import { runParallel } from '../../parallel.js';
import { announce } from '../../primitives/agent-turn.js';
import { openTranscript } from '../../primitives/transcript.js';
import type { SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { bidFor, type Bid } from './group-chat-bid.js';

/** The framework's GroupChat defaults: the bid a speaker must beat, and what speaking last turn costs. */
const THRESHOLD = 0.5;
const RECENCY_PENALTY = 0.3;

/** The highest bid with a reply whose score, less the recency penalty for the last speaker, beats the threshold (`_select_speaker`). */
function selectSpeaker(bids: Bid[], lastSpeaker: string | undefined): Bid | undefined {
  let best: Bid | undefined;
  let bestScore = THRESHOLD;
  for (const bid of bids) {
    const adjusted = bid.score - (bid.agent.name === lastSpeaker ? RECENCY_PENALTY : 0);
    if (bid.message && adjusted > bestScore) {
      best = bid;
      bestScore = adjusted;
    }
  }
  return best;
}

/**
 * GroupChat (`GroupChat._run_async`): each turn every agent bids in parallel on the transcript and
 * the latest message, remembering its earlier bids; the best bid's reply is posted; the chat ends at
 * a turn no bid wins (a lull) or after `max_loops` replies. (The framework counts the task as the first of `max_loops`
 * messages, which at the API's default of 1 leaves no reply at all; here `max_loops` counts replies.)
 */
const run: SwarmRunner = async (input) => {
  if (input.agents.length < 2) throw new ApiError('BAD_REQUEST', 'A GroupChat needs at least two agents in "agents" (the framework refuses fewer).');
  const transcript = openTranscript(input);
  let sender = 'User';
  let message = input.task;
  let lastSpeaker: string | undefined;
  const memories = new Map(input.agents.map((agent) => [agent, [] as ChatMessage[]]));
  for (let reply = 0; reply < input.maxLoops; reply += 1) {
    const seen = transcript.text();
    const bids = await runParallel(input.agents, (agent) => bidFor(input, agent, memories.get(agent)!, seen, sender, message));
    const winner = selectSpeaker(bids, lastSpeaker);
    if (!winner) break;
    const posted = { role: winner.agent.name, content: winner.message };
    transcript.add(posted);
    announce(input, posted);
    [sender, message, lastSpeaker] = [posted.role, posted.content, posted.role];
  }
  const history = transcript.spoken();
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};

/** GroupChat: runs on the request's agents, one task at a time. */
export const groupChat: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'collaborative problem-solving through conversation' },
};
