import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestMcpServer } from '../support/mcp-server.js';
import { LIVE_SETTINGS, completion, upstream } from '../support/openai-upstream.js';
import { filesUnder } from '../support/recorded-runs.js';
import { createTestClient } from '../support/test-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-new-episodes-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const ask = (task: string, extra: object = {}) => ({ agent_config: { agent_name: 'Recorder', model_name: 'gpt-4.1', max_tokens: 64, ...extra }, task });

describe('replay-or-record mode (record new episodes)', () => {
  it('replays what is recorded without the upstream, records only the misses, and says so in the miss header', async () => {
    upstream().reply(200, completion('Recorded first.'));
    const recorder = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 5000, mode: 'record', fixturesDir: directory });
    try {
      expect((await recorder.post('/v1/agent/completions', ask('First question.'))).status).toBe(200);
    } finally {
      await recorder.server.close();
    }
    expect(nock.isDone()).toBe(true);
    const [firstFile] = filesUnder(directory);
    const firstBytes = readFileSync(firstFile, 'utf8');

    // Only the new question may reach the upstream: nock answers exactly one call.
    upstream().reply(200, completion('Recorded second.'));
    const episodes = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 5000, mode: 'replay-or-record', fixturesDir: directory });
    try {
      const old = await episodes.post('/v1/agent/completions', ask('First question.'));
      expect(old.status).toBe(200);
      expect(old.body.outputs[0].content).toBe('Recorded first.');
      expect(old.headers.get('x-swarms-local-fixture-miss')).toBeNull();
      const fresh = await episodes.post('/v1/agent/completions', ask('Second question.'));
      expect(fresh.status, fresh.text).toBe(200);
      expect(fresh.body.outputs[0].content).toBe('Recorded second.');
      expect(fresh.headers.get('x-swarms-local-fixture-miss')).toBe('recorded; calls=1');
    } finally {
      await episodes.server.close();
    }
    expect(nock.isDone()).toBe(true);
    expect(filesUnder(directory)).toHaveLength(2);
    expect(readFileSync(firstFile, 'utf8')).toBe(firstBytes);

    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      expect((await replayer.post('/v1/agent/completions', ask('Second question.'))).body.outputs[0].content).toBe('Recorded second.');
    } finally {
      await replayer.server.close();
    }
  });

  it('answers recorded MCP exchanges from the fixtures and reaches the server only for a call not yet recorded', async () => {
    const token = 'mcp-token-new-episodes-3c8e1a';
    const mcp = await startTestMcpServer(token);
    const agent = { mcp_config: { url: mcp.url, authorization_token: token, transport: 'streamable_http' } };
    const lookup = (sku: string) => completion('', { toolCalls: [{ id: `call_${sku}`, name: 'lookup_inventory', arguments: JSON.stringify({ sku }) }] });
    try {
      upstream().reply(200, lookup('A-1'));
      upstream().reply(200, completion('A-1 counted.'));
      const recorder = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 5000, mode: 'record', fixturesDir: directory });
      try {
        expect((await recorder.post('/v1/agent/completions', ask('Count A-1.', agent))).status).toBe(200);
      } finally {
        await recorder.server.close();
      }
      expect(mcp.toolCalls).toHaveLength(1);

      upstream().reply(200, lookup('B-2'));
      upstream().reply(200, completion('B-2 counted.'));
      const episodes = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 5000, mode: 'replay-or-record', fixturesDir: directory });
      try {
        const old = await episodes.post('/v1/agent/completions', ask('Count A-1.', agent));
        expect(old.body.outputs[0].content).toBe('A-1 counted.');
        expect(mcp.toolCalls).toHaveLength(1);
        const fresh = await episodes.post('/v1/agent/completions', ask('Count B-2.', agent));
        expect(fresh.status, fresh.text).toBe(200);
        expect(mcp.toolCalls.map((call) => call.arguments)).toEqual([{ sku: 'A-1' }, { sku: 'B-2' }]);
      } finally {
        await episodes.server.close();
      }
    } finally {
      await mcp.close();
    }
    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      const replayed = await replayer.post('/v1/agent/completions', ask('Count B-2.', agent));
      expect(replayed.status, replayed.text).toBe(200);
      expect(replayed.body.outputs[0].content).toBe('B-2 counted.');
    } finally {
      await replayer.server.close();
    }
  });
});
