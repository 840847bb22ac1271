import { createHash } from 'node:crypto';
import type { AgentDefinition } from '../agent-definition.js';
import { builtInAgent } from '../primitives/built-in-agent.js';
import { ITEMS_IN_PROGRESS, runPooled } from '../parallel.js';
import { ConcurrencyLimiter } from '../../runtime/concurrency-limiter.js';

/** Runs an agent on a task as a child of the agent that delegates, cancelled with `signal`: its final answer. */
export type ChildRunner = (agent: AgentDefinition, task: string, signal: AbortSignal) => Promise<string>;

type Args = Record<string, unknown>;
const list = (value: unknown): Args[] => (Array.isArray(value) ? value.filter((item): item is Args => typeof item === 'object' && item !== null) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A child's answer, or its failure as text (one failed delegate does not fail the run; a cancelled run still stops). */
async function outcomeOf(run: Promise<string>, signal: AbortSignal): Promise<{ ok: boolean; text: string }> {
  try {
    return { ok: true, text: await run };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, text: (error as Error)?.message ?? String(error) };
  }
}

/** A fire-and-forget assignment still running (`wait_for_completion: false`). */
interface Dispatched {
  agent: string;
  taskId: string;
  outcome: Promise<{ ok: boolean; text: string }>;
}

/**
 * The sub-agents an autonomous agent creates (create_sub_agent) and the tasks it assigns them
 * (assign_task), as the framework's sub-agent tools and SubagentRegistry do: each sub-agent runs on
 * its parent's model for one loop; assignments run concurrently, each as a child of the parent.
 */
export class SubAgents {
  private readonly agents = new Map<string, AgentDefinition>();
  private readonly dispatched: Dispatched[] = [];
  /** Every assignment started and not yet settled, waited for or not: a failed run cancels and awaits them all. */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Sub-agents of this run in progress at once: the parallel steps' limit (queued ones start as others end). */
  private readonly slots = new ConcurrencyLimiter(ITEMS_IN_PROGRESS);
  /** Aborted with the run, or when the run fails: its sub-agents stop at their next call. */
  private readonly cancel = new AbortController();
  private readonly signal: AbortSignal;

  /** `maxAssignments`: assignments one assign_task call may make (runLimits.maxAssignments). */
  constructor(
    private readonly parent: AgentDefinition,
    private readonly runChild: ChildRunner,
    runSignal: AbortSignal,
    private readonly maxAssignments = Number.POSITIVE_INFINITY,
  ) {
    this.signal = AbortSignal.any([runSignal, this.cancel.signal]);
  }

  /** Starts one assignment when a slot is free; tracked until it settles. */
  private start(agent: AgentDefinition, task: string): Promise<{ ok: boolean; text: string }> {
    const outcome = outcomeOf(
      this.slots.run(async () => {
        // Cancelled while it waited for its slot: it never starts.
        this.signal.throwIfAborted();
        return this.runChild(agent, task, this.signal);
      }, this.signal),
      this.signal,
    );
    this.inFlight.add(outcome);
    void outcome.then(
      () => this.inFlight.delete(outcome),
      () => this.inFlight.delete(outcome),
    );
    return outcome;
  }

  /**
   * create_sub_agent: one id per agent (`sub-agent-xxxxxxxx`); an agent without name or description refuses the whole call.
   * Ids are a digest of the parent, the count so far and the name (the framework draws a uuid): the model reads them, so a
   * random or server-wide id would make the same request's later calls differ, and replay miss.
   */
  create(args: Args): string {
    const specs = list(args.agents);
    if (!specs.length || specs.some((spec) => !text(spec.agent_name) || !text(spec.agent_description))) {
      return 'Error: every sub-agent needs agent_name and agent_description.';
    }
    const created = specs.map((spec) => {
      const name = text(spec.agent_name);
      const id = `sub-agent-${createHash('sha256').update(`${this.parent.name}\n${this.agents.size}\n${name}`).digest('hex').slice(0, 8)}`;
      const description = text(spec.agent_description);
      const prompt = text(spec.system_prompt) || `You are ${name}, a specialist sub-agent. ${description}`;
      this.agents.set(id, builtInAgent(name, prompt, this.parent.modelName, { description, maxTokens: this.parent.maxTokens, temperature: this.parent.temperature }));
      return `${name} (ID: ${id})`;
    });
    return `Created ${created.length} sub-agent(s): ${created.join(', ')}`;
  }

