import { describe, expect, it } from 'vitest';
import { FAULT_KINDS as SERVER_FAULT_KINDS } from '../../src/contract/schemas/fault-rule.js';
import { curlCommand, shellQuote } from '../src/model/curl.js';
import { FAULT_KINDS, matchText, ruleOf, stubOf } from '../src/model/fault-rule.js';
import type { JournalNode } from '../src/model/journal.js';
import { marksOf } from '../src/model/marks.js';
import { transcriptOf } from '../src/model/transcript.js';
import { bucketFor, categoryAxisLayout, plural, tickLabels, timeSeries, usageTotals, valueAxisSize } from '../src/model/usage.js';
import { subtreeTotals, timelineSpan, waterfallRows } from '../src/model/waterfall.js';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, ms)).toISOString();
const node = (id: string, kind: JournalNode['kind'], startMs: number, extra: Partial<JournalNode> = {}): JournalNode => ({
  id,
  kind,
  name: id,
  startedAt: at(startMs),
  children: [],
  ...extra,
});
const call = (id: string, startMs: number, input: number, output: number, cost: number, extra: Partial<JournalNode> = {}) =>
  node(id, 'provider-call', startMs, { durationMs: 10, tokens: { input, output }, cost, ...extra });

/** request → two agents (the second started first) → calls; a tool call under the first agent. */
function sampleTree(): JournalNode {
  return node('req', 'request', 0, {
    durationMs: 100,
    children: [
      node('late', 'agent', 40, { durationMs: 50, children: [call('late.1', 45, 10, 5, 0.5), call('late.2', 60, 20, 10, 1)] }),
      node('early', 'agent', 5, { durationMs: 20, children: [call('early.1', 6, 1, 2, 0.25), node('tool', 'tool-call', 12)] }),
    ],
  });
}

describe('tree → waterfall rows', () => {
  it('flattens depth-first with children in start order, offset from the request, each with its subtree totals', () => {
    const rows = waterfallRows(sampleTree());
    expect(rows.map((row) => [row.id, row.depth, row.offsetMs])).toEqual([
      ['req', 0, 0],
      ['early', 1, 5],
      ['early.1', 2, 6],
      ['tool', 2, 12],
      ['late', 1, 40],
      ['late.1', 2, 45],
      ['late.2', 2, 60],
    ]);
    const byId = new Map(rows.map((row) => [row.id, row.totals]));
    expect(byId.get('late')).toEqual({ inputTokens: 30, outputTokens: 15, cost: 1.5, calls: 2 });
    expect(byId.get('req')).toEqual({ inputTokens: 31, outputTokens: 17, cost: 1.75, calls: 3 });
    expect(byId.get('tool')).toEqual({ inputTokens: 0, outputTokens: 0, cost: 0, calls: 0 });
    expect(timelineSpan(rows)).toBe(100);
  });

  it('tells a node cut short in a finished request from one still running', () => {
    const cut = node('req', 'request', 0, { durationMs: 30, children: [node('agent', 'agent', 1)] });
    expect(waterfallRows(cut)[1]).toMatchObject({ durationMs: undefined, unfinished: true });
    const running = node('req', 'request', 0, { children: [node('agent', 'agent', 1)] });
    expect(waterfallRows(running)[1]).toMatchObject({ durationMs: undefined, unfinished: false });
  });

  it('hides the descendants of a folded node but keeps its totals', () => {
    const rows = waterfallRows(sampleTree(), new Set(['late']));
    expect(rows.map((row) => row.id)).toEqual(['req', 'early', 'early.1', 'tool', 'late']);
    expect(rows.at(-1)!.totals.cost).toBe(1.5);
  });

  it('totals a 100-agent tree in one pass that agrees with a direct sum', () => {
    const agents = Array.from({ length: 100 }, (_, index) => node(`a${index}`, 'agent', index, { children: [call(`c${index}`, index, index, 1, index / 1000)] }));
    const totals = subtreeTotals(node('root', 'request', 0, { children: agents }));
    expect(totals.get('root')!.inputTokens).toBe((99 * 100) / 2);
    expect(totals.get('root')!.cost).toBeCloseTo((99 * 100) / 2 / 1000, 9);
    expect(totals.size).toBe(201);
  });
});

