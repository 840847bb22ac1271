import { describe, expect, it } from 'vitest';
import { FaultInjector } from '../../src/faults/fault-injector.js';
import { withFaults } from '../../src/faults/faulty-router.js';
import { completeResult } from '../../src/providers/complete-result.js';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import type { CallOptions, GenerateResult } from '../../src/providers/spec.js';
import { createStaticRouter } from '../../src/providers/static-router.js';

const call = (text: string): CallOptions => ({ model: 'gpt-4.1', messages: [{ role: 'user', content: text }] });
const site = { namespace: 'default', endpoint: '/v1/agent/completions', agent: 'Writer' };

/** A router over a scripted model that always answers "real", with the given rules in the default namespace. */
function routerWith(...rules: Parameters<FaultInjector['add']>[1][]) {
  const faults = new FaultInjector();
  for (const rule of rules) faults.add('default', rule);
  const base = createStaticRouter(createScriptedModel(['real'], { fallback: 'repeat-last' }));
  return { router: withFaults(base, faults, completeResult), faults };
}

const textOf = async (result: Promise<GenerateResult>) => (await result).content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('the router wrapped with faults', () => {
  it('gives a call that names its site the fault matching its agent and messages', async () => {
    const { router } = routerWith({ kind: 'answer', text: 'stubbed', match: { agent: 'Writer', contains: 'price' } });
    expect(await textOf(router.resolve('gpt-4.1', [], site).doGenerate(call('the price of tea')))).toBe('stubbed');
    expect(await textOf(router.resolve('gpt-4.1', [], site).doGenerate(call('the weather')))).toBe('real');
    expect(await textOf(router.resolve('gpt-4.1', [], { ...site, agent: 'Editor' }).doGenerate(call('the price of tea')))).toBe('real');
  });

  it('leaves a model resolved without a site as the router’s own, and counts no call against the rules', async () => {
    const { router, faults } = routerWith({ kind: 'refusal' });
    expect(await textOf(router.resolve('gpt-4.1').doGenerate(call('hello')))).toBe('real');
    expect(faults.list('default')[0].matchedCalls).toBe(0);
  });

  it('picks the fault when the call is made, so a rule added after resolving still hits it', async () => {
    const { router, faults } = routerWith();
    const model = router.resolve('gpt-4.1', [], site);
    faults.add('default', { kind: 'http-status', status: 503, at: 'model-call' });
    await expect(model.doGenerate(call('hello'))).rejects.toMatchObject({ status: 503 });
  });

  it('counts a stub’s usage with the completer it is given', async () => {
    const { router } = routerWith({ kind: 'answer', text: 'stubbed' });
    const result = await router.resolve('gpt-4.1', [], site).doGenerate(call('hello there'));
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });
});
