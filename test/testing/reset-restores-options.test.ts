import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE } from '../../src/runtime/request-scope.js';
import { useSwarmsLocal } from '../../src/testing/vitest.js';

const FROZEN = '2026-03-01T09:00:00Z';

const runAgent = async (url: string, headers: Record<string, string>, task = 'Hi.') => {
  const response = await fetch(`${url}/v1/agent/completions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ agent_config: { agent_name: 'A', max_tokens: 20 }, task }),
  });
  return { status: response.status, body: await response.json() };
};

// The documented example (docs/testing.md): the options hold for every test, not only until the first reset.
describe('useSwarmsLocal({ frozenAt, seed, stubs, faults }) across resets', () => {
  const swarms = useSwarmsLocal({
    frozenAt: FROZEN,
    seed: 1,
    printSpend: false,
    stubs: [{ match: { contains: 'weather' }, text: 'Sunny, 21 degrees.' }],
    faults: [{ kind: 'refusal', match: { contains: 'forbidden' } }],
  });
  const seen: Array<{ jobId: string; timestamp: string }> = [];

  for (const round of ['first', 'second']) {
    it(`keeps the frozen clock, the seeded ids and the option stubs and faults in the ${round} test`, async () => {
      const local = swarms();
      expect(new Date(local.clock.now()).toISOString()).toBe('2026-03-01T09:00:00.000Z');
      const plain = await runAgent(local.url, local.headers);
      expect(plain.status).toBe(200);
      seen.push({ jobId: plain.body.job_id, timestamp: plain.body.timestamp });
      expect(Date.parse(plain.body.timestamp)).toBe(Date.parse(FROZEN));
      const stubbed = await runAgent(local.url, local.headers, 'What is the weather?');
      expect(JSON.stringify(stubbed.body.outputs)).toContain('Sunny, 21 degrees.');
      expect(local.stubs()).toHaveLength(1);
      await runAgent(local.url, local.headers, 'Something forbidden.');
      expect(local.server.deps.faults.list(DEFAULT_NAMESPACE, 'faults').map((fault) => fault.fired)).toEqual([1]);
      expect((await local.journal()).length).toBe(3);
      local.clock.advance(3_600_000);
      local.clearFaults();
      local.removeStub();
    });
  }

  it('gave both tests the same job id and the same timestamp, as a fresh server would', () => {
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
  });
});
