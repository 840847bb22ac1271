/** The status of a planned subtask (the framework's pending / completed / failed). */
type SubtaskStatus = 'pending' | 'completed' | 'failed';

/** One subtask of the plan. */
export interface Subtask {
  stepId: string;
  description: string;
  priority: string;
  dependencies: string[];
  status: SubtaskStatus;
  summary?: string;
}

const isDone = (status: SubtaskStatus | undefined) => status === 'completed' || status === 'failed';

/**
 * The plan of an autonomous run and where it stands (the framework's autonomous_subtasks and
 * subtask_status): subtasks in plan order, the next one whose dependencies are all done.
 */
export class PlanState {
  subtasks: Subtask[] = [];

  /** Replaces the plan (create_plan): every step pending, priority `medium` and no dependencies unless given. */
  replace(steps: unknown): number {
    const list = Array.isArray(steps) ? steps : [];
    this.subtasks = list.map((step: Record<string, unknown>, index) => ({
      stepId: typeof step?.step_id === 'string' && step.step_id ? step.step_id : `step-${index + 1}`,
      description: typeof step?.description === 'string' ? step.description : '',
      priority: typeof step?.priority === 'string' ? step.priority : 'medium',
      dependencies: Array.isArray(step?.dependencies) ? step.dependencies.filter((id): id is string => typeof id === 'string') : [],
      status: 'pending',
    }));
    return this.subtasks.length;
  }

  /** Whether a plan with at least one subtask exists. */
  get created(): boolean {
    return this.subtasks.length > 0;
  }

  /** Marks a subtask done (every subtask of that id: the framework keeps one status per step_id); false when no subtask has that id. */
  finish(stepId: string, success: boolean, summary: string): boolean {
    const named = this.subtasks.filter((candidate) => candidate.stepId === stepId);
    for (const subtask of named) {
      subtask.status = success ? 'completed' : 'failed';
      subtask.summary = summary;
    }
    return named.length > 0;
  }

  /** The first pending subtask whose dependencies are done (an id the plan does not have counts as done, as in the framework). */
  nextExecutable(): Subtask | undefined {
    const statusOf = new Map(this.subtasks.map((subtask) => [subtask.stepId, subtask.status]));
    return this.subtasks.find((subtask) => subtask.status === 'pending' && subtask.dependencies.every((id) => !statusOf.has(id) || isDone(statusOf.get(id))));
  }

  /** Whether every subtask is completed or failed (false without a plan). */
  allDone(): boolean {
    return this.created && this.subtasks.every((subtask) => isDone(subtask.status));
  }

  /** One line per subtask: `- id: status - description`. */
  statusLines(): string {
    return this.subtasks.map((subtask) => `- ${subtask.stepId}: ${subtask.status} - ${subtask.description}`).join('\n');
  }
}
