import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { createRunContext, type RunServices } from '../../src/orchestration/create-run-context.js';
import type { ModelCallRequest } from '../../src/orchestration/model-call.js';
import { admitModelCall } from '../../src/orchestration/run-budget.js';
import { FixtureMissTally, type RunScope } from '../../src/orchestration/run-scope.js';

const services = { config: loadConfig({}) } as unknown as RunServices;
const request: ModelCallRequest = { agent: 'A', modelName: 'gpt-4.1', options: { messages: [{ role: 'user', content: 'Hello there.' }], maxTokens: 16 } };
const scopeOfRequest = (): RunScope => ({ namespace: 'default', endpoint: '/v1/agent/completions', signal: new AbortController().signal, fixtureMisses: new FixtureMissTally() });

/** Whether a call's admission resolves before a turn of the event loop that was due before it. */
async function admittedInThisTurn(context: ReturnType<typeof createRunContext>): Promise<boolean> {
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  await admitModelCall(context, request);
  return !turned;
}

describe('turns of the event loop between model calls', () => {
  it("admit a request's first model call in the turn it is handled in, and make every later one wait for a turn", async () => {
    const scope = scopeOfRequest();
    const run = createRunContext(services, scope);
    expect(await admittedInThisTurn(run)).toBe(true);
    expect(await admittedInThisTurn(run)).toBe(false);
    // Another run of the same request (a batch item, a swarm's agent) shares the request's first call.
    expect(await admittedInThisTurn(createRunContext(services, scope))).toBe(false);
  });

  it('give every request its own first call', async () => {
    expect(await admittedInThisTurn(createRunContext(services, scopeOfRequest()))).toBe(true);
    expect(await admittedInThisTurn(createRunContext(services, scopeOfRequest()))).toBe(true);
  });

  it('make every call of a run without a request scope wait for a turn', async () => {
    const { callTurns: _ignored, ...withoutTurns } = createRunContext(services, scopeOfRequest());
    expect(await admittedInThisTurn(withoutTurns)).toBe(false);
  });
});

describe('a run whose streamed output is not being read', () => {
  it('admits no model call until what it sent its client has drained', async () => {
    // Issue 32, item 5: a client that stopped reading its stream had every later answer buffered for it.
    let drain: () => void = () => undefined;
    const drained = new Promise<void>((resolve) => {
      drain = resolve;
    });
    const run = createRunContext(services, { ...scopeOfRequest(), outputDrained: () => drained });
    const order: string[] = [];
    const admitted = admitModelCall(run, request).then(() => order.push('admitted'));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    order.push('drained');
    drain();
    await admitted;
    expect(order).toEqual(['drained', 'admitted']);
  });
});
