import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';

let local: SwarmsLocal;
const send = (method: string, path: string, body?: unknown, namespace?: string) =>
  fetch(`${local.url}${path}`, {
    method,
    headers: { ...local.headers, 'content-type': 'application/json', ...(namespace ? { 'x-swarms-local-namespace': namespace } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const agentRun = (task: string, agent = 'Forecaster', extra: Record<string, unknown> = {}) => ({
  agent_config: { agent_name: agent, model_name: 'gpt-4.1', max_tokens: 64, ...extra },
  task,
});
/** The first output's content of an agent completion. */
const answerOf = async (task: string, agent?: string, namespace?: string) => {
  const response = await send('POST', '/v1/agent/completions', agentRun(task, agent), namespace);
  expect(response.status).toBe(200);
  return ((await response.json()) as { outputs: Array<{ content: unknown }> }).outputs[0].content;
};

beforeAll(async () => {
  local = await createSwarmsLocal();
});
beforeEach(() => local.reset());
afterAll(() => local.close());

describe('stubs on the admin plane', () => {
  it('answers a call whose task contains the stubbed text with the stub, and other calls as before', async () => {
    const created = await send('POST', '/_swarms-local/stubs', { match: { contains: 'Oslo' }, text: 'Rain all week.' });
    expect(created.status).toBe(201);
    const { stub } = (await created.json()) as { stub: { id: string } };
    expect(await answerOf('What is the weather in Oslo this week?')).toBe('Rain all week.');
    expect(await answerOf('What is the weather in Lisbon this week?')).not.toBe('Rain all week.');
    const listed = (await (await send('GET', '/_swarms-local/stubs')).json()) as { stubs: Array<{ id: string; text: string; matched_calls: number; fired: number }> };
    expect(listed.stubs).toEqual([expect.objectContaining({ id: stub.id, text: 'Rain all week.', matched_calls: 1, fired: 1 })]);
  });

  it('matches by agent and by the Nth matching call, and stops after its times', async () => {
    await send('POST', '/_swarms-local/stubs', [
      { match: { agent: 'Pricer' }, text: 'Three euros.', times: 1 },
      { match: { agent: 'Baker', callIndex: 2 }, text: 'Second bake.' },
    ]);
    expect(await answerOf('Price a croissant.', 'Pricer')).toBe('Three euros.');
    expect(await answerOf('Price a croissant.', 'Pricer')).not.toBe('Three euros.');
    expect(await answerOf('Bake bread.', 'Baker')).not.toBe('Second bake.');
    expect(await answerOf('Bake bread.', 'Baker')).toBe('Second bake.');
  });

  it('removes one stub by id, or all, and keeps the faults apart', async () => {
    const first = (await (await send('POST', '/_swarms-local/stubs', { text: 'Stubbed.' })).json()) as { stub: { id: string } };
    await send('POST', '/_swarms-local/stubs', { match: { agent: 'Nobody' }, text: 'Other.' });
    await send('POST', '/_swarms-local/faults', { kind: 'latency', latencyMs: 1, match: { agent: 'Nobody' } });
    expect(((await (await send('GET', '/_swarms-local/faults')).json()) as { faults: unknown[] }).faults).toHaveLength(1);
    expect(await (await send('DELETE', `/_swarms-local/stubs/${first.stub.id}`)).json()).toMatchObject({ removed: 1 });
    expect(await answerOf('Anything.')).not.toBe('Stubbed.');
    expect(await (await send('DELETE', '/_swarms-local/stubs')).json()).toMatchObject({ removed: 1 });
    expect(((await (await send('GET', '/_swarms-local/faults')).json()) as { faults: unknown[] }).faults).toHaveLength(1);
  });

  it('takes a rule of kind answer posted to the faults as a stub: one mechanism, listed with the stubs', async () => {
    expect((await send('POST', '/_swarms-local/faults', { kind: 'answer', text: 'From the faults route.' })).status).toBe(201);
    expect(await answerOf('Anything.')).toBe('From the faults route.');
    expect(((await (await send('GET', '/_swarms-local/stubs')).json()) as { stubs: unknown[] }).stubs).toHaveLength(1);
    expect(((await (await send('GET', '/_swarms-local/faults')).json()) as { faults: unknown[] }).faults).toHaveLength(0);
  });

  it("keeps a namespace's stubs to that namespace", async () => {
    await send('POST', '/_swarms-local/stubs', { text: 'Only in worker-1.' }, 'worker-1');
    expect(await answerOf('Any task.', 'Forecaster', 'worker-1')).toBe('Only in worker-1.');
    expect(await answerOf('Any task.', 'Forecaster', 'worker-2')).not.toBe('Only in worker-1.');
  });

  it('refuses a stub with nothing to answer, and an unknown field, with a 422 naming it', async () => {
    const empty = await send('POST', '/_swarms-local/stubs', { match: { agent: 'Forecaster' } });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(await empty.json())).toMatch(/a stub needs text or toolCalls/);
    const misspelt = await send('POST', '/_swarms-local/stubs', { txt: 'Hello' });
    expect(misspelt.status).toBe(422);
    expect(JSON.stringify(await misspelt.json())).toContain('txt');
  });

  it('answers an agent that offers tools with the stubbed tool call, its arguments as given', async () => {
    await send('POST', '/_swarms-local/stubs', { toolCalls: [{ name: 'lookup_forecast', arguments: { city: 'Oslo', days: 3 } }], times: 1 });
    const tools = [
      {
        type: 'function',
        function: { name: 'lookup_forecast', description: 'A forecast', parameters: { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer' } } } },
      },
    ];
    const response = await send('POST', '/v1/agent/completions', agentRun('Forecast for Oslo', 'Forecaster', { tools_list_dictionary: tools }));
    const [call] = ((await response.json()) as { outputs: Array<{ content: Array<{ function: { name: string; arguments: string } }> }> }).outputs[0].content;
    expect(call.function.name).toBe('lookup_forecast');
    expect(JSON.parse(call.function.arguments)).toEqual({ city: 'Oslo', days: 3 });
  });
});

describe('stubs in the testing API: the same stubs as the admin plane', () => {
  it('lists a stub added over HTTP, and serves over HTTP a stub added through the handle', async () => {
    await send('POST', '/_swarms-local/stubs', { match: { contains: 'bakery' }, text: 'Open at seven.' });
    const id = local.stub({ match: { agent: 'Pricer' }, text: 'Two euros.' });
    expect(local.stubs().map((stub) => stub.rule.text)).toEqual(['Open at seven.', 'Two euros.']);
    expect(await answerOf('Price a loaf.', 'Pricer')).toBe('Two euros.');
    const listed = (await (await send('GET', '/_swarms-local/stubs')).json()) as { stubs: Array<{ id: string; fired: number }> };
    expect(listed.stubs.find((stub) => stub.id === id)?.fired).toBe(1);
    expect(local.removeStub(id)).toBe(1);
    expect(local.stubs()).toHaveLength(1);
    local.clearFaults();
    expect(local.stubs()).toHaveLength(1);
    expect(local.removeStub()).toBe(1);
  });

  it('marks a stubbed call in the journal', async () => {
    local.stub({ text: 'Journaled stub.' });
    await answerOf('Anything at all.');
    expect(JSON.stringify(await local.journal())).toContain('"fault":"answer"');
  });
});