describe('marks', () => {
  it('names an injected fault, a replay miss with its diff, a fixture hit, a fallback and a failed request', () => {
    expect(marksOf(call('f', 0, 0, 0, 0, { attributes: { error: 'Injected fault: HTTP 503 for model gpt-4.1.' } }))[0].kind).toBe('fault');
    const tool = { ...call('t', 0, 0, 0, 0), kind: 'tool-call' as const, name: 'lookup_stock' };
    expect(marksOf({ ...tool, attributes: { source: 'mcp', answeredFrom: 'fixture' } })).toEqual([
      { kind: 'tool-source', label: 'mcp · fixture', detail: 'Answered from a recorded fixture; no server was contacted.' },
    ]);
    expect(marksOf({ ...tool, attributes: { source: 'builtin', answeredFrom: 'offline' } })[0].label).toBe('built-in · offline');
    const miss = marksOf(call('m', 0, 0, 0, 0, { attributes: { error: 'No recorded fixture matches this call to gpt-4.1 ...\n- "old"\n+ "new"' } }))[0];
    expect(miss).toMatchObject({ kind: 'fixture-miss' });
    expect(miss.detail).toContain('+ "new"');
    expect(marksOf(call('h', 0, 0, 0, 0, { fixture: { key: 'abc', hit: true } }))[0]).toMatchObject({ kind: 'fixture-hit', detail: 'abc' });
    const fallback = marksOf(call('b', 0, 0, 0, 0, { name: 'gpt-4.1', answeredBy: 'gpt-4o-mini', attributes: { attempts: [{ model: 'gpt-4.1', error: 'HTTP 503' }] } }));
    expect(fallback[0]).toMatchObject({ kind: 'fallback', label: 'fallback → gpt-4o-mini' });
    expect(marksOf(node('r', 'request', 0, { attributes: { status: 502 } }))[0]).toMatchObject({ kind: 'error', label: 'HTTP 502' });
    const retried = marksOf(
      call('r', 0, 0, 0, 0, {
        attributes: {
          retries: [
            { error: 'HTTP 503', delayMs: 120 },
            { error: 'HTTP 503', delayMs: 250 },
          ],
        },
      }),
    );
    expect(retried[0]).toEqual({ kind: 'retry', label: 'retried 2×', detail: 'HTTP 503 (waited 120 ms)\nHTTP 503 (waited 250 ms)' });
    const synthetic = marksOf(call('s', 0, 0, 0, 0, { fixture: { key: 'k1', hit: false, servedBy: 'synthetic', miss: 'Nearest recorded fixture: k0.\n+ "new"' } }))[0];
    expect(synthetic.detail).toContain('+ "new"');
    expect(marksOf(call('ok', 0, 1, 1, 0))).toEqual([]);
    expect(marksOf(call('st', 0, 1, 1, 0, { attributes: { fault: 'answer' } }))).toEqual([expect.objectContaining({ kind: 'stub', label: 'stub' })]);
    expect(marksOf(call('rf', 0, 1, 1, 0, { attributes: { fault: 'refusal' } }))).toEqual([expect.objectContaining({ kind: 'fault', label: 'fault: refusal' })]);
  });
});

describe('transcripts', () => {
  it('shows the system prompt and task once, then each answer, tool call and result in order', () => {
    const agent = node('agent', 'agent', 0, {
      name: 'Clerk',
      children: [
        call('c1', 1, 1, 1, 0, {
          input: [
            { role: 'system', content: 'Be a clerk.' },
            { role: 'user', content: 'File it.' },
          ],
          output: { text: '', toolCalls: [{ name: 'file', arguments: '{}' }] },
        }),
        node('t1', 'tool-call', 2, { name: 'file', input: '{}', output: 'filed' }),
        call('c2', 3, 1, 1, 0, {
          input: [
            { role: 'system', content: 'Be a clerk.' },
            { role: 'user', content: 'File it.' },
            { role: 'assistant', content: '' },
            { role: 'tool', content: 'filed' },
          ],
          output: 'Done.',
        }),
      ],
    });
    const transcript = transcriptOf(agent);
    expect(transcript.entries.map((entry) => [entry.role, entry.text])).toEqual([
      ['system', 'Be a clerk.'],
      ['user', 'File it.'],
      ['tool-call', '{}'],
      ['tool', 'filed'],
      ['assistant', 'Done.'],
    ]);
  });
  it("opens an autonomous agent's step nodes in place and leaves its sub-agents to their own transcripts", () => {
    const helper = node('sub', 'agent', 3, { name: 'Helper', output: 'helped' });
    const agent = node('auto', 'agent', 0, {
      name: 'Auto',
      children: [
        node('s1', 'step', 1, {
          name: 'execution',
          children: [
            node('s2', 'step', 1, { name: 'subtask a', input: 'do a', children: [node('t1', 'tool-call', 2, { name: 'assign_task', input: '{}', output: 'done' }), helper] }),
          ],
        }),
      ],
      output: 'summary',
    });
    expect(transcriptOf(agent).entries.map((entry) => [entry.role, entry.author, entry.text])).toEqual([
      ['step', 'execution', ''],
      ['step', 'subtask a', 'do a'],
      ['tool-call', 'assign_task', '{}'],
      ['tool', 'assign_task', 'done'],
      ['assistant', 'Auto', 'summary'],
    ]);
  });
});

