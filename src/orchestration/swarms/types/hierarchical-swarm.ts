import type { ChatMessage } from '../../../providers/spec.js';
import { runParallel } from '../../parallel.js';
import { createAgentMemory } from '../../primitives/agent-memory.js';
import { agentTurn, endTurn, startTurn } from '../../primitives/agent-turn.js';
import { rosterOf, Transcript } from '../../primitives/transcript.js';
import type { SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { builtInName, directorOf, feedbackDirectorOf, runDirector } from './hierarchical-director.js';

const FEEDBACK =
  'You are the Director. Review the outputs of every worker agent in the previous step. Give each agent specific, actionable feedback: ' +
  'strengths, weaknesses and concrete improvements; say exactly how anything unclear, incomplete or improvable should change, so the agents can refine their work in the next iteration. ';

/**
 * HierarchicalSwarm and its legacy spelling HiearchicalSwarm (`HierarchicalSwarm.run` / `step`): a
 * built-in director — not an agent of the request — reads the team roster and the history and
 * (remembering its earlier loops) orders the request's agents, all of them workers; the ordered workers answer in parallel (each
 * reading the history and its order, giving only its final answer, remembering its earlier orders);
 * the feedback director (a fresh agent each loop) reviews
 * the history; each loop ends with a System notice. Later loops start from the feedback. The output
 * is every loop's Director plan, worker answers and Director feedback (the feedback last).
 */
const run: SwarmRunner = async (input) => {
  const director = directorOf(input);
  const feedbackDirector = feedbackDirectorOf(input);
  const transcript = new Transcript().note('System', rosterOf(input.agents));
  const memory = createAgentMemory();
  const directorMemory: ChatMessage[] = [];
  // The plan's entry is the framework's "Director" role, named apart when a worker has that name.
  const planRole = builtInName('Director', input);
  let feedback = '';
  for (let loop = 0; loop < input.maxLoops; loop += 1) {
    const loopTask =
      loop === 0
        ? input.task
        : `Previous loop results: ${feedback}\n\nOriginal task: ${input.task}\n\nBased on the previous results and any feedback, continue with the next iteration of the task. Refine, improve, or complete any remaining aspects of the analysis.`;
    const directorTask = `History: ${transcript.text()} \n\n Task: ${loopTask}`;
    // The director's row opens before it plans, so its planning calls sit under it and it lasts as long as they do.
    startTurn(input, director.name);
    const { plan, orders } = await runDirector(input, director, directorTask, directorMemory);
    const planEntry = { role: planRole, content: JSON.stringify({ plan, orders: orders.map((order) => ({ agent_name: order.agent.name, task: order.task })) }) };
    directorMemory.push({ role: 'user', content: directorTask }, { role: 'assistant', content: planEntry.content });
    transcript.add(planEntry);
    endTurn(input, planEntry);
    const seen = transcript.text();
    const answers = await runParallel(orders, (order) => memory.turn(input, order.agent, `History: ${seen} \n\n Task: ${order.task}`, { finalOnly: true }));
    transcript.add(...answers.flat());
    const review = await agentTurn(input, feedbackDirector, { task: `${FEEDBACK}Worker Agent Responses: History: ${transcript.text()} \n\n` });
    feedback = review[0].content;
    transcript.add({ role: director.name, content: feedback });
    transcript.note('System', `--- Loop ${loop + 1}/${input.maxLoops} completed ---`);
  }
  const history = transcript.spoken();
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};

/** HierarchicalSwarm: runs on the request's agents, one task at a time. */
export const hierarchicalSwarm: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'a director decomposes the task and delegates to workers' },
};

/** HiearchicalSwarm, the legacy spelling: runs as HierarchicalSwarm, but the boss and the matcher only offer the right spelling. */
export const hiearchicalSwarm: SwarmTypeDescriptor = { run };
