import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineSearch } from '../../src/orchestration/tools/offline-search.js';
import { createSearchBackend, SEARCH_ANSWER_BOUNDS } from '../../src/providers/tool-backends/search-backend.js';

// Issue 43, item 5: the built-in `auto_search` handed the model whatever its backend answered (every result, every
// field whole, the answer read without a byte limit), and the offline results were faker's business jargon.

const huge = { title: 'T'.repeat(50_000), url: `https://t.example/${'u'.repeat(50_000)}`, content: 'S'.repeat(500_000) };
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const long = { title: 'T'.repeat(1_000), url: `https://t.example/${'u'.repeat(5_000)}`, content: 'S'.repeat(5_000) };
    if (request.url?.startsWith('/many')) return void response.end(JSON.stringify({ results: Array.from({ length: 15 }, () => long) }));
    // An answer larger than any bound: 3 MB of results.
    response.end(JSON.stringify({ results: Array.from({ length: 6 }, () => huge) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const searxng = (path: string, maxBytes: number) => createSearchBackend({ url: `${base}${path}`, style: 'searxng', timeoutMs: 5_000, maxBytes }, {})!;

describe('the auto_search answer', () => {
  it('hands the model at most ten results, each field cut to its bound, however large the backend answer', async () => {
    const answer = await searxng('/many', 64 * 1024 * 1024).run('tides', new AbortController().signal);
    const { results } = JSON.parse(answer);
    expect(results).toHaveLength(SEARCH_ANSWER_BOUNDS.results);
    expect(results[0].title).toHaveLength(SEARCH_ANSWER_BOUNDS.title);
    expect(results[0].snippet).toHaveLength(SEARCH_ANSWER_BOUNDS.snippet);
    expect(answer.length).toBeLessThan(40_000);
  });

  it('reads at most toolBackends.search.maxBytes of the backend answer, and the error names the setting', async () => {
    await expect(searxng('/large', 1_048_576).run('tides', new AbortController().signal)).rejects.toThrow(/larger than 1048576 bytes.*toolBackends\.search\.maxBytes/);
  });

  it('offline, answers plain sentences about the query, the same for the same query, repeating at most 200 characters of it', () => {
    const answer = JSON.parse(offlineSearch('sodium-ion batteries for grid storage'));
    expect(answer.results).toHaveLength(3);
    for (const result of answer.results) {
      expect(result.title).toContain('sodium-ion batteries for grid storage');
      expect(result.snippet).toMatch(/^[A-Z][^.]*sodium-ion batteries for grid storage[^.]*\. [A-Z][^.]*\.$/);
      expect(result.url).toMatch(/^https:\/\/example\.(com|org|net)\/sodium-ion-batteries-for-grid-storage-\d$/);
    }
    expect(offlineSearch('sodium-ion batteries for grid storage')).toBe(JSON.stringify(answer));
    expect(offlineSearch('x'.repeat(1_000_000)).length).toBeLessThan(3_000);
  });
});
