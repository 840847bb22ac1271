import type { JournalNode } from './journal.js';

/** Something worth flagging on a node of the waterfall. */
export interface Mark {
  kind: 'error' | 'fault' | 'stub' | 'retry' | 'fallback' | 'fixture-hit' | 'fixture-miss' | 'warning' | 'cancelled' | 'abandoned' | 'tool-source';
  /** A short label for the badge. */
  label: string;
  /** The full text (an error message, a fixture miss diff). */
  detail?: string;
}

interface FixtureInfo {
  key?: string;
  hit?: boolean;
  servedBy?: string;
  /** replay-or-synthetic: why no recording matched (the diff against the nearest one). */
  miss?: string;
}

/** What each source of a tool call's answer means, for the badge's tooltip. */
const TOOL_SOURCES: Record<string, string> = {
  live: 'Answered by the real server (recorded in record modes).',
  fixture: 'Answered from a recorded fixture; no server was contacted.',
  fake: "Answered by one of swarms-local's fake MCP servers.",
  offline: 'Answered by the deterministic offline built-in tool (no backend configured).',
};

/**
 * The marks of one node: a failed call (an injected fault is named as one), a call a stub answered, a fallback (the model
 * that answered is not the one asked), a fixture hit or miss (a replay miss's error carries the diff
 * against the nearest recording), provider warnings, a request the client abandoned.
 */
export function marksOf(node: JournalNode): Mark[] {
  const marks: Mark[] = [];
  const attributes = node.attributes ?? {};
  const error = typeof attributes.error === 'string' ? attributes.error : undefined;
  if (error) {
    if (attributes.cancelled === true) marks.push({ kind: 'cancelled', label: 'cancelled', detail: error });
    else if (/^Injected fault/i.test(error)) marks.push({ kind: 'fault', label: 'fault', detail: error });
    else if (/No recorded fixture matches/i.test(error)) marks.push({ kind: 'fixture-miss', label: 'fixture miss', detail: error });
    else marks.push({ kind: 'error', label: 'error', detail: error });
  }
  // A stub is a rule of kind `answer`: the call was answered by it, not by the model.
  if (attributes.fault === 'answer') marks.push({ kind: 'stub', label: 'stub', detail: 'Answered by a stub of this namespace, not by the model.' });
  else if (typeof attributes.fault === 'string') marks.push({ kind: 'fault', label: `fault: ${attributes.fault}` });
  const retries = Array.isArray(attributes.retries) ? (attributes.retries as Array<{ error?: string; delayMs?: number }>) : [];
  if (retries.length) {
    marks.push({ kind: 'retry', label: `retried ${retries.length}×`, detail: retries.map((retry) => `${retry.error} (waited ${retry.delayMs} ms)`).join('\n') });
  }
  const attempts = Array.isArray(attributes.attempts) ? (attributes.attempts as Array<{ model?: string; error?: string }>) : [];
  if (node.kind === 'provider-call' && node.answeredBy && node.answeredBy !== node.name && attempts.length) {
    marks.push({ kind: 'fallback', label: `fallback → ${node.answeredBy}`, detail: attempts.map((attempt) => `${attempt.model}: ${attempt.error}`).join('\n') });
  }
  const fixture = node.fixture as FixtureInfo | undefined;
  if (fixture && typeof fixture === 'object') {
    if (fixture.hit) marks.push({ kind: 'fixture-hit', label: 'fixture hit', detail: fixture.key });
    else
      marks.push({ kind: 'fixture-miss', label: 'fixture miss', detail: `${fixture.miss ?? fixture.key ?? ''}${fixture.servedBy ? `\n(answered by ${fixture.servedBy})` : ''}` });
  }
  if (node.kind === 'tool-call' && typeof attributes.answeredFrom === 'string') {
    const tool = attributes.source === 'builtin' ? 'built-in' : String(attributes.source ?? 'tool');
    marks.push({ kind: 'tool-source', label: `${tool} · ${attributes.answeredFrom}`, detail: TOOL_SOURCES[attributes.answeredFrom] ?? attributes.answeredFrom });
  }
  for (const warning of node.warnings ?? [])
    marks.push({ kind: 'warning', label: 'warning', detail: warning.setting ? `${warning.setting}: ${warning.message}` : warning.message });
  if (node.kind === 'request' && attributes.abandoned === true) marks.push({ kind: 'abandoned', label: 'client left' });
  if (node.kind === 'request' && typeof attributes.status === 'number' && attributes.status >= 400) {
    marks.push({ kind: 'error', label: `HTTP ${attributes.status}` });
  }
  return marks;
}
