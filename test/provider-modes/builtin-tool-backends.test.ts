import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { startupSummary } from '../../src/cli/startup-summary.js';
import { configSchema } from '../../src/config/schema.js';
import { createSearchBackend } from '../../src/providers/tool-backends/search-backend.js';
import { LIVE_SETTINGS, completion, upstream } from '../support/openai-upstream.js';
import { filesUnder, stableAgentBody } from '../support/recorded-runs.js';
import { createTestClient } from '../support/test-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-builtin-backends-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A SearXNG-shaped search API and a web page on loopback, counting the requests each gets. */
async function startBackends() {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://loopback');
    if (url.pathname === '/search') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          query: url.searchParams.get('q'),
          results: [{ title: 'Tide tables', url: 'https://tides.example/leeds', content: `About ${url.searchParams.get('q')}: high tide 06:12.` }],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><head><title>Tides</title><script>var x = 1;</script></head><body><h1>High tide</h1><p>06:12 &amp; 18:40</p></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A request with one built-in tool: a request gets one (auto_search wins over web_scraper, capabilities/agent.mdx). */
const bodyWith = (tool: 'auto_search' | 'web_scraper') => ({
  agent_config: { agent_name: 'Researcher', model_name: 'gpt-4.1', max_tokens: 100 },
  task: tool === 'auto_search' ? 'When is high tide?' : 'Read the tide page.',
  tools_enabled: [tool],
});

describe('built-in tools with a real backend', () => {
  it('routes auto_search to a SearXNG-style endpoint and web_scraper to a page fetch, records both, and replays them with the backends gone', async () => {
    const backends = await startBackends();
    const toolBackends = { search: { url: `${backends.base}/search`, style: 'searxng' as const }, fetch: {} };
    upstream().reply(200, completion('', { toolCalls: [{ id: 'call_search', name: 'auto_search', arguments: '{"query":"high tide Leeds"}' }] }));
    upstream().reply(200, completion('High tide is at 06:12.'));
    upstream().reply(200, completion('', { toolCalls: [{ id: 'call_page', name: 'web_scraper', arguments: JSON.stringify({ url: `${backends.base}/tides` }) }] }));
    upstream().reply(200, completion('The page says 06:12.'));
    const recorder = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 5000, mode: 'record', fixturesDir: directory, toolBackends });
    const recorded: any[] = [];
    try {
      for (const tool of ['auto_search', 'web_scraper'] as const) {
        const response = await recorder.post('/v1/agent/completions', bodyWith(tool));
        expect(response.status, response.text).toBe(200);
        recorded.push(response.body);
      }
    } finally {
      await recorder.server.close();
      await backends.close();
    }
    expect(nock.isDone()).toBe(true);
    nock.cleanAll();
    expect(backends.seen).toEqual(['/search?q=high+tide+Leeds&format=json', '/tides']);
    const tools = filesUnder(directory)
      .filter((file) => file.includes('@tools'))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')));
    const outputs = Object.fromEntries(tools.map((file) => [file.request.tool.name, JSON.parse(file.recordings[0].output)]));
    expect(outputs.auto_search.results).toEqual([{ rank: 1, title: 'Tide tables', url: 'https://tides.example/leeds', snippet: 'About high tide Leeds: high tide 06:12.' }]);
    // The page's title is its own field; the text is what the body shows (the head's title and script left out).
    expect(outputs.web_scraper).toMatchObject({ title: 'Tides', text: 'High tide 06:12 & 18:40' });

    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory, toolBackends });
    try {
      for (const [index, tool] of (['auto_search', 'web_scraper'] as const).entries()) {
        const replayed = await replayer.post('/v1/agent/completions', bodyWith(tool));
        expect(replayed.status, replayed.text).toBe(200);
        expect(stableAgentBody(replayed.body)).toEqual(stableAgentBody(recorded[index]));
        expect(replayed.body.usage).toEqual(recorded[index].usage);
      }
    } finally {
      await replayer.server.close();
    }
  });

  it("speaks the Brave and Tavily search APIs too, with their keys in their headers; a failing backend's error names its HTTP status", async () => {
    const received: Array<{ url: string; headers: Record<string, unknown>; body: string }> = [];
    const server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (request.url?.startsWith('/broken')) return void response.writeHead(503).end();
      const brave = request.url?.startsWith('/brave');
      const result = { title: 'T', url: 'https://t.example', [brave ? 'description' : 'content']: 'snippet' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(brave ? { web: { results: [result] } } : { results: [result] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const env = { SEARCH_KEY: 'search-key-0123456789abcdef' };
    const signal = new AbortController().signal;
    try {
      const brave = createSearchBackend({ url: `${base}/brave`, style: 'brave', apiKeyEnv: 'SEARCH_KEY', timeoutMs: 5000, maxBytes: 1_048_576 }, env)!;
      const tavily = createSearchBackend({ url: `${base}/tavily`, style: 'tavily', apiKeyEnv: 'SEARCH_KEY', timeoutMs: 5000, maxBytes: 1_048_576 }, env)!;
      for (const backend of [brave, tavily])
        expect(JSON.parse(await backend.run('tides', signal)).results).toEqual([{ rank: 1, title: 'T', url: 'https://t.example', snippet: 'snippet' }]);
      expect(received[0]).toMatchObject({ url: '/brave?q=tides', headers: { 'x-subscription-token': env.SEARCH_KEY } });
      expect(received[1]).toMatchObject({ url: '/tavily', headers: { authorization: `Bearer ${env.SEARCH_KEY}` }, body: '{"query":"tides"}' });
      expect(brave.secrets).toEqual([env.SEARCH_KEY]);
      const broken = createSearchBackend({ url: `${base}/broken`, style: 'searxng', timeoutMs: 5000, maxBytes: 1_048_576 }, {})!;
      await expect(broken.run('tides', signal)).rejects.toThrow('it answered HTTP 503');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('says in the start-up summary which backend each built-in tool uses, or that it is offline', () => {
    const line = (settings: object) => startupSummary({ url: 'http://127.0.0.1:1', config: configSchema.parse(settings) }).find((text) => text.trim().startsWith('tools'));
    const search = { search: { url: 'http://127.0.0.1:8888/search' } };
    expect(line({})).toContain('auto_search: offline, deterministic results; web_scraper: offline, deterministic results');
    expect(line({ mode: 'live', routes: LIVE_SETTINGS.routes })).toContain('auto_search: refused (no backend configured)');
    expect(line({ mode: 'record', toolBackends: search })).toContain('auto_search: searxng at 127.0.0.1:8888, recorded; web_scraper: refused (no backend configured)');
    expect(line({ mode: 'replay', toolBackends: { ...search, fetch: {} } })).toContain(
      'auto_search: replayed from the fixtures (searxng at 127.0.0.1:8888); web_scraper: replayed from the fixtures (direct fetch of the page)',
    );
  });
});
