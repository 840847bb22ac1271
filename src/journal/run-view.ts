import type { JournalNode } from './journal-node.js';

/** Whether a model call was answered from a recorded fixture: `hit`, `miss` (served otherwise), `recorded`, or null (no fixtures in play). */
export type FixtureOutcome = 'hit' | 'miss' | 'recorded' | null;

/** One model call of a run, wherever it sat in the tree. */
export interface ModelCallView {
  /** The agent whose turn made it; null for calls outside any turn (a router, a planner). */
  agent: string | null;
  model: string;
  /** The model that actually answered (a fallback), when it differs from `model`. */
  answeredBy: string | null;
  tokens: { input: number; output: number };
  cost: number;
  latencyMs: number;
  fixture: FixtureOutcome;
  /** The answer (text, or text and tool calls). */
  output: unknown;
  /** Why it failed, when it did. */
  error: string | null;
}

/** One tool call of a run. */
export interface ToolCallView {
  agent: string | null;
  name: string;
  /** Its arguments, parsed when they were JSON text. */
  arguments: unknown;
  result: unknown;
  /** `function`, `mcp`, `builtin`, or null when the journal did not say. */
  source: string | null;
}

/** One turn of an agent: what it was asked to do in one step, and what it did. */
export interface TurnView {
  agent: string;
  /** The step of the run that began the turn, when the swarm type names one. */
  step: string | null;
  output: unknown;
  modelCalls: ModelCallView[];
  toolCalls: ToolCallView[];
}

/** An agent and its turns, in the order the run first called it. */
export interface AgentView {
  name: string;
  turns: TurnView[];
}

/** One node of the run in the order it happened: every kind of node the journal holds, known or not. */
export interface RunStep {
  /** How deep under the request it sat (1 = directly under it). */
  depth: number;
  kind: string;
  name: string;
  /** The agent whose turn it belongs to (an agent turn: the agent itself); null outside any turn. */
  agent: string | null;
  /** The facts a run diff compares (no ids, timestamps or latencies). */
  facts: Record<string, unknown>;
}

/** How the request ended: answered with a 2xx, answered with an error, abandoned by the client, or still running. */
export type RunState = 'succeeded' | 'failed' | 'abandoned' | 'running';

/** A run read from its journal tree: what a test asserts on and what a run diff compares. */
export interface RunView {
  /** The journal node id of the request. */
  id: string;
  jobId: string | null;
  endpoint: string;
  /** The swarm type the request asked for, when it ran a swarm. */
  swarmType: string | null;
  status: number | null;
  state: RunState;
  /** Agents in the order the run first called them. */
  agents: AgentView[];
  /** Turns of every agent, in the order they began. */
  turns: TurnView[];
  modelCalls: ModelCallView[];
  toolCalls: ToolCallView[];
  /** Every node under the request, in order (depth first). */
  steps: RunStep[];
  tokens: { input: number; output: number };
  cost: number;
  durationMs: number | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Tool arguments as an object when they were JSON text. */
function parsedArguments(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function fixtureOutcome(fixture: unknown): FixtureOutcome {
  if (!fixture || typeof fixture !== 'object') return null;
  const marker = fixture as { hit?: unknown; recorded?: unknown };
  if (marker.recorded === true) return 'recorded';
  if (marker.hit === true) return 'hit';
  return marker.hit === false ? 'miss' : null;
}

function modelCallOf(node: JournalNode, agent: string | null): ModelCallView {
  return {
    agent,
    model: node.name,
    answeredBy: node.answeredBy && node.answeredBy !== node.name ? node.answeredBy : null,
    tokens: { input: node.tokens?.input ?? 0, output: node.tokens?.output ?? 0 },
    cost: node.cost ?? 0,
    latencyMs: node.durationMs ?? 0,
    fixture: fixtureOutcome(node.fixture),
    output: node.output ?? null,
    error: textOrNull(node.attributes?.error),
  };
}

function toolCallOf(node: JournalNode, agent: string | null): ToolCallView {
  return { agent, name: node.name, arguments: parsedArguments(node.input), result: node.output ?? null, source: textOrNull(node.attributes?.source) };
}

/** What a run diff compares of a step: the view's own facts, without ids, timestamps or latencies. */
function factsOf(node: JournalNode, call: ModelCallView | ToolCallView | TurnView | undefined): Record<string, unknown> {
  if (!call) return { output: node.output ?? null, tokens: node.tokens ?? null };
  if ('model' in call)
    return { model: call.model, answeredBy: call.answeredBy, tokens: call.tokens, cost: call.cost, fixture: call.fixture, output: call.output, error: call.error };
  if ('arguments' in call) return { arguments: call.arguments, result: call.result, source: call.source };
  return { step: call.step, output: call.output };
}

function stateOf(request: JournalNode): RunState {
  const attributes = request.attributes ?? {};
  if (attributes.abandoned === true) return 'abandoned';
  if (request.durationMs === undefined || typeof attributes.status !== 'number') return 'running';
  return attributes.status < 400 ? 'succeeded' : 'failed';
}

/**
 * Reads a request's journal tree as a run. It knows the journal's node kinds, not swarm types: a
 * node of a kind it does not know (a phase, a subtask) is a step of the run, its children read as
 * usual, so new kinds of run show up without changes here.
 */
export function runViewOf(request: JournalNode): RunView {
  const agents = new Map<string, AgentView>();
  const view: RunView = {
    id: request.id,
    jobId: textOrNull(request.attributes?.jobId),
    endpoint: textOrNull(request.attributes?.endpoint) ?? request.name,
    swarmType: textOrNull((request.input as { swarm_type?: unknown } | undefined)?.swarm_type),
    status: typeof request.attributes?.status === 'number' ? request.attributes.status : null,
    state: stateOf(request),
    agents: [],
    turns: [],
    modelCalls: [],
    toolCalls: [],
    steps: [],
    tokens: { input: request.tokens?.input ?? 0, output: request.tokens?.output ?? 0 },
    cost: request.cost ?? 0,
    durationMs: request.durationMs ?? null,
  };
  const visit = (node: JournalNode, depth: number, turn: TurnView | undefined) => {
    const agent = turn?.agent ?? null;
    let call: ModelCallView | ToolCallView | TurnView | undefined;
    if (node.kind === 'agent') {
      call = { agent: node.name, step: textOrNull(node.attributes?.step), output: node.output ?? null, modelCalls: [], toolCalls: [] };
      const owner = agents.get(node.name) ?? { name: node.name, turns: [] };
      if (!agents.has(node.name)) agents.set(node.name, owner);
      owner.turns.push(call);
      view.turns.push(call);
    } else if (node.kind === 'provider-call') {
      call = modelCallOf(node, agent);
      turn?.modelCalls.push(call);
      view.modelCalls.push(call);
    } else if (node.kind === 'tool-call') {
      call = toolCallOf(node, agent);
      turn?.toolCalls.push(call);
      view.toolCalls.push(call);
    }
    const owner = node.kind === 'agent' ? (call as TurnView) : turn;
    view.steps.push({ depth, kind: node.kind, name: node.name, agent: owner?.agent ?? null, facts: factsOf(node, call) });
    for (const child of node.children) visit(child, depth + 1, owner);
  };
  for (const child of request.children) visit(child, 1, undefined);
  view.agents = [...agents.values()];
  return view;
}
