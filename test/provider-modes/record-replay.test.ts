import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder, stableAgentBody } from '../support/recorded-runs.js';
import { createTestClient } from '../support/test-server.js';
import { LIVE_SETTINGS, completion, streamBody, upstream } from '../support/openai-upstream.js';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-fixtures-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const run = (task: string) => ({
  agent_config: { agent_name: 'Recorder', model_name: 'gpt-4.1', max_tokens: 64, mcp_config: { url: 'http://127.0.0.1:9/mcp', authorization_token: 'mcp-token-should-not-leak' } },
  task,
});

describe('record → replay', () => {
  it('replays recorded runs with identical bodies and usage, offline, and answers a changed request with a 424 and a diff', async () => {
    // The MCP server is unreachable on purpose: only the model calls matter here, so drop MCP for this test.
    const body = (task: string) => ({ ...run(task), agent_config: { ...run(task).agent_config, mcp_config: undefined } });
    upstream().reply(200, completion('Recorded answer one.', { usage: [21, 4] }));
    upstream().reply(200, streamBody(['Recorded ', 'stream.'], { usage: [22, 3] }), { 'content-type': 'text/event-stream' });
    const recorder = await createTestClient({ ...LIVE_SETTINGS, mode: 'record', fixturesDir: directory });
    let recordedPlain: any;
    let recordedStream: string;
    try {
      recordedPlain = (await recorder.post('/v1/agent/completions', body('Explain tidal power on 2026-01-05.'))).body;
      recordedStream = (await recorder.post('/v1/agent/completions', { ...body('Explain wave power.'), stream: true })).text;
    } finally {
      await recorder.server.close();
    }
    expect(nock.isDone()).toBe(true);
    nock.cleanAll();

    const files = filesUnder(directory);
    expect(files.length).toBe(2);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain(LIVE_SETTINGS.env.TEST_UPSTREAM_KEY);
      expect(text.endsWith('\n')).toBe(true);
    }

    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      // A different date in the task is ignored by the default rules, so it hits the same fixture.
      const replayed = await replayer.post('/v1/agent/completions', body('Explain tidal power on 2027-03-09.'));
      expect(replayed.status).toBe(200);
      expect(stableAgentBody(replayed.body)).toEqual(stableAgentBody(recordedPlain));
      const replayedStream = await replayer.post('/v1/agent/completions', { ...body('Explain wave power.'), stream: true });
      const chunks = (text: string) => [...text.matchAll(/event: chunk\ndata: (.*)/g)].map((match) => JSON.parse(match[1]).content);
      expect(chunks(replayedStream.text)).toEqual(chunks(recordedStream!));
      const usage = (text: string) => JSON.parse(text.match(/event: usage\ndata: (.*)/)![1]);
      expect(usage(replayedStream.text)).toEqual(usage(recordedStream!));

      const miss = await replayer.post('/v1/agent/completions', body('Explain geothermal power instead.'));
      expect(miss.status).toBe(424);
      expect(miss.body.detail).toMatch(/fixture key [0-9a-f]{24}/);
      expect(miss.body.detail).toMatch(/Nearest recorded fixture: [0-9a-f]{24}/);
      expect(miss.body.detail).toContain('+ ');
      expect(miss.body.detail).toContain('geothermal');
      expect(miss.body.detail).toContain('--mode record');
    } finally {
      await replayer.server.close();
    }

    const fallback = await createTestClient({ mode: 'replay-or-synthetic', fixturesDir: directory });
    try {
      const served = await fallback.post('/v1/agent/completions', body('Explain geothermal power instead.'));
      expect(served.status).toBe(200);
      expect(served.headers.get('x-swarms-local-fixture-miss')).toBe('synthetic; calls=1');
      const hit = await fallback.post('/v1/agent/completions', body('Explain tidal power on 2026-01-05.'));
      expect(hit.headers.get('x-swarms-local-fixture-miss')).toBeNull();
      const report = await fallback.get('/_swarms-local/fixtures/usage');
      expect(report.body.report.misses).toHaveLength(1);
      expect(report.body.report.unused.map((entry: any) => entry.key)).toHaveLength(1);
    } finally {
      await fallback.server.close();
    }
  });
});

describe('swarms-local fixtures scan', () => {
  it('exits non-zero when a fixtures directory holds a key, and zero when it is clean', () => {
    const clean = mkdtempSync(join(tmpdir(), 'swarms-local-scan-'));
    try {
      mkdirSync(join(clean, 'gpt-4.1'));
      writeFileSync(join(clean, 'gpt-4.1', 'a.json'), '{"text": "nothing secret here"}\n');
      expect(spawnSync(process.execPath, [cliBin(), 'fixtures', 'scan', clean]).status).toBe(0);
      writeFileSync(join(clean, 'gpt-4.1', 'b.json'), '{"auth": "Bearer abcdefghijklmnopqrstuvwx", "key": "sk-proj-AAAAAAAAAAAAAAAAAAAAAAAA"}\n');
      const dirty = spawnSync(process.execPath, [cliBin(), 'fixtures', 'scan', clean], { encoding: 'utf8' });
      expect(dirty.status).toBe(1);
      expect(dirty.stdout).toContain('b.json:1');
      expect(dirty.stdout).not.toContain('AAAAAAAAAAAAAAAAAAAAAAAA');
    } finally {
      rmSync(clean, { recursive: true, force: true });
    }
  });

  it('fails on a directory that does not exist instead of calling it clean', () => {
    const missing = join(tmpdir(), 'swarms-local-scan-missing', 'recordings');
    const result = spawnSync(process.execPath, [cliBin(), 'fixtures', 'scan', missing], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${missing} does not exist`);
    expect(result.stdout).not.toContain('clean');
  });
});
