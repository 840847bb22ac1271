import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-crash-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const bin = resolve(import.meta.dirname, '../../bin/swarms-local.js');

function start(db: string) {
  const child = spawn(process.execPath, [bin, '--port', '0', '--db', db], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = new Promise<string>((resolvePromise, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (\S+)/);
      if (match) resolvePromise(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, url };
}

describe('crash safety', () => {
  it('after a SIGKILL mid-burst, the database passes integrity_check and every answered 200 is logged', async () => {
    const db = join(directory, 'crash.db');
    const { child, url: urlPromise } = start(db);
    const url = await urlPromise;
    const answered: string[] = [];
    let stop = false;
    const body = JSON.stringify({ agent_config: { agent_name: 'Burst', max_tokens: 40 }, task: 'Write one line.' });
    const worker = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${url}/v1/agent/completions`, { method: 'POST', headers: { 'x-api-key': 'sk-crash-test-00000000000000', 'content-type': 'application/json' }, body });
          if (response.status === 200) answered.push((await response.json()).job_id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 12 }, worker);
    while (answered.length < 60) await new Promise((resolvePromise) => setTimeout(resolvePromise, 10));
    const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
    child.kill('SIGKILL');
    stop = true;
    await exited;
    await Promise.all(workers);

    const database = new Database(db, { fileMustExist: true });
    try {
      expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
      const logged = new Set((database.prepare('SELECT job_id FROM request_logs').all() as Array<{ job_id: string }>).map((row) => row.job_id));
      const missing = answered.filter((jobId) => !logged.has(jobId));
      expect(missing).toEqual([]);
      expect(logged.size).toBeGreaterThanOrEqual(answered.length);
    } finally {
      database.close();
    }

    const restarted = start(db);
    const restartedUrl = await restarted.url;
    try {
      const logs = await (await fetch(`${restartedUrl}/v1/account/metrics/summary`, { headers: { 'x-api-key': 'sk-crash-test-00000000000000' } })).json();
      expect(logs.total_completion_calls).toBeGreaterThanOrEqual(answered.length);
    } finally {
      const done = new Promise((resolvePromise) => restarted.child.once('exit', resolvePromise));
      restarted.child.kill('SIGTERM');
      await done;
    }
  });
});
