import type { AgentDefinition } from '../../agent-definition.js';
import { runParallel } from '../../parallel.js';
import { agentTurn, announce } from '../../primitives/agent-turn.js';
import { builtInAgent } from '../../primitives/built-in-agent.js';
import { frameworkModel } from '../../primitives/framework-model.js';
import { openTranscript, type Transcript } from '../../primitives/transcript.js';
import { malformedAnswerError, structuredCall } from '../../structured-call.js';
import type { SwarmInput, SwarmRunner } from '../swarm-input.js';
import type { SwarmTypeDescriptor } from '../swarm-type-descriptor.js';
import { JUDGE_PROMPT, PLAN_SCHEMA, PLANNER_PROMPT, VERDICT_SCHEMA, WORKER_PROMPT } from './planner-worker-prompts.js';
import { TaskQueue, type PlannedTask } from './planner-worker-queue.js';

/** The framework's planner and judge model. */
const PLANNER_MODEL = 'gpt-5.4';

/** The judge's verdict (`CycleVerdict`); an unreadable one counts as incomplete, as in the framework. */
interface Verdict {
  complete: boolean;
  quality: number;
  summary: string;
  gaps: string[];
  followUp: string;
  freshStart: boolean;
}

const UNREADABLE_VERDICT: Verdict = {
  complete: false,
  quality: 0,
  summary: 'Failed to parse judge evaluation',
  gaps: ['Judge output parsing failed'],
  followUp: 'Retry the evaluation',
  freshStart: false,
};

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A structured call of a built-in agent of this swarm. */
function ask<T>(input: SwarmInput, agent: AgentDefinition, prompt: string, schema: Record<string, unknown>, validate: (value: Record<string, unknown>) => T | undefined) {
  return structuredCall(
    input.context,
    {
      agent: agent.name,
      caller: agent.name,
      modelName: agent.modelName,
      system: agent.systemPrompt,
      prompt,
      name: `${agent.name.toLowerCase()}_answer`,
      description: agent.description,
      schema,
    },
    validate,
  );
}

/** The planner's tasks go to the queue and its plan to the transcript (`_run_planner`); a malformed plan gets one repair, then a 502. */
async function plan(input: SwarmInput, planner: AgentDefinition, queue: TaskQueue, transcript: Transcript, prompt: string): Promise<void> {
  const spec = await ask(input, planner, prompt, PLAN_SCHEMA, (value) => {
    if (typeof value.plan !== 'string' || !Array.isArray(value.tasks)) return undefined;
    const tasks = value.tasks.filter((task: PlannedTask) => typeof task?.title === 'string' && typeof task.description === 'string');
    return tasks.length === value.tasks.length
      ? { plan: value.plan, tasks: tasks.map((task: PlannedTask) => ({ ...task, depends_on_titles: strings(task.depends_on_titles) })) }
      : undefined;
  });
  if (!spec) throw malformedAnswerError(planner.modelName, 'task plan');
  queue.addPlan(spec.tasks);
  const entry = { role: planner.name, content: spec.plan };
  transcript.add(entry);
  announce(input, entry);
}

/**
 * The worker pool (`WorkerPool.run`), made deterministic: while tasks are claimable, the workers
 * (in list order) each take the next claimable task and run at once; a task whose prerequisites
 * never finish stays unclaimed.
 */
async function work(input: SwarmInput, queue: TaskQueue, transcript: Transcript): Promise<void> {
  for (let batch = queue.available().slice(0, input.agents.length); batch.length; batch = queue.available().slice(0, input.agents.length)) {
    const results = await runParallel(batch, async (task, index) => {
      const prerequisites = queue.dependencyResults(task);
      const brief = `${WORKER_PROMPT}\n\nTask: ${task.title}\nDescription: ${task.description}${prerequisites ? `\n\nContext from prerequisite tasks:\n${prerequisites}` : ''}`;
      return (await agentTurn(input, input.agents[index], { task: brief }))[0];
    });
    results.forEach((result, index) => {
      queue.complete(batch[index], result.content);
      transcript.add({ role: result.role, content: `[Task: ${batch[index].title}]\n${result.content}` });
    });
  }
}

/** The cycle judge's verdict on the queue and the transcript (`_run_judge`). */
async function judge(input: SwarmInput, judgeAgent: AgentDefinition, queue: TaskQueue, transcript: Transcript): Promise<Verdict> {
  const prompt = `Original goal: ${input.task}\n\nTask execution report:\n${queue.report()}\n\nFull conversation history:\n${transcript.text()}\n\nEvaluate whether the goal has been achieved. If not, identify specific gaps and provide instructions for the next planning cycle.`;
  const verdict =
    (await ask(input, judgeAgent, prompt, VERDICT_SCHEMA, (value) =>
      typeof value.is_complete === 'boolean' && typeof value.overall_quality === 'number' && typeof value.summary === 'string'
        ? {
            complete: value.is_complete,
            quality: value.overall_quality,
            summary: value.summary,
            gaps: strings(value.gaps),
            followUp: String(value.follow_up_instructions ?? ''),
            freshStart: value.needs_fresh_start === true,
          }
        : undefined,
    )) ?? UNREADABLE_VERDICT;
  const entry = { role: judgeAgent.name, content: `Quality: ${verdict.quality}/10 | Complete: ${verdict.complete ? 'True' : 'False'}\n${verdict.summary}` };
  transcript.add(entry);
  announce(input, entry);
  return verdict;
}

/**
 * PlannerWorkerSwarm (`PlannerWorkerSwarm.run`): per cycle (`max_loops`) a built-in Planner writes
 * prioritised tasks with dependencies, the request's agents work the queue, and a built-in
 * CycleJudge rates the result; a complete verdict ends the run, otherwise the next cycle plans
 * from the judge's gaps, keeping the finished tasks (or none, on a fresh start).
 */
const run: SwarmRunner = async (input) => {
  const model = frameworkModel(input.context, PLANNER_MODEL, input.defaultModel);
  const planner = builtInAgent('Planner', PLANNER_PROMPT, model, { description: 'Creates plans and decomposes tasks into concrete work items' });
  const judgeAgent = builtInAgent('CycleJudge', JUDGE_PROMPT, model, { description: 'Evaluates whether the planner-worker cycle achieved the goal' });
  const queue = new TaskQueue();
  const transcript = openTranscript(input);
  let verdict: Verdict | undefined;
  for (let cycle = 0; cycle < input.maxLoops && !verdict?.complete; cycle += 1) {
    if (verdict) queue.prepareNextCycle(verdict.freshStart);
    const prompt = verdict
      ? `Original goal: ${input.task}\n\nPrevious cycle feedback: ${verdict.followUp}\nGaps identified: [${verdict.gaps.map((gap) => `'${gap}'`).join(', ')}]\n\nCreate new tasks to address these gaps.`
      : input.task;
    await plan(input, planner, queue, transcript, prompt);
    await work(input, queue, transcript);
    verdict = await judge(input, judgeAgent, queue, transcript);
  }
  const history = transcript.spoken();
  return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
};

/** PlannerWorkerSwarm: runs on the request's agents, one task at a time. */
export const plannerWorkerSwarm: SwarmTypeDescriptor = {
  run,
  designable: { purpose: 'planners break the task into sub-tasks that workers execute' },
};
