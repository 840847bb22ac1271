/** A task of the planner-worker queue (`PlannerTask`). */
interface QueuedTask {
  id: number;
  title: string;
  description: string;
  /** 0 low … 3 critical. */
  priority: number;
  dependsOn: number[];
  status: 'pending' | 'completed';
  result?: string;
}

/** A task as the planner writes it (`PlannerTaskOutput`). */
export interface PlannedTask {
  title: string;
  description: string;
  priority?: number;
  depends_on_titles?: string[];
}

/**
 * The framework's TaskQueue without its threads: tasks wait for their dependencies, the highest
 * priority (then the oldest) goes first, and a cycle may keep the finished work or start afresh.
 */
export class TaskQueue {
  private tasks: QueuedTask[] = [];
  private nextId = 1;

  /** Adds a plan's tasks; a dependency names a task of the same plan by title (unknown titles are ignored). */
  addPlan(planned: PlannedTask[]): void {
    const added = planned.map((task) => ({
      id: this.nextId++,
      title: task.title,
      description: task.description,
      priority: Math.max(0, Math.min(3, Math.trunc(task.priority ?? 1))),
      dependsOn: [] as number[],
      status: 'pending' as const,
    }));
    const byTitle = new Map(added.map((task) => [task.title, task.id]));
    added.forEach((task, index) => {
      task.dependsOn = (planned[index].depends_on_titles ?? []).flatMap((title) => (byTitle.has(title) ? [byTitle.get(title)!] : []));
    });
    this.tasks.push(...added);
  }

  /** The tasks workers may claim now, in claiming order (`TaskQueue.claim`). */
  available(): QueuedTask[] {
    const done = new Set(this.tasks.filter((task) => task.status === 'completed').map((task) => task.id));
    return this.tasks
      .filter((task) => task.status === 'pending' && task.dependsOn.every((id) => done.has(id)))
      .sort((left, right) => right.priority - left.priority || left.id - right.id);
  }

  /** Records a task's result. */
  complete(task: QueuedTask, result: string): void {
    Object.assign(task, { status: 'completed', result });
  }

  /** The finished results a task waits for (`get_dependency_results`). */
  dependencyResults(task: QueuedTask): string {
    return this.tasks
      .filter((other) => task.dependsOn.includes(other.id) && other.status === 'completed' && other.result)
      .map((other) => `[Result from: ${other.title}]\n${other.result}`)
      .join('\n\n');
  }

  /** One line per task for the judge (`- [status] title: result`). */
  report(): string {
    return this.tasks.map((task) => `- [${task.status}] ${task.title}: ${task.result ?? 'No result'}`).join('\n');
  }

  /** Before the next cycle: a fresh start drops every task, otherwise only the unfinished ones (`_prepare_next_cycle`). */
  prepareNextCycle(freshStart: boolean): void {
    this.tasks = freshStart ? [] : this.tasks.filter((task) => task.status === 'completed');
  }
}
