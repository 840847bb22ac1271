import type { FinishReason } from '../providers/spec.js';
import type { RunContext } from './run-context.js';

/** A piece of a run worth a span: an agent turn, one provider call, one tool call swarms-local runs. */
export type TracedWork =
  | { kind: 'agent'; agent: string; model: string }
  | { kind: 'model-call'; agent: string; model: string; provider: string; temperature?: number; maxTokens?: number }
  | { kind: 'tool-call'; agent: string; tool: string; callId: string; source: 'mcp' | 'builtin' | 'function' };

/** What a provider call learnt, recorded on its span. */
export interface CallFacts {
  inputTokens: number;
  outputTokens: number;
  finishReason: FinishReason;
  /** The model that actually answered (fallbacks). */
  responseModel: string;
}

/** The open span of a piece of work. */
interface TraceSpan {
  record(facts: CallFacts): void;
}

/**
 * Opens a span around a piece of a run, in which nested work (and outgoing provider requests) runs.
 * Orchestration states what the work is; how that becomes a span (OpenTelemetry, GenAI semantic
 * conventions) is the tracer's business.
 */
export interface RunTracer {
  inSpan<T>(work: TracedWork, run: (span: TraceSpan) => Promise<T>): Promise<T>;
}

const NO_SPAN: TraceSpan = { record: () => {} };

/** The tracer of a server without tracing: runs the work, nothing else. */
const noTracing: RunTracer = { inSpan: (_work, run) => run(NO_SPAN) };

/** Runs `run` in a span of the context's tracer (none when the run is not traced). */
export function traced<T>(context: RunContext, work: TracedWork, run: (span: TraceSpan) => Promise<T>): Promise<T> {
  return (context.tracer ?? noTracing).inSpan(work, run);
}
