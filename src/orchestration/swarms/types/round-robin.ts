import type { AgentDefinition } from '../../agent-definition.js';
import { createAgentMemory } from '../../primitives/agent-memory.js';
import { openTranscript } from '../../primitives/transcript.js';
import type { SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';

/** Where a turn sits in the schedule (the framework's `build_turn_header`). */
function turnHeader(agents: AgentDefinition[], index: number, loop: number, loops: number): string {
  const agent = agents[index];
  const previous = index > 0 ? agents[index - 1].name : loop > 0 ? agents[agents.length - 1].name : undefined;
  const next = index + 1 < agents.length ? agents[index + 1].name : loop + 1 < loops ? agents[0].name : undefined;
  const others =
    agents
      .filter((other) => other !== agent)
      .map((other) => other.name)
      .join(', ') || '(none)';
  return (
    `You are ${agent.name}, agent ${index + 1} of ${agents.length} in loop ${loop + 1} of ${loops}. ` +
    `Previous speaker: ${previous ?? '(none: you open the conversation)'}. ` +
    `Next speaker: ${next ?? '(none: you close the conversation)'}. ` +
    `Other participants: ${others}.`
  );
}

/**
 * RoundRobin (`RoundRobinSwarm.run`): the agents in list order, `max_loops` times over; each reads
 * the whole transcript (each line with its timestamp), its place in the schedule, and is asked to build on the previous speaker;
 * each remembers its earlier turns.
 */
const run: SwarmRunner = async (input) => {
  // The framework's RoundRobinSwarm keeps its conversation with time_enabled: each line carries its timestamp.
  const transcript = openTranscript(input, { timed: true });
  const memory = createAgentMemory();
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    for (const [index, agent] of input.agents.entries()) {
      const task = `${transcript.text()}\n\n${turnHeader(input.agents, index, loop, input.maxLoops)}\n\nReview the transcript above and build on the previous speaker's contribution. Add your own perspective concisely; if you open the conversation, address the task directly.\n\nYour response:`;
      transcript.add(...(await memory.turn(input, agent, task)));
    }
  }
  const history = transcript.spoken();
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};

/** RoundRobin: runs on the request's agents, one task at a time. */
export const roundRobin: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'agents take turns in a fixed order' },
};