describe('usage shaping', () => {
  it('says one agent, not one agents', () => {
    expect(plural(1, 'agent')).toBe('1 agent');
    expect(plural(3, 'agent')).toBe('3 agents');
    expect(plural(0, 'run')).toBe('0 runs');
  });

  it('fills the gaps between time buckets with zeros and sums the totals', () => {
    const buckets = [
      { key: '3600000', runs: 2, input_tokens: 10, output_tokens: 5, cost: 0.5 },
      { key: '10800000', runs: 1, input_tokens: 1, output_tokens: 1, cost: 0.25 },
    ];
    expect(timeSeries(buckets, 3_600_000)).toEqual({ x: [3600, 7200, 10800], cost: [0.5, 0, 0.25], tokens: [15, 0, 2], runs: [2, 0, 1] });
    expect(usageTotals(buckets)).toEqual({ runs: 3, tokens: 17, cost: 0.75 });
    expect(bucketFor(3_600_000)).toBe(60_000);
    expect(bucketFor(30 * 86_400_000)).toBe(86_400_000);
  });
});

describe('names under a category chart', () => {
  /** Whether two shown names would touch: level ones by their text widths, turned ones by their line height across the axis. */
  const overlaps = (layout: ReturnType<typeof categoryAxisLayout>, widthPx: number) => {
    const slot = widthPx / layout.labels.length;
    const shown = layout.labels.map((label, index) => ({ label, index })).filter((entry) => entry.label);
    return shown.slice(1).some((entry, position) => {
      const gap = (entry.index - shown[position].index) * slot;
      const needed = layout.rotate === 0 ? (entry.label.length + shown[position].label.length) * 3.5 : 16 * Math.SQRT2;
      return gap < needed;
    });
  };

  it('stay level and whole when each fits its bar', () => {
    expect(categoryAxisLayout(['gpt-4.1', 'gpt-4o'], 600)).toEqual({ labels: ['gpt-4.1', 'gpt-4o'], rotate: 0, size: 30, overhang: 0 });
  });

  it('turn, and then thin out, so that no two touch however many bars share the width', () => {
    const endpoints = ['/v1/swarm/completions', '/v1/agent/completions', '/v1/chat/completions', '/v1/reasoning-agent/completions', '/v1/graph-workflow/completions'];
    for (const count of [3, 5, 12, 40]) {
      const keys = Array.from({ length: count }, (_, index) => endpoints[index % endpoints.length] + (index >= endpoints.length ? index : ''));
      for (const width of [280, 600, 1200]) {
        const layout = categoryAxisLayout(keys, width);
        expect(layout.labels).toHaveLength(count);
        expect(overlaps(layout, width), `${count} bars in ${width}px`).toBe(false);
        expect(layout.labels[0]).not.toBe('');
        expect(Math.max(...layout.labels.map((label) => label.length))).toBeLessThanOrEqual(32);
      }
    }
    expect(categoryAxisLayout(['openrouter/meta-llama/llama-3.3-70b-instruct', 'x'], 200).labels[0]).toBe('openrouter/meta-llama/llama-3.3…');
  });

  it('keep model names and endpoints whole, and keep room on the right for the last turned one', () => {
    const models = ['gpt-4.1', 'claude-sonnet-4-20250514', 'gpt-4o-mini', 'groq/llama-3.3-70b-versatile', 'gemini-2.5-flash-preview'];
    const layout = categoryAxisLayout(models, 330);
    expect(layout.rotate).toBe(-45);
    expect(layout.labels.filter(Boolean).every((label) => models.includes(label))).toBe(true);
    // The last name runs about 24 characters × 7 px × cos 45° to the right of its bar's middle, half a slot from the edge.
    expect(layout.overhang).toBeGreaterThan(24 * 7 * Math.SQRT1_2 - 330 / 5 / 2);
    expect(layout.size).toBeGreaterThanOrEqual(Math.ceil(28 * 7 * Math.SQRT1_2));
  });
});

