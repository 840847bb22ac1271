import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The compiled server (what `npx swarms-local` and embedding suites run) composes new synthetic answers on
// its worker thread; the rest of the suite runs the TypeScript sources, which compose on the calling thread.
const dist = (path: string) => pathToFileURL(join(import.meta.dirname, '../../dist', path)).href;
const { startServer } = (await import(dist('server.js'))) as typeof import('../../src/server.js');
const { composingThreadReady } = (await import(dist('providers/synthetic/synthetic-model.js'))) as typeof import('../../src/providers/synthetic/synthetic-model.js');

const KEY = 'sk-bench-0000000000000000';
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', seed: 1 });
});
afterAll(() => server.close());

const headers = (namespace: string) => ({ 'x-api-key': KEY, 'content-type': 'application/json', 'x-swarms-local-namespace': namespace });

describe('the compiled server with its composing thread', () => {
  it("keeps every request in its own namespace's clock and journal across the wait for the worker's answer", async () => {
    expect(await composingThreadReady()).toBe(true);
    const frozen = { 'ns-a': '2030-01-01T00:00:00Z', 'ns-b': '2031-06-01T00:00:00Z' };
    for (const [namespace, at] of Object.entries(frozen)) {
      const response = await fetch(`${server.url}/_swarms-local/clock`, { method: 'POST', headers: headers(namespace), body: JSON.stringify({ action: 'freeze', at }) });
      expect(response.status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_unused, index) => {
        const namespace = index % 2 ? 'ns-a' : 'ns-b';
        const response = await fetch(`${server.url}/v1/agent/completions`, {
          method: 'POST',
          headers: headers(namespace),
          body: JSON.stringify({ agent_config: { agent_name: 'Tides', max_tokens: 30 }, task: `Task ${index}: one line on tides` }),
        });
        return { namespace, index, status: response.status, body: (await response.json()) as { timestamp: string } };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.timestamp.slice(0, 4)).toBe(frozen[answer.namespace as keyof typeof frozen].slice(0, 4));
    }
    const journal = JSON.stringify(await (await fetch(`${server.url}/_swarms-local/journal`, { headers: headers('ns-a') })).json());
    const tasks = new Set(journal.match(/Task \d+: one line/g));
    expect([...tasks].sort()).toEqual(
      answers
        .filter((answer) => answer.namespace === 'ns-a')
        .map((answer) => `Task ${answer.index}: one line`)
        .sort(),
    );
    // Every instant the journal of ns-a holds (the request's, the model call's start and end) is on its frozen clock.
    expect(new Set(journal.match(/\d{4}-\d\d-\d\dT/g))).toEqual(new Set(['2030-01-01T']));
  });

  it('answers as a server run from the TypeScript sources does, whose answers are composed on the calling thread', async () => {
    const { startServer: startSourceServer } = await import('../../src/server.js');
    const source = await startSourceServer({ port: 0, db: ':memory:', seed: 1 });
    try {
      const tasks = ['Name three kinds of cloud.', 'Compare SQLite and PostgreSQL for a team of five, in bullet points.', 'Ünïcödé — naïve café: 東京の天気は？'];
      const contentOf = async (url: string, task: string, maxTokens: number) => {
        const response = await fetch(`${url}/v1/agent/completions`, {
          method: 'POST',
          headers: headers('ns-c'),
          body: JSON.stringify({ agent_config: { agent_name: 'Echo', max_tokens: maxTokens, system_prompt: 'Answer briefly.' }, task }),
        });
        const answer = (await response.json()) as { outputs: Array<{ content: string }>; usage: unknown };
        return JSON.stringify([answer.outputs.map((output) => output.content), answer.usage]);
      };
      for (const task of tasks) {
        for (const maxTokens of [12, 200]) expect(await contentOf(server.url, task, maxTokens), task).toBe(await contentOf(source.url, task, maxTokens));
      }
    } finally {
      await source.close();
    }
  });
});