  /** assign_task: every assignment starts at once; with wait_for_completion (default) their results come back together. */
  async assign(args: Args): Promise<string> {
    const assignments = list(args.assignments);
    if (!this.agents.size) return 'Error: there are no sub-agents yet; call create_sub_agent first.';
    if (!assignments.length) return 'Error: assign_task needs at least one assignment.';
    if (assignments.length > this.maxAssignments) {
      return `Error: assign_task takes at most ${this.maxAssignments} assignments in one call (this server's runLimits.maxAssignments); this call had ${assignments.length}, and none was started. Assign fewer at a time.`;
    }
    const unknown = assignments.find((assignment) => !this.agents.has(text(assignment.agent_id)));
    if (unknown) return `Error: no sub-agent has the id '${text(unknown.agent_id)}'. The sub-agents are: ${[...this.agents.keys()].join(', ')}.`;
    const taskless = assignments.find((assignment) => !text(assignment.task));
    if (taskless) return `Error: the assignment to '${text(taskless.agent_id)}' has no task; every assignment needs agent_id and task.`;
    const started = assignments.map((assignment, index) => {
      const agent = this.agents.get(text(assignment.agent_id)) as AgentDefinition;
      const taskId = text(assignment.task_id) || `task-${index + 1}`;
      return { agent: agent.name, taskId, outcome: this.start(agent, text(assignment.task)) };
    });
    if (args.wait_for_completion === false) {
      // settle() reads these outcomes; a cancelled run may never reach it, and its own abort already says why it stopped.
      for (const entry of started) {
        entry.outcome.catch(() => undefined);
        this.dispatched.push(entry);
      }
      return [`Dispatched ${started.length} task(s) to sub-agents; they run in the background:`, ...started.map((entry) => `- [${entry.agent}] ${entry.taskId}`)].join('\n');
    }
    // All at once: awaited one by one, a cancellation would leave the later ones' rejections unhandled.
    const outcomes = await Promise.all(started.map((entry) => entry.outcome));
    const lines = [`Completed ${started.length} task assignment(s):`];
    for (const [index, entry] of started.entries()) {
      const outcome = outcomes[index];
      lines.push(
        '',
        outcome.ok ? `[${entry.agent}] Task ${entry.taskId}:` : `[${entry.agent}] Task ${entry.taskId} FAILED:`,
        outcome.ok ? `Result: ${outcome.text}` : `Error: ${outcome.text}`,
      );
    }
    return lines.join('\n');
  }

  /**
   * A run that failed or was cancelled: cancels every assignment still going (waited for or not) and waits until
   * each has ended, so none makes a model call after the run's failure is billed, and each call made is in its usage.
   */
  async stopped(): Promise<void> {
    this.cancel.abort(new Error('the run of the agent that assigned this task failed'));
    await Promise.allSettled([...this.inFlight]);
  }

  /** Waits for the fire-and-forget assignments, so none outlives the run: each one's outcome. */
  async settle(): Promise<Array<{ agent: string; taskId: string; text: string }>> {
    return Promise.all(this.dispatched.map(async (entry) => ({ agent: entry.agent, taskId: entry.taskId, text: (await entry.outcome).text })));
  }
}

/**
 * handoff_task (the framework's handoffs_tool.handoff_task): every named agent must be one of the
 * handoffs (else nothing runs and the errors come back); the agents run concurrently, each a child of
 * the run, and their answers come back in request order.
 */
export async function handOff(args: Args, agents: AgentDefinition[], runChild: ChildRunner, signal: AbortSignal): Promise<string> {
  const handoffs = list(args.handoffs);
  if (!handoffs.length) return 'Error: handoff_task needs at least one handoff.';
  const byName = new Map(agents.map((agent) => [agent.name, agent]));
  const errors = handoffs.flatMap((handoff) => {
    const name = text(handoff.agent_name);
    if (!name) return ['A handoff has no agent_name.'];
    if (!text(handoff.task)) return [`The handoff to ${name} has no task.`];
    return byName.has(name) ? [] : [`There is no agent '${name}'. The agents are: ${[...byName.keys()].join(', ')}.`];
  });
  if (errors.length) return ['Handoff refused:', ...errors.map((error) => `- ${error}`)].join('\n');
  // At most the parallel steps' limit in progress; each settles before this returns or throws, so none outlives it.
  const settled = await runPooled(handoffs, ITEMS_IN_PROGRESS, (handoff) =>
    outcomeOf(runChild(byName.get(text(handoff.agent_name)) as AgentDefinition, text(handoff.task), signal), signal),
  );
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  const outcomes = settled.map((outcome) => (outcome as PromiseFulfilledResult<{ ok: boolean; text: string }>).value);
  return handoffs
    .map((handoff, index) => {
      const outcome = outcomes[index];
      const head = [`Agent: ${text(handoff.agent_name)}`, `Reasoning: ${text(handoff.reasoning)}`, `Task: ${text(handoff.task)}`];
      return [...head, outcome.ok ? `Response:\n${outcome.text}` : `Error: ${outcome.text}`].join('\n');
    })
    .join('\n\n');
}
