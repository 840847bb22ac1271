import type { ToolCall, Warning } from '../providers/spec.js';
import type { ToolSource } from './tools/tool-exchange.js';

/**
 * Which run of an agent an event belongs to: two runs of one agent name may be in flight at
 * once (same-name sub-agents, a handoff target asked twice), so the journal keys open agents by it.
 * Absent where only one run of the name can be open (primitives' turns): the name keys it then.
 */
type OfTurn = { turn?: string };

/** What happens during a run, in order: the stream renderers and the journal listen to these. */
export type RunEvent =
  | { type: 'swarm-start'; swarmType: string }
  | ({
      type: 'agent-start';
      agent: string;
      step?: string;
      /** The agent that delegated to this one (a sub-agent, a handoff), and which run of it. */
      parent?: string;
      parentTurn?: string;
    } & OfTurn)
  | ({ type: 'loop-step'; agent: string; step: LoopStep } & OfTurn)
  | ({ type: 'text-delta'; agent: string; delta: string } & OfTurn)
  | ({ type: 'tool-call'; agent: string; call: ToolCall; source: 'function' | 'mcp' | 'builtin' } & OfTurn)
  | ({ type: 'tool-result'; agent: string; callId: string; name: string; output: string; answeredFrom?: ToolSource } & OfTurn)
  | ({ type: 'agent-end'; agent: string; content: string | object[] } & OfTurn)
  | ({
      type: 'model-call';
      agent: string;
      model: string;
      answeredBy: string;
      inputTokens: number;
      outputTokens: number;
      durationMs: number;
      fixture?: unknown;
      /** The messages sent (journal). */
      input?: unknown;
      /** The answer: text and tool calls (journal). */
      output?: unknown;
      /** Settings the provider could not honour and left out of the call (journal). */
      warnings?: Warning[];
      /** How the synthetic model read the call's asked form ("form: json object {mood: happy|sad}"), for the journal. */
      form?: string;
      /** The injected fault that replaced the answer (refusal, empty answer, malformed tool call). */
      fault?: string;
      /** Models that failed before the one that answered (fallbacks), with their errors. */
      attempts?: unknown[];
      /** Failed attempts of the answering model that were retried, with the wait after each. */
      retries?: unknown[];
    } & OfTurn)
  | ({
      /** A provider call that failed or was cancelled; tokens are what was metered before it stopped. */
      type: 'model-call-failed';
      agent: string;
      model: string;
      inputTokens: number;
      outputTokens: number;
      durationMs: number;
      /** The error's message (cancelled calls: the client went away). */
      error: string;
      cancelled: boolean;
    } & OfTurn);

/** One step of an autonomous agent's loop (`max_loops: "auto"`), as the stream and the journal show it. */
export type LoopStep =
  | { kind: 'phase'; phase: 'planning' | 'execution' | 'summary' }
  | { kind: 'subtask-start'; subtask: string; description: string }
  | { kind: 'subtask-end'; subtask: string; status: string }
  | { kind: 'tool'; subtask?: string; tool: string; arguments: string; result: string }
  | { kind: 'limit'; limit: string; message: string }
  | { kind: 'workspace'; files: Record<string, string> };

/** Receives run events; must not throw. */
export type RunEventSink = (event: RunEvent) => void;

/** A sink that drops everything. */
export const ignoreEvents: RunEventSink = () => {};

/** Delivers each event to every sink. */
export function fanOut(...sinks: RunEventSink[]): RunEventSink {
  return (event) => {
    for (const sink of sinks) sink(event);
  };
}
