import { labelled } from '../../primitives/agent-turn.js';
import { fanOut } from '../../primitives/fan-out.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';
import { parseFlow } from './rearrange-flow.js';

/** AgentRearrange: the flow's steps in sequence, agents within a step in parallel on the previous step's outputs. */
export const agentRearrange: SwarmRunner = async (input) => {
  const steps = input.flow?.trim() ? parseFlow(input.flow, input.agents) : input.agents.map((agent) => [agent]);
  const history: SwarmMessage[] = [];
  let previous: SwarmMessage[] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    for (const step of steps) {
      const answers = await fanOut(input, step, { context: previous.length ? `Outputs of the previous step:\n\n${labelled(previous)}` : undefined });
      history.push(...answers.flatMap((answer) => answer.turns));
      previous = answers.map((answer) => answer.final);
    }
  }
  return { history, final: previous, numberOfAgents: new Set(steps.flat().map((agent) => agent.name)).size };
};
