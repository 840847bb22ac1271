import { describe, expect, it } from 'vitest';
import { FaultInjector } from '../../src/faults/fault-injector.js';

const target = (agent: string, model = 'gpt-4.1') => ({ endpoint: '/v1/swarm/completions', swarmType: 'GroupChat', agent, model });

describe('FaultInjector', () => {
  it('fires a callIndex rule only on the Nth call that matches its other fields', () => {
    const faults = new FaultInjector();
    faults.add('default', { kind: 'refusal', match: { agent: 'B', callIndex: 2 } });
    const fired = ['A', 'B', 'A', 'B', 'B'].map((agent) => faults.pick('default', target(agent))?.kind ?? null);
    expect(fired).toEqual([null, null, null, 'refusal', null]);
  });

  it('scripts "the first call gets 429, the second succeeds" with times: 1', () => {
    const faults = new FaultInjector();
    faults.add('default', { kind: 'http-status', status: 429, retryAfter: 2, times: 1, at: 'model-call' });
    expect(faults.pick('default', target('A'))?.status).toBe(429);
    expect(faults.pick('default', target('A'))).toBeUndefined();
  });

  it('keeps a refusal-status fault matched by endpoint only for whole requests, and one naming an agent for model calls', () => {
    const faults = new FaultInjector();
    faults.add('default', { kind: 'http-status', status: 429, match: { endpoint: '/v1/agent/completions' }, times: 1 });
    faults.add('default', { kind: 'http-status', status: 503, match: { agent: 'A' }, times: 1 });
    expect(faults.pick('default', { ...target('A'), endpoint: '/v1/agent/completions' })?.status).toBe(503);
    expect(faults.pickRefusal('default', '/v1/swarm/completions')).toBeUndefined();
    expect(faults.pickRefusal('default', '/v1/agent/completions')?.status).toBe(429);
    expect(faults.pickRefusal('default', '/v1/agent/completions')).toBeUndefined();
  });

  it('keeps namespaces apart', () => {
    const faults = new FaultInjector();
    faults.add('worker-1', { kind: 'empty-answer' });
    expect(faults.pick('worker-2', target('A'))).toBeUndefined();
    expect(faults.pick('worker-1', target('A'))?.kind).toBe('empty-answer');
  });

  it('draws probabilities from the seed, so the same seed hits the same calls', () => {
    const run = (seed: number) => {
      const faults = new FaultInjector();
      faults.add('default', { kind: 'latency', latencyMs: 1, probability: 0.5, seed });
      return Array.from({ length: 40 }, () => (faults.pick('default', target('A')) ? 1 : 0));
    };
    const first = run(7);
    expect(run(7)).toEqual(first);
    const hits = first.reduce((sum: number, hit) => sum + hit, 0);
    expect(hits).toBeGreaterThan(5);
    expect(hits).toBeLessThan(35);
    expect(run(8)).not.toEqual(first);
  });

  it('matches on endpoint, swarm type and model', () => {
    const faults = new FaultInjector();
    faults.add('default', { kind: 'empty-answer', match: { endpoint: '/v1/agent/completions' } });
    faults.add('default', { kind: 'refusal', match: { swarmType: 'GroupChat', model: 'gpt-4o' } });
    expect(faults.pick('default', target('A'))).toBeUndefined();
    expect(faults.pick('default', target('A', 'gpt-4o'))?.kind).toBe('refusal');
    expect(faults.pick('default', { agent: 'A', model: 'x', endpoint: '/v1/agent/completions' })?.kind).toBe('empty-answer');
  });
});
