import { describe, expect, it } from 'vitest';
import type { JournalNode } from '../../src/journal/journal-node.js';
import { diffRuns } from '../../src/journal/run-diff.js';
import { runPicture } from '../../src/journal/run-picture.js';
import { runViewOf } from '../../src/journal/run-view.js';

let counter = 0;
const node = (kind: string, name: string, extra: Partial<JournalNode> = {}, children: JournalNode[] = []): JournalNode =>
  ({ id: `n${++counter}`, kind, name, startedAt: '2026-01-01T00:00:00.000000+00:00', children, ...extra }) as JournalNode;
const modelCall = (model: string, extra: Partial<JournalNode> = {}) => node('provider-call', model, { durationMs: 12, tokens: { input: 10, output: 5 }, cost: 0.001, ...extra });

/** An autonomous run as a tree of phases and subtasks (kinds the view does not know), with agent turns inside. */
const autonomousRun = (query: string) =>
  node(
    'request',
    'POST /v1/agent/completions',
    { attributes: { endpoint: '/v1/agent/completions', status: 200, jobId: `job-${query}` }, durationMs: 40, tokens: { input: 30, output: 15 }, cost: 0.003 },
    [
      node('phase', 'plan', {}, [node('agent', 'Planner', {}, [modelCall('gpt-4.1', { fixture: { key: 'k1', hit: true } })])]),
      node('phase', 'act', {}, [
        node('subtask', 'look it up', {}, [
          node('agent', 'Worker', {}, [
            modelCall('gpt-4.1', { fixture: { key: 'k2', hit: false }, answeredBy: 'gpt-4.1-mini' }),
            node('tool-call', 'search', { input: JSON.stringify({ query }), output: 'three results', attributes: { callId: 'c1', source: 'mcp' } }),
            modelCall('gpt-4.1', { attributes: { error: 'upstream 503', cancelled: false } }),
          ]),
        ]),
      ]),
    ],
  );

describe('the run view of a tree with node kinds it does not know', () => {
  it('walks phases and subtasks as steps, and attributes calls to the agent turn they sit in', () => {
    const view = runViewOf(autonomousRun('solar'));
    expect(view.steps.map((step) => `${step.depth}:${step.kind}:${step.name}`)).toEqual([
      '1:phase:plan',
      '2:agent:Planner',
      '3:provider-call:gpt-4.1',
      '1:phase:act',
      '2:subtask:look it up',
      '3:agent:Worker',
      '4:provider-call:gpt-4.1',
      '4:tool-call:search',
      '4:provider-call:gpt-4.1',
    ]);
    expect(view.agents.map((agent) => agent.name)).toEqual(['Planner', 'Worker']);
    expect(view.toolCalls).toEqual([{ agent: 'Worker', name: 'search', arguments: { query: 'solar' }, result: 'three results', source: 'mcp' }]);
    expect(view.modelCalls.map((call) => [call.agent, call.fixture, call.answeredBy, call.error, call.latencyMs])).toEqual([
      ['Planner', 'hit', null, null, 12],
      ['Worker', 'miss', 'gpt-4.1-mini', null, 12],
      ['Worker', null, null, 'upstream 503', 12],
    ]);
    expect(view.state).toBe('succeeded');
    const picture = runPicture(view);
    expect(picture).toContain('  phase plan\n    agent Planner\n      model gpt-4.1 (10 in / 5 out, fixture hit)');
    expect(picture).toContain('        tool search({"query":"solar"}) → "three results"');
    expect(picture).toContain('failed: upstream 503');
  });

  it('diffs two such runs by their steps, ids and latencies aside', () => {
    expect(diffRuns(runViewOf(autonomousRun('solar')), runViewOf(autonomousRun('solar'))).identical).toBe(true);
    const diff = diffRuns(runViewOf(autonomousRun('solar')), runViewOf(autonomousRun('wind')));
    expect(diff.steps.filter((step) => step.change !== 'same').map((step) => step.differences)).toEqual([[{ field: 'arguments.query', a: 'solar', b: 'wind' }]]);
  });

  it('reads a request still running, or left by its client, as such', () => {
    const running = node('request', 'POST /v1/swarm/completions', { attributes: { endpoint: '/v1/swarm/completions' } });
    expect(runViewOf(running).state).toBe('running');
    const abandoned = node('request', 'POST /v1/swarm/completions', { durationMs: 5, attributes: { status: 499, abandoned: true } });
    expect(runViewOf(abandoned).state).toBe('abandoned');
  });
});
