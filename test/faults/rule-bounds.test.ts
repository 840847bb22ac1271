import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_PER_NAMESPACE, FaultInjector } from '../../src/faults/fault-injector.js';
import type { ChatMessage } from '../../src/providers/spec.js';
import { createTestClient } from '../support/test-server.js';

// Issue 43, item 6: 2,000,000 stubs in one namespace took the server to 1.5 GB, and 200,000 `contains` stubs
// against a 1 MB task held the main thread for 2.4 s per model call (the task's text was joined and searched
// once per rule).

describe('fault rules and stubs per namespace', () => {
  it('are refused past faultRulesPerNamespace with a 400 naming the bound, a batch as a whole', async () => {
    const client = await createTestClient({ faultRulesPerNamespace: 5 });
    try {
      const stub = (index: number) => ({ match: { contains: `city ${index}` }, text: `Rain in city ${index}.` });
      expect((await client.post('/_swarms-local/stubs', [stub(1), stub(2), stub(3), stub(4)])).status).toBe(201);
      const refused = await client.post('/_swarms-local/stubs', [stub(5), stub(6)]);
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toContain('adding 2 would pass the bound of 5 (faultRulesPerNamespace)');
      expect((await client.get('/_swarms-local/stubs')).body.stubs).toHaveLength(4);
      expect((await client.post('/_swarms-local/faults', { kind: 'http-status', status: 500 })).status).toBe(201);
      const oneMore = await client.post('/_swarms-local/faults', { kind: 'http-status', status: 503 });
      expect(oneMore.status).toBe(400);
      expect(oneMore.body.detail).toContain('holds 5 faults and stubs');
    } finally {
      await client.server.close();
    }
  });

  it('have a default bound', () => {
    const faults = new FaultInjector();
    for (let index = 0; index < DEFAULT_RULES_PER_NAMESPACE; index += 1) faults.add('ns', { kind: 'answer', text: 'x' });
    expect(() => faults.add('ns', { kind: 'answer', text: 'x' })).toThrow(`bound of ${DEFAULT_RULES_PER_NAMESPACE}`);
    expect(() => faults.add('other', { kind: 'answer', text: 'x' })).not.toThrow();
  });

  it('read a call’s task once, however many contains rules it is matched against', () => {
    const faults = new FaultInjector('model-calls', 30_000);
    for (let index = 0; index < 20_000; index += 1) faults.add('ns', { kind: 'answer', match: { contains: index % 2 ? 'needle' : 'absent' }, text: 'stubbed' });
    const task = `${'tide '.repeat(200_000)}needle`;
    let reads = 0;
    const message = {
      role: 'user',
      get content() {
        reads += 1;
        return task;
      },
    } as ChatMessage;
    expect(faults.pick('ns', { messages: [message] })?.kind).toBe('answer');
    expect(reads).toBe(1);
  });
});
