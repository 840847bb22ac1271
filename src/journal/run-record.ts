import type { RunState, RunStep, RunView } from './run-view.js';

/**
 * A run with everything that changes from one replay to the next left out (ids, job ids,
 * timestamps, latencies) and cost rounded to micro-credits: what a golden file holds and what a run
 * diff compares. Keys are built in one fixed order, so its JSON is stable and diff-friendly.
 */
export interface RunRecord {
  endpoint: string;
  swarmType: string | null;
  state: RunState;
  status: number | null;
  /** Agents in the order the run first called them. */
  agents: string[];
  tokens: { input: number; output: number };
  cost: number;
  steps: RunStep[];
}

/** Cost rounded to micro-credits: sums of floats differ in their last digits from run to run. */
export const roundCost = (cost: number) => Math.round(cost * 1e6) / 1e6;

/** The record of a run (a view, or a record already, e.g. read from a golden file). */
export function runRecordOf(run: RunView | RunRecord): RunRecord {
  return {
    endpoint: run.endpoint,
    swarmType: run.swarmType,
    state: run.state,
    status: run.status,
    agents: run.agents.map((agent) => (typeof agent === 'string' ? agent : agent.name)),
    tokens: { input: run.tokens.input, output: run.tokens.output },
    cost: roundCost(run.cost),
    steps: run.steps.map(recordStepOf),
  };
}

/** A model answer's tool calls without their ids (made per call, not part of what the model chose). */
function withoutCallIds(output: unknown): unknown {
  const calls = (output as { toolCalls?: unknown } | null)?.toolCalls;
  if (!Array.isArray(calls)) return output;
  return { ...(output as object), toolCalls: calls.map(({ id: _id, ...call }: { id?: unknown }) => call) };
}

/** A step as a record keeps it (its facts without call ids). */
export const recordStepOf = (step: RunStep): RunStep => ({ depth: step.depth, kind: step.kind, name: step.name, agent: step.agent, facts: normalisedFacts(step.facts) });

function normalisedFacts(facts: Record<string, unknown>): Record<string, unknown> {
  const normalised = { ...facts };
  if (typeof normalised.cost === 'number') normalised.cost = roundCost(normalised.cost);
  if ('output' in normalised) normalised.output = withoutCallIds(normalised.output);
  return normalised;
}

/** A record as the text of a golden file: indented JSON ending with a newline. */
export function runRecordText(record: RunRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** The fields of a run record a diff reads, with the check each value must pass. */
const RECORD_FIELDS: Array<[keyof RunRecord, (value: unknown) => boolean]> = [
  ['endpoint', (value) => typeof value === 'string'],
  ['agents', Array.isArray],
  ['tokens', (value) => typeof value === 'object' && value !== null],
  ['cost', (value) => typeof value === 'number'],
  ['steps', Array.isArray],
];

/** Why a parsed value (a golden file, a request body) is not a run record, or undefined when it is one. */
export function whyNotARunRecord(parsed: unknown): string | undefined {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'not a JSON object';
  const lacking = RECORD_FIELDS.filter(([field, valid]) => !valid((parsed as Record<string, unknown>)[field])).map(([field]) => field);
  return lacking.length ? `it lacks ${lacking.join(', ')}, or they are not what a run record holds` : undefined;
}
