import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal } from '../../src/testing/index.js';
import { createTestClient } from '../support/test-server.js';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-snapshot-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('snapshots', () => {
  // Opens, snapshots and restores two servers on files: the slowest test here on a loaded machine.
  it('saves the database and fixtures into one file and restores them elsewhere', async () => {
    const db = join(directory, 'source.db');
    const fixtures = join(directory, 'fixtures');
    mkdirSync(join(fixtures, 'gpt-4.1'), { recursive: true });
    writeFileSync(join(fixtures, 'gpt-4.1', 'abc.json'), '{"version": 1}\n');
    const source = await createTestClient({ db });
    const run = await source.post('/v1/agent/completions', { agent_config: { agent_name: 'Snap', max_tokens: 30 }, task: 'Say hi.' });
    await source.server.close();

    const file = join(directory, 'state.snapshot.json');
    const saved = spawnSync(process.execPath, [cliBin(), 'snapshot', 'save', file, '--db', db, '--fixtures', fixtures], { encoding: 'utf8' });
    expect(saved.status, saved.stderr).toBe(0);

    const target = join(directory, 'restored');
    const restoredDb = join(target, 'restored.db');
    const restoredFixtures = join(target, 'fixtures');
    const loaded = spawnSync(process.execPath, [cliBin(), 'snapshot', 'load', file, '--db', restoredDb, '--fixtures', restoredFixtures], { encoding: 'utf8' });
    expect(loaded.status, loaded.stderr).toBe(0);
    expect(readFileSync(join(restoredFixtures, 'gpt-4.1', 'abc.json'), 'utf8')).toBe('{"version": 1}\n');
    const again = spawnSync(process.execPath, [cliBin(), 'snapshot', 'load', file, '--db', restoredDb, '--fixtures', restoredFixtures], { encoding: 'utf8' });
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('--force');

    const restored = await createTestClient({ db: restoredDb });
    try {
      const logs = await restored.get('/v1/swarm/logs');
      expect(logs.body.logs.length).toBe(1);
      expect(logs.body.logs[0].data.job_id).toBe(run.body.job_id);
    } finally {
      await restored.server.close();
    }
  }, 60_000);
});

describe('the journal of a graph run', () => {
  it('is a tree: request → one agent node per graph node → its provider call', async () => {
    const local = await createSwarmsLocal();
    try {
      const response = await fetch(`${local.url}/v1/graph-workflow/completions`, {
        method: 'POST',
        headers: { ...local.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          agents: ['Plan', 'Draft', 'Check'].map((name) => ({ agent_name: name, max_tokens: 40 })),
          edges: [
            { source: 'Plan', target: 'Draft' },
            { source: 'Plan', target: 'Check' },
          ],
          task: 'Outline a newsletter.',
        }),
      });
      const body = await response.json();
      const [request] = await local.journal();
      expect(request.attributes).toMatchObject({ endpoint: '/v1/graph-workflow/completions', status: 200, jobId: body.job_id });
      expect(request.children.map((node) => node.name).sort()).toEqual(['Check', 'Draft', 'Plan']);
      for (const agentNode of request.children) {
        expect(agentNode.kind).toBe('agent');
        expect(agentNode.children).toHaveLength(1);
        expect(agentNode.children[0]).toMatchObject({ kind: 'provider-call', name: 'gpt-4.1', tokens: { input: expect.any(Number), output: expect.any(Number) } });
        expect(agentNode.output).toBe(body.outputs[agentNode.name]);
      }
      const tokens = request.children.reduce((sum, agentNode) => sum + agentNode.children[0].tokens!.input + agentNode.children[0].tokens!.output, 0);
      expect(tokens).toBe(body.usage.total_tokens);
      const draft = request.children.find((node) => node.name === 'Draft')!;
      const sent = draft.children[0].input as Array<{ content: unknown }>;
      expect(sent.some((message) => typeof message.content === 'string' && message.content.includes(body.outputs.Plan))).toBe(true);
    } finally {
      await local.close();
    }
  });
});

describe('the virtual clock and night-time pricing', () => {
  it('flips the night-time discount when the clock moves into US Pacific night', async () => {
    const local = await createSwarmsLocal({ frozenAt: '2026-07-01T19:00:00Z' });
    const swarm = async () =>
      (
        await (
          await fetch(`${local.url}/v1/swarm/completions`, {
            method: 'POST',
            headers: { ...local.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ swarm_type: 'ConcurrentWorkflow', agents: [{ agent_name: 'A', max_tokens: 30 }], task: 'Price check.' }),
          })
        ).json()
      ).usage.billing_info;
    try {
      expect((await swarm()).discount_active).toBe(false);
      local.clock.advance(9 * 3_600_000); // 04:00Z = 21:00 PDT
      const night = await swarm();
      expect(night).toMatchObject({ discount_active: true, discount_type: 'night_time', discount_percentage: 50 });
    } finally {
      await local.close();
    }
  });
});
