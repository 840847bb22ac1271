import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedResponse } from '../../src/providers/bounded-read.js';
import { createFetchBackend } from '../../src/providers/tool-backends/fetch-backend.js';
import { textOfHtml } from '../../src/providers/tool-backends/html-text.js';

// Issue 43, item 2: a page of 200,000 `<` held the main thread for 37 s (quadratic tag-stripping regular
// expressions), and a page that streamed 1 MiB chunks and then stalled answered after 304 s with 705 MB held.

const MIB = 1024 * 1024;
const pages: Record<string, (response: ServerResponse) => void> = {
  '/angles': (response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<'.repeat(200_000));
  },
  '/stalls': (response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('x'.repeat(MIB));
    response.write('x'.repeat(MIB));
    // …and then nothing more, the connection left open.
  },
  '/endless': (response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const more = () => {
      if (!response.destroyed && response.write('y'.repeat(256 * 1024))) setImmediate(more);
      else if (!response.destroyed) response.once('drain', more);
    };
    more();
  },
};
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => pages[request.url ?? '']?.(response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const fetcher = (settings: { timeoutMs: number; maxBytes?: number }) => {
  const backend = createFetchBackend({ maxBytes: 5 * MIB, ...settings });
  if (!backend) throw new Error('no backend');
  return (path: string) => backend.run(`${base}${path}`, new AbortController().signal);
};

describe('the page fetcher of web_scraper', () => {
  it('reads a page of 200,000 "<" in one pass, its text cut to what a model reads', async () => {
    const answer = JSON.parse(await fetcher({ timeoutMs: 15_000 })('/angles'));
    expect(answer.text.length).toBeLessThanOrEqual(20_000);
    expect(answer.text.length).toBeGreaterThan(1_000);
  });

  it('ends a page that streams and then stalls at its timeout, which covers the whole body, saying so', async () => {
    await expect(fetcher({ timeoutMs: 800 })('/stalls')).rejects.toThrow('the page did not arrive whole within 800 ms (toolBackends.fetch.timeoutMs)');
  });

  it('stops reading a page past its size bound, naming the bound', async () => {
    await expect(fetcher({ timeoutMs: 15_000, maxBytes: MIB })('/endless')).rejects.toThrow(`larger than ${MIB} bytes`);
  });

  it('keeps the title and the visible text, entities decoded, scripts and styles dropped', () => {
    const html = '<html><head><title>Tides &amp; moons</title><style>p{}</style></head><body><script>if (a<b) x()</script><p>High&nbsp;water   at <b>noon</b></p></body></html>';
    expect(textOfHtml(html, 100)).toEqual({ title: 'Tides & moons', text: 'High water at noon' });
  });
});

describe('an answer read from outside through cappedResponse (MCP servers, upstream models)', () => {
  it('fails its reader once more than the bound has arrived, with the error it was given', async () => {
    const capped = cappedResponse(new Response('z'.repeat(3 * MIB)), MIB, () => new Error('more than 1 MiB'));
    await expect(capped.text()).rejects.toThrow('more than 1 MiB');
  });

  it('passes an answer within the bound through unchanged', async () => {
    const capped = cappedResponse(new Response('{"ok":true}', { status: 201, headers: { 'content-type': 'application/json' } }), MIB, () => new Error('too large'));
    expect([capped.status, capped.headers.get('content-type'), await capped.json()]).toEqual([201, 'application/json', { ok: true }]);
  });
});
