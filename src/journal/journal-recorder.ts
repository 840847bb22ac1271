import type { LoopStep, RunEvent, RunEventSink } from '../orchestration/run-events.js';
import type { JournalNode } from './journal-node.js';

/** Creates node ids and timestamps for a recorder. */
interface RecorderTools {
  nextId(): string;
  now(): number;
  iso(ms: number): string;
  /** Cost of a provider call's tokens (agent pricing). */
  tokenCost(inputTokens: number, outputTokens: number): number;
  /** Masks secrets in what the journal keeps (inputs and outputs). */
  redact<T>(value: T): T;
}

/**
 * Turns one request's run events into its journal subtree. Agents that run concurrently each get
 * their own node; a provider call made outside any agent turn (a router, a planner) hangs off the
 * request itself.
 */
export function createJournalRecorder(request: JournalNode, tools: RecorderTools): RunEventSink {
  // `phase` and `step`: where an autonomous agent's calls go now (its current phase, its current subtask in it).
  // Open agents by name and by run (an event's `turn`): two runs of one name may overlap, and an event of a
  // run goes to that run's node; an event without a run (a swarm's own call in an agent's name) to the newest of the name.
  const open = new Map<string, OpenEntry[]>();
  const byTurn = new Map<string, OpenEntry>();
  const openAgent = (event: { agent: string; turn?: string }) => {
    if (event.turn !== undefined) return byTurn.get(event.turn);
    const stack = open.get(event.agent);
    return stack?.[stack.length - 1];
  };
  const parentOf = (event: { agent: string; turn?: string }) => {
    const entry = openAgent(event);
    return entry?.step ?? entry?.phase ?? entry?.node ?? request;
  };
  // When each open step and tool call started, so that it gets its duration when it ends.
  const startedMs = new WeakMap<JournalNode, number>();
  const child = (kind: JournalNode['kind'], name: string, extra: Partial<JournalNode> = {}): JournalNode => {
    const now = tools.now();
    const node: JournalNode = { id: tools.nextId(), kind, name, startedAt: tools.iso(now), children: [], ...extra };
    startedMs.set(node, now);
    return node;
  };
  /** Ends a step or tool call now (once): its duration from when it started. */
  const end = (node: JournalNode | undefined) => {
    if (!node || node.durationMs !== undefined) return;
    const now = tools.now();
    node.durationMs = now - (startedMs.get(node) ?? now);
  };
  const steps: StepTools = { child, end, redact: tools.redact };
  // The request's own tokens and cost: what it had done, whether it finished or the client left.
  const addToTotals = (inputTokens: number, outputTokens: number) => {
    const tokens = { input: (request.tokens?.input ?? 0) + inputTokens, output: (request.tokens?.output ?? 0) + outputTokens };
    request.tokens = tokens;
    request.cost = tools.tokenCost(tokens.input, tokens.output);
  };
  // Built key by key in the order its JSON has always had (id, kind, name, startedAt, children, then the call's facts), without spreads.
  const providerCall = (event: { model: string; durationMs: number; inputTokens: number; outputTokens: number }): JournalNode => ({
    id: tools.nextId(),
    kind: 'provider-call',
    name: event.model,
    startedAt: tools.iso(tools.now() - event.durationMs),
    children: [],
    durationMs: event.durationMs,
    tokens: { input: event.inputTokens, output: event.outputTokens },
    cost: tools.tokenCost(event.inputTokens, event.outputTokens),
  });
  return (event: RunEvent) => {
    switch (event.type) {
      case 'agent-start': {
        const node = child('agent', event.agent, event.step ? { attributes: { step: event.step } } : {});
        (event.parent ? parentOf({ agent: event.parent, turn: event.parentTurn }) : request).children.push(node);
        const entry: OpenEntry = { node, startedAt: tools.now() };
        const stack = open.get(event.agent) ?? [];
        stack.push(entry);
        open.set(event.agent, stack);
        if (event.turn !== undefined) byTurn.set(event.turn, entry);
        return;
      }
      case 'agent-end': {
        const entry = openAgent(event);
        if (!entry) return;
        const stack = open.get(event.agent) ?? [];
        stack.splice(stack.lastIndexOf(entry), 1);
        if (stack.length === 0) open.delete(event.agent);
        if (event.turn !== undefined) byTurn.delete(event.turn);
        entry.node.output = tools.redact(event.content);
        // An autonomous agent's last phase (and any subtask still open) ends with it.
        end(entry.step);
        end(entry.phase);
        entry.node.durationMs = tools.now() - entry.startedAt;
        return;
      }
      case 'model-call': {
        addToTotals(event.inputTokens, event.outputTokens);
        const call = providerCall(event);
        call.input = tools.redact(event.input);
        call.output = tools.redact(event.output);
        call.answeredBy = event.answeredBy;
        if (event.fixture !== undefined) call.fixture = event.fixture;
        if (event.warnings) call.warnings = event.warnings;
        if (event.form) call.form = event.form;
        if (event.fault || event.attempts || event.retries) call.attributes = { fault: event.fault, attempts: tools.redact(event.attempts), retries: tools.redact(event.retries) };
        parentOf(event).children.push(call);
        return;
      }
      case 'model-call-failed': {
        addToTotals(event.inputTokens, event.outputTokens);
        const call = providerCall(event);
        call.attributes = { error: tools.redact(event.error), cancelled: event.cancelled };
        parentOf(event).children.push(call);
        return;
      }
      case 'tool-call': {
        parentOf(event).children.push(
          child('tool-call', event.call.name, { input: tools.redact(event.call.arguments), attributes: { callId: event.call.id, source: event.source } }),
        );
        return;
      }
      case 'loop-step': {
        const entry = openAgent(event);
        if (entry) recordLoopStep(entry, event.step, steps);
        return;
      }
      case 'tool-result': {
        const parent = parentOf(event);
        const call = [...parent.children].reverse().find((node) => node.kind === 'tool-call' && node.attributes?.callId === event.callId);
        if (call) call.output = tools.redact(event.output);
        end(call);
        // Where the answer came from (live server, fixture, fake server, offline built-in): the dashboard's badge.
        if (call && event.answeredFrom) call.attributes = { ...call.attributes, answeredFrom: event.answeredFrom };
        return;
      }
      default:
        return;
    }
  };
}

