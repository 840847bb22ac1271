import { describe, expect, it } from 'vitest';
import type { JournalNode } from '../../src/journal/journal-node.js';
import { createJournalRecorder } from '../../src/journal/journal-recorder.js';
import type { RunEvent } from '../../src/orchestration/run-events.js';

/** A recorder over a fresh request node, with plain ids, a fixed clock and no redaction. */
function recorder() {
  const request: JournalNode = { id: 'request', kind: 'request', name: 'POST /v1/agent/completions', startedAt: '2026-03-01T09:00:00.000Z', children: [] };
  let next = 0;
  const record = createJournalRecorder(request, {
    nextId: () => {
      next += 1;
      return `node-${next}`;
    },
    now: () => 0,
    iso: () => '2026-03-01T09:00:00.000Z',
    tokenCost: () => 0,
    redact: (value) => value,
  });
  return { request, record: (...events: RunEvent[]) => events.forEach(record) };
}

const call = (agent: string, turn: string | undefined, output: string): RunEvent => ({
  type: 'model-call',
  agent,
  ...(turn ? { turn } : {}),
  model: 'gpt-4.1',
  answeredBy: 'gpt-4.1',
  inputTokens: 1,
  outputTokens: 1,
  durationMs: 0,
  output,
});

describe('the journal recorder', () => {
  it('keeps the calls of two runs of same-name sub-agents going at once under their own agent nodes', () => {
    const { request, record } = recorder();
    record(
      { type: 'agent-start', agent: 'Lead', turn: 'lead' },
      call('Lead', 'lead', 'delegating'),
      { type: 'agent-start', agent: 'Worker', turn: 'w1', parent: 'Lead', parentTurn: 'lead' },
      { type: 'agent-start', agent: 'Worker', turn: 'w2', parent: 'Lead', parentTurn: 'lead' },
      call('Worker', 'w1', 'first worker, call 1'),
      call('Worker', 'w2', 'second worker, call 1'),
      { type: 'tool-call', agent: 'Worker', turn: 'w1', call: { id: 'c1', name: 'search', arguments: '{}' }, source: 'builtin' },
      { type: 'agent-end', agent: 'Worker', turn: 'w1', content: 'first done' },
      call('Worker', 'w2', 'second worker, call 2'),
      { type: 'agent-end', agent: 'Worker', turn: 'w2', content: 'second done' },
      call('Lead', 'lead', 'summing up'),
      { type: 'agent-end', agent: 'Lead', turn: 'lead', content: 'all done' },
    );
    const [lead] = request.children;
    expect(lead.children.map((node) => [node.kind, node.output])).toEqual([
      ['provider-call', 'delegating'],
      ['agent', 'first done'],
      ['agent', 'second done'],
      ['provider-call', 'summing up'],
    ]);
    const [first, second] = lead.children.filter((node) => node.kind === 'agent');
    expect(first.children.map((node) => node.output ?? node.name)).toEqual(['first worker, call 1', 'search']);
    expect(second.children.map((node) => node.output)).toEqual(['second worker, call 1', 'second worker, call 2']);
  });

  it('puts an event without a run under the newest open agent of its name', () => {
    const { request, record } = recorder();
    record(
      { type: 'agent-start', agent: 'Director' },
      call('Director', undefined, 'plan'),
      { type: 'agent-start', agent: 'Director', turn: 'd2' },
      call('Director', undefined, 'review'),
      { type: 'agent-end', agent: 'Director', turn: 'd2', content: 'reviewed' },
      call('Director', undefined, 'verdict'),
      { type: 'agent-end', agent: 'Director', content: 'planned' },
    );
    const [outer, inner] = request.children;
    expect(outer.children.map((node) => node.output)).toEqual(['plan', 'verdict']);
    expect(inner.children.map((node) => node.output)).toEqual(['review']);
  });
});
