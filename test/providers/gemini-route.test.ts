import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeminiUpstream, type GeminiUpstream } from './gemini-upstream.js';
import { exchangeThrough } from './loopback-upstream.js';

// A route with `"protocol": "gemini"` end to end: the server, our retries, fixtures.

const KEY = 'AIzaSy-route-gemini-secret-4k2j9d8s';

let upstream: GeminiUpstream;
beforeAll(async () => {
  upstream = await startGeminiUpstream();
});
afterAll(() => upstream.close());

const route = () => ({ match: 'gemini/*', protocol: 'gemini', baseURL: upstream.baseURL, apiKeyEnv: 'GEMINI_API_KEY' });
const agentRun = (task: string, extra: object = {}) => ({ agent_config: { agent_name: 'Gemini Analyst', model_name: 'gemini/gemini-2.5-pro', max_tokens: 64 }, task, ...extra });

const exchange = exchangeThrough(() => upstream.requests, { retries: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 }, env: { GEMINI_API_KEY: KEY } });

describe('a route with the gemini protocol', () => {
  it('answers plain and streamed agent completions from generateContent and streamGenerateContent, retrying a 503', async () => {
    upstream.answerNext({ kind: 'error', status: 503, reason: 'UNAVAILABLE' });
    const plain = await exchange({ routes: [{ ...route(), mode: 'live' }] }, agentRun('Summarise wind energy.'));
    expect(plain.response.status).toBe(200);
    expect(plain.sent.map((request) => [request.model, request.method])).toEqual([
      ['gemini-2.5-pro', 'generateContent'],
      ['gemini-2.5-pro', 'generateContent'],
    ]);
    expect(plain.response.body.outputs[0].content).toMatch(/^Gemini gemini-2.5-pro heard: .*Summarise wind energy\./);
    const streamed = await exchange({ routes: [{ ...route(), mode: 'live' }] }, agentRun('Summarise tides.', { stream: true }));
    expect(streamed.sent.map((request) => request.method)).toEqual(['streamGenerateContent']);
    const chunks = [...streamed.response.text.matchAll(/event: chunk\ndata: (.*)/g)].map((match) => JSON.parse(match[1]).content);
    expect(chunks.join('')).toMatch(/^Gemini gemini-2.5-pro heard: .*Summarise tides\./);
  });

  it('records, replays the same answer with no call upstream, and refuses the fixture to an anthropic route', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'swarms-local-gemini-fixtures-'));
    try {
      const recorded = await exchange({ fixturesDir: directory, routes: [{ ...route(), mode: 'record' }] }, agentRun('Summarise geothermal power.'));
      expect(recorded.sent).toHaveLength(1);
      const [file] = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      const native = JSON.parse(readFileSync(join(file.parentPath, file.name), 'utf8')).recordings[0].native;
      expect(native.protocol).toBe('gemini');
      expect(native.request.contents).toEqual(recorded.sent[0].body.contents);
      expect(native.response.candidates[0].finishReason).toBe('STOP');
      expect(JSON.stringify(native)).not.toContain(KEY);
      const replayed = await exchange({ fixturesDir: directory, routes: [{ ...route(), mode: 'replay' }] }, agentRun('Summarise geothermal power.'));
      expect(replayed.sent).toHaveLength(0);
      expect(replayed.response.body.outputs[0].content).toBe(recorded.response.body.outputs[0].content);
      const other = await exchange({ fixturesDir: directory, routes: [{ ...route(), protocol: 'anthropic', mode: 'replay' }] }, agentRun('Summarise geothermal power.'));
      expect(other.response.status).toBe(424);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