/** An open agent of the recorder, with where its autonomous loop stands. */
type OpenAgent = { node: JournalNode; phase?: JournalNode; step?: JournalNode };

/** An open agent and when it started. */
type OpenEntry = OpenAgent & { startedAt: number };

/** What placing a loop step needs: making a node, ending one, masking secrets. */
interface StepTools {
  child(kind: 'step', name: string, extra?: Partial<JournalNode>): JournalNode;
  end(node: JournalNode | undefined): void;
  redact<T>(value: T): T;
}

/**
 * Places one step of an autonomous loop: a phase or subtask opens a `step` node the next calls go under
 * (ending the one before, so a finished run has no step without an end); a limit is a step of its own,
 * ended as it is made; the workspace's files go on the agent.
 */
function recordLoopStep(entry: OpenAgent, step: LoopStep, { child, end, redact }: StepTools): void {
  switch (step.kind) {
    case 'phase':
      end(entry.step);
      end(entry.phase);
      entry.phase = child('step', step.phase, { attributes: { phase: step.phase } });
      entry.step = undefined;
      entry.node.children.push(entry.phase);
      return;
    case 'subtask-start':
      end(entry.step);
      entry.step = child('step', `subtask ${step.subtask}`, { input: redact(step.description), attributes: { subtask: step.subtask } });
      (entry.phase ?? entry.node).children.push(entry.step);
      return;
    case 'subtask-end':
      if (entry.step) entry.step.attributes = { ...entry.step.attributes, status: step.status };
      end(entry.step);
      entry.step = undefined;
      return;
    case 'limit': {
      const limit = child('step', `limit ${step.limit}`, { output: step.message, attributes: { limit: step.limit } });
      end(limit);
      (entry.step ?? entry.phase ?? entry.node).children.push(limit);
      return;
    }
    case 'workspace':
      entry.node.attributes = { ...entry.node.attributes, workspace: redact(step.files) };
      return;
    default:
      return;
  }
}
