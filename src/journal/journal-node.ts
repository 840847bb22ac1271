import type { Warning } from '../providers/spec.js';
import type { JournalQuery } from '../store/repositories.js';

/** The kinds of node in the request journal tree, outermost first. */
type JournalNodeKind = 'request' | 'agent' | 'step' | 'provider-call' | 'tool-call';

/**
 * One node of the journal tree: request → agent turn → provider call / tool call. An autonomous agent's
 * turn holds `step` nodes (its phases, each subtask within the execution phase, a limit it reached)
 * around its calls; a sub-agent or handoff target is an agent node under the step that delegated to it.
 */
export interface JournalNode {
  id: string;
  kind: JournalNodeKind;
  /** Request: `METHOD /path`; agent: its name; provider call: the model; tool call: the tool. */
  name: string;
  startedAt: string;
  durationMs?: number;
  input?: unknown;
  output?: unknown;
  /** Provider calls: their tokens; a request: the sum over its provider calls, finished or cut off. */
  tokens?: { input: number; output: number };
  cost?: number;
  /** Provider calls: the fixture key and whether replay hit it. */
  fixture?: unknown;
  /** Provider calls: the model that actually answered (fallbacks). */
  answeredBy?: string;
  /** Provider calls answered by the synthetic model: how it read the asked form ("form: choice yes|no", "form: unread \"...\""). */
  form?: string;
  /** Provider calls: settings the backend could not honour, left out of the call (a route's `supports`). */
  warnings?: Warning[];
  /** Free-form facts (request: status (499 when the client left first), job id, user, namespace; tool call: source). */
  attributes?: Record<string, unknown>;
  children: JournalNode[];
}

/** Filters of a journal query (the admin plane always sets `userId` to the caller's user). */
export type JournalFilter = Omit<JournalQuery, 'namespace'>;
