import { createHash } from 'node:crypto';
import type { AgentDefinition } from '../agent-definition.js';
import { builtInAgent } from '../primitives/built-in-agent.js';

/** Runs an agent on a task as a child of the agent that delegates: its final answer. */
export type ChildRunner = (agent: AgentDefinition, task: string) => Promise<string>;

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

  constructor(
    private readonly parent: AgentDefinition,
    private readonly runChild: ChildRunner,
    private readonly signal: AbortSignal,
  ) {}

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
    const unknown = assignments.find((assignment) => !this.agents.has(text(assignment.agent_id)));
    if (unknown) return `Error: no sub-agent has the id '${text(unknown.agent_id)}'. The sub-agents are: ${[...this.agents.keys()].join(', ')}.`;
    const taskless = assignments.find((assignment) => !text(assignment.task));
    if (taskless) return `Error: the assignment to '${text(taskless.agent_id)}' has no task; every assignment needs agent_id and task.`;
    const started = assignments.map((assignment, index) => {
      const agent = this.agents.get(text(assignment.agent_id)) as AgentDefinition;
      const taskId = text(assignment.task_id) || `task-${index + 1}`;
      return { agent: agent.name, taskId, outcome: outcomeOf(this.runChild(agent, text(assignment.task)), this.signal) };
    });
    if (args.wait_for_completion === false) {
      // settle() reads these outcomes; a cancelled run may never reach it, and its own abort already says why it stopped.
      for (const entry of started) entry.outcome.catch(() => undefined);
      this.dispatched.push(...started);
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

  /** Waits for the fire-and-forget assignments of a run that failed: every one ends, whatever its outcome (the run's error is what it reports). */
  async stopped(): Promise<void> {
    await Promise.allSettled(this.dispatched.map((entry) => entry.outcome));
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
  const outcomes = await Promise.all(handoffs.map((handoff) => outcomeOf(runChild(byName.get(text(handoff.agent_name)) as AgentDefinition, text(handoff.task)), signal)));
  return handoffs
    .map((handoff, index) => {
      const outcome = outcomes[index];
      const head = [`Agent: ${text(handoff.agent_name)}`, `Reasoning: ${text(handoff.reasoning)}`, `Task: ${text(handoff.task)}`];
      return [...head, outcome.ok ? `Response:\n${outcome.text}` : `Error: ${outcome.text}`].join('\n');
    })
    .join('\n\n');
}
