import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './spawned-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-crash-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const KEY = 'sk-crash-test-00000000000000';
const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
const BODY = JSON.stringify({ agent_config: { agent_name: 'Burst', model_name: 'gpt-4.1', max_tokens: 40 }, task: 'Write one line.' });

/** Posts completions until the server disappears; records the job id of every request answered 200. */
async function burst(url: string, answered: string[], stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    try {
      const response = await fetch(`${url}/v1/agent/completions`, { method: 'POST', headers, body: BODY });
      if (response.status === 200) answered.push((await response.json()).job_id);
    } catch {
      return; // the server was killed mid-request: this one was never answered
    }
  }
}

describe('crash safety', () => {
  it('after a SIGKILL mid-burst the database passes integrity_check, every answered 200 is logged, and a restart serves on', async () => {
    const db = join(directory, 'crash.db');
    const server = spawnServer(['--port', '0', '--db', db]);
    const url = await server.url;
    const answered: string[] = [];
    let killed = false;
    const workers = Array.from({ length: 12 }, () => burst(url, answered, () => killed));
    while (answered.length < 60) await new Promise((resolvePromise) => setTimeout(resolvePromise, 10));
    // Killed while twelve writers are mid-request: no chance to flush, close or finish a transaction.
    await server.stop('SIGKILL');
    killed = true;
    await Promise.all(workers);

    const database = new Database(db, { fileMustExist: true });
    try {
      expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
      const logged = new Set((database.prepare('SELECT job_id FROM request_logs').all() as Array<{ job_id: string }>).map((row) => row.job_id));
      expect(answered.filter((jobId) => !logged.has(jobId))).toEqual([]);
    } finally {
      database.close();
    }

    const restarted = spawnServer(['--port', '0', '--db', db]);
    try {
      const restartedUrl = await restarted.url;
      const summary = await (await fetch(`${restartedUrl}/v1/account/metrics/summary`, { headers })).json();
      expect(summary.total_completion_calls).toBeGreaterThanOrEqual(answered.length);
      const after = await fetch(`${restartedUrl}/v1/agent/completions`, { method: 'POST', headers, body: BODY });
      expect(after.status).toBe(200);
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});
