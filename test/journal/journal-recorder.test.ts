import { describe, expect, it } from 'vitest';
import type { JournalNode } from '../../src/journal/journal-node.js';
import { createJournalRecorder } from '../../src/journal/journal-recorder.js';
import type { RunEvent } from '../../src/orchestration/run-events.js';

/** A recorder over a fresh request node, with plain ids, a clock that stands still unless `tick` moves it, and no redaction. */
function recorder() {
  let clock = 0;
  const request: JournalNode = { id: 'request', kind: 'request', name: 'POST /v1/agent/completions', startedAt: '2026-03-01T09:00:00.000Z', children: [] };
  let next = 0;
  const record = createJournalRecorder(request, {
    nextId: () => {
      next += 1;
      return `node-${next}`;
    },
    now: () => clock,
    iso: () => '2026-03-01T09:00:00.000Z',
    tokenCost: () => 0,
    redact: (value) => value,
  });
  return {
    request,
    record: (...events: RunEvent[]) => events.forEach(record),
    tick: (ms: number) => {
      clock += ms;
    },
  };
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

  it('ends every step and tool call of a finished autonomous run, each with its duration', () => {
    const { request, record, tick } = recorder();
    const step = (loopStep: Extract<RunEvent, { type: 'loop-step' }>['step']): RunEvent => ({ type: 'loop-step', agent: 'Auto', turn: 'auto', step: loopStep });
    record({ type: 'agent-start', agent: 'Auto', turn: 'auto' }, step({ kind: 'phase', phase: 'planning' }));
    tick(10);
    record(step({ kind: 'phase', phase: 'execution' }), step({ kind: 'subtask-start', subtask: 'a', description: 'do a' }));
    record({ type: 'tool-call', agent: 'Auto', turn: 'auto', call: { id: 'c1', name: 'think', arguments: '{}' }, source: 'builtin' });
    tick(5);
    record({ type: 'tool-result', agent: 'Auto', turn: 'auto', callId: 'c1', name: 'think', output: 'Noted.' });
    tick(20);
    // A visit the per-subtask limit ends has no subtask-end: the next subtask ends it.
    record(step({ kind: 'limit', limit: 'iterations_per_subtask', message: 'a stays pending' }), step({ kind: 'subtask-start', subtask: 'b', description: 'do b' }));
    tick(7);
    record(step({ kind: 'subtask-end', subtask: 'b', status: 'completed' }), step({ kind: 'phase', phase: 'summary' }));
    tick(3);
    record({ type: 'agent-end', agent: 'Auto', turn: 'auto', content: 'done' });

    const [agent] = request.children;
    const [planning, execution, summary] = agent.children;
    expect([planning.durationMs, execution.durationMs, summary.durationMs]).toEqual([10, 32, 3]);
    const [a, b] = execution.children;
    expect([a.name, a.durationMs, b.name, b.durationMs]).toEqual(['subtask a', 25, 'subtask b', 7]);
    const [think, limit] = a.children;
    expect([think.kind, think.durationMs]).toEqual(['tool-call', 5]);
    expect([limit.name, limit.durationMs]).toEqual(['limit iterations_per_subtask', 0]);
    const open: string[] = [];
    const visit = (node: JournalNode) => {
      if ((node.kind === 'step' || node.kind === 'tool-call') && node.durationMs === undefined) open.push(node.name);
      node.children.forEach(visit);
    };
    visit(request);
    expect(open).toEqual([]);
  });
});