describe('value axes', () => {
  it('write each tick as the number it is, without float noise or rounding to a neighbour', () => {
    expect(tickLabels([0, 0.0025, 0.005, 0.0075000000000000015, 1500])).toEqual(['0', '0.0025', '0.005', '0.0075', '1,500']);
  });

  it('are as wide as their longest tick label, so the title beside them never covers one', () => {
    expect(valueAxisSize(['0', '0.0025', '0.005'])).toBe(6 * 7 + 21);
    expect(valueAxisSize(['0', '1,500,000'])).toBeGreaterThan(valueAxisSize(['0', '500']));
    expect(valueAxisSize(null)).toBe(40);
  });
});

describe('copy as curl and the fault form', () => {
  it('quotes a body with single quotes so a shell gets it back unchanged', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    const command = curlCommand({ origin: 'http://127.0.0.1:8000', method: 'post', path: '/v1/agent/completions', body: { task: "it's" }, namespace: 'team-b' });
    expect(command).toContain(`curl -X POST 'http://127.0.0.1:8000/v1/agent/completions'`);
    expect(command).toContain(`x-swarms-local-namespace: team-b`);
    expect(command).toContain(`--data-raw '{"task":"it'\\''s"}'`);
    expect(command).toContain('$SWARMS_API_KEY');
  });

  it("builds a rule from the form with only the fields filled in, and knows the server's fault kinds", () => {
    expect(ruleOf({ kind: 'http-status', status: '503', agent: 'Doomed', model: '', times: '2' })).toEqual({
      kind: 'http-status',
      status: 503,
      match: { agent: 'Doomed' },
      times: 2,
    });
    expect(ruleOf({ kind: 'latency', latencyMs: '', callIndex: '3' })).toEqual({ kind: 'latency', latencyMs: 1000, match: { callIndex: 3 } });
    // `answer` rules are stubs: the page adds them from the stub form, not the fault form.
    expect([...FAULT_KINDS]).toEqual(SERVER_FAULT_KINDS.filter((kind) => kind !== 'answer'));
  });

  it("builds an http-status rule's headers (a line each), body (JSON, or the text as it is) and where it hits, only when given", () => {
    const rule = ruleOf({ kind: 'http-status', status: '429', at: 'request', headers: 'Retry-After: 30\nX-Trace-Id: a:b', body: '{"error": "slow down"}' });
    expect(rule).toEqual({ kind: 'http-status', status: 429, match: {}, at: 'request', headers: { 'Retry-After': '30', 'X-Trace-Id': 'a:b' }, body: { error: 'slow down' } });
    expect(ruleOf({ kind: 'http-status', status: '503', at: '', headers: '', body: 'Service down' })).toEqual({
      kind: 'http-status',
      status: 503,
      match: {},
      body: 'Service down',
    });
    expect(ruleOf({ kind: 'latency', latencyMs: '5', headers: 'X: y', body: '{}' })).toEqual({ kind: 'latency', latencyMs: 5, match: {} });
  });

  it('builds a stub from the stub form, its match from the fields filled in', () => {
    expect(stubOf({ text: 'Rain all week.', contains: 'Oslo', agent: '', model: 'gpt-4.1', times: '1' })).toEqual({
      text: 'Rain all week.',
      match: { contains: 'Oslo', model: 'gpt-4.1' },
      times: 1,
    });
    expect(matchText({})).toBe('every call');
    expect(matchText({ agent: 'Baker', callIndex: 2 })).toBe('agent=Baker, callIndex=2');
  });
});
