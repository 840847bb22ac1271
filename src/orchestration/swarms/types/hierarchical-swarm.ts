import { ApiError } from '../../../errors/api-error.js';
import { aggregate } from '../../primitives/aggregate.js';
import { labelled } from '../../primitives/agent-turn.js';
import { builtInAgent, findOrBuild } from '../../primitives/built-in-agent.js';
import { fanOut } from '../../primitives/fan-out.js';
import { planOrders } from '../../primitives/planner.js';
import type { SwarmMessage, SwarmRunner } from '../swarm-input.js';

/**
 * HierarchicalSwarm (both spellings) and PlannerWorkerSwarm: a director plans and assigns subtasks,
 * workers run theirs in parallel, the director reviews over `max_loops` rounds and synthesises.
 */
export const hierarchicalSwarm: SwarmRunner = async (input) => {
  const { agent: director } = findOrBuild(input.agents, /director|planner|boss|manager/i, () =>
    builtInAgent('Director', 'You are the director: you plan the work, assign subtasks to workers and synthesise their results.', input.defaultModel),
  );
  const workers = input.agents.filter((agent) => agent !== director);
  if (workers.length === 0) {
    throw new ApiError('BAD_REQUEST', `${director.name} is the swarm's director and has no workers: add at least one agent that is not a director/planner.`);
  }
  const history: SwarmMessage[] = [];
  let feedback: string | undefined;
  let results: SwarmMessage[] = [];
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const { plan, orders } = await planOrders(input, director, workers, feedback);
    history.push({ role: director.name, content: `${plan}\n\n${orders.map((order) => `- ${order.agent.name}: ${order.task}`).join('\n')}` });
    const answers = await fanOut(
      input,
      orders.map((order) => order.agent),
      { taskOf: (_agent, index) => `${orders[index].task}\n\n(Overall task: ${input.task})` },
    );
    results = answers.map((answer) => answer.final);
    history.push(...answers.flatMap((answer) => answer.turns));
    feedback = labelled(results);
  }
  const synthesis = await aggregate(input, director, results, 'Review the workers\' results and write the final answer to the task.');
  history.push(...synthesis);
  return { history, final: synthesis.slice(-1), numberOfAgents: workers.length + 1 };
};
