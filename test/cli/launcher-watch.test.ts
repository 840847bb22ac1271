import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-launcher-'));
const started: number[] = [];
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(directory, { recursive: true, force: true });
});

/** Starts the server as npx does (below a shell), with this environment; resolves with the server's pid once it listens, and the shell. */
async function startBelowShell(name: string, env: NodeJS.ProcessEnv) {
  const command = `"${process.execPath}" "${cliBin()}" --port 0 --quiet --db "${join(directory, `${name}.db`)}" & echo "pid $!"; wait`;
  const shell = spawn('sh', ['-c', command], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const serverPid = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    shell.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const pid = stdout.match(/^pid (\d+)$/m);
      if (pid && /swarms-local listening on/.test(stdout)) resolve(Number(pid[1]));
    });
    shell.once('exit', (code) => reject(new Error(`shell exited ${code}: ${stdout}`)));
  });
  started.push(serverPid);
  return { shell, serverPid };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds * 10; i += 1) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

describe('a server started by npx', () => {
  it('stops by itself when the npx process above it is killed, which does not pass the signal on', async () => {
    const { shell, serverPid } = await startBelowShell('npx', { ...process.env, npm_command: 'exec' });
    shell.kill('SIGKILL');
    expect(await waitUntil(() => !alive(serverPid), 30)).toBe(true);
  }, 60_000);

  it('lives on when it was not started by npx: a detached server is wanted there', async () => {
    const env = { ...process.env };
    delete env.npm_command;
    const { shell, serverPid } = await startBelowShell('detached', env);
    shell.kill('SIGKILL');
    // Three checks of a watching server would have passed by then.
    expect(await waitUntil(() => !alive(serverPid), 3.5)).toBe(false);
    process.kill(serverPid, 'SIGTERM');
    expect(await waitUntil(() => !alive(serverPid), 30)).toBe(true);
  }, 60_000);
});
