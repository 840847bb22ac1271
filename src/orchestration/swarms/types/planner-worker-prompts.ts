/** The planner's instructions (the framework's PLANNER_SYSTEM_PROMPT, in our words). */
export const PLANNER_PROMPT = `You are the planner of a planner-worker swarm. You plan; you never do the work.
Break the goal into concrete tasks a worker can carry out alone, each in one go, from its description only.
Give each task a priority (0 low, 1 normal, 2 high, 3 critical) and list, by title, the tasks it must wait for.
Be specific about what each task must produce. Answer with the plan narrative and the task list.`;

/** What every worker reads before its task (the framework's WORKER_SYSTEM_PROMPT, in our words). */
export const WORKER_PROMPT = `You are a worker of a planner-worker swarm. You are given one task from the queue: carry it out completely.
Do only this task; do not plan or coordinate. Produce the result itself (the analysis, the code, the decision with its reasons), not a plan for it.
If something stops you, say exactly what, so the task can be retried. Be thorough and concise.`;

/** The cycle judge's instructions (the framework's JUDGE_SYSTEM_PROMPT, in our words). */
export const JUDGE_PROMPT = `You are the cycle judge of a planner-worker swarm. You receive the goal, a report of every task and its result, and the whole conversation.
Decide strictly whether the goal is fully achieved (partial is not complete), rate the combined result 0-10, summarise what was done, list the specific gaps and tell the planner what to do next.
Ask for a fresh start only for systemic failure (drifting or contradictory results, a broken decomposition, going in circles): it discards all work so far.`;

/** The plan the planner returns (`PlannerTaskSpec`). */
export const PLAN_SCHEMA = {
  type: 'object',
  properties: {
    plan: { type: 'string' },
    tasks: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          description: { type: 'string' },
          priority: { type: 'integer', minimum: 0, maximum: 3 },
          depends_on_titles: { type: 'array', items: { type: 'string' } },
        },
        required: ['title', 'description'],
      },
    },
  },
  required: ['plan', 'tasks'],
};

/** The judge's verdict on a cycle (`CycleVerdict`). */
export const VERDICT_SCHEMA = {
  type: 'object',
  properties: {
    is_complete: { type: 'boolean' },
    overall_quality: { type: 'integer', minimum: 0, maximum: 10 },
    summary: { type: 'string' },
    gaps: { type: 'array', items: { type: 'string' } },
    follow_up_instructions: { type: 'string' },
    needs_fresh_start: { type: 'boolean' },
  },
  required: ['is_complete', 'overall_quality', 'summary'],
};
