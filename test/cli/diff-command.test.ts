import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';
import { cliBin } from '../support/built.js';
import { post, swarmOf } from '../testing/run-requests.js';

let local: SwarmsLocal;
let jobA: string;
let jobB: string;

/** Runs the real binary without blocking this process (which serves the runs it diffs). */
function cli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [cliBin(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

beforeAll(async () => {
  local = await createSwarmsLocal({ frozenAt: '2026-03-01T09:00:00Z' });
  jobA = String((await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer']))).body.job_id);
  jobB = String((await post(local, '/v1/swarm/completions', swarmOf('SequentialWorkflow', ['Planner', 'Writer', 'Critic']))).body.job_id);
});
afterAll(() => local.close());

describe('swarms-local diff', () => {
  it('prints the diff of two runs of a running server as text', async () => {
    const result = await cli(['diff', jobA, jobB, '--url', local.url, '--key', local.apiKey]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`run ${jobA} → run ${jobB}:`);
    expect(result.stdout).toContain('agents added: Critic');
    expect(result.stdout).toMatch(/\+ {3}agent Critic/);
  });

  it('prints JSON for CI and, with --exit-code, exits 1 when the runs differ and 0 when they do not', async () => {
    const differing = await cli(['diff', jobA, 'last', '--url', local.url, '--key', local.apiKey, '--json', '--exit-code']);
    expect(differing.status).toBe(1);
    const answer = JSON.parse(differing.stdout);
    expect(answer.diff.agents.added).toEqual(['Critic']);
    expect(answer.b.job_id).toBe(jobB);
    const same = await cli(['diff', jobA, jobA, '--url', local.url, '--key', local.apiKey, '--exit-code']);
    expect(same.status).toBe(0);
    expect(same.stdout).toBe(`run ${jobA} → run ${jobA}: no differences\n`);
  });

  it('gives up on a server that accepts and never answers after --timeout, naming the server and the timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const result = await cli(['diff', jobA, jobB, '--url', url, '--timeout', '200', '--exit-code']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`swarms-local: no answer from swarms-local at ${url} within 200 ms (--timeout)`);
      const refused = await cli(['diff', jobA, jobB, '--url', url, '--timeout', '0']);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('Not a whole number of milliseconds over 0');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('names a run the server does not have, and a server it cannot reach', async () => {
    const unknown = await cli(['diff', jobA, 'no-such-run', '--url', local.url, '--key', local.apiKey]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^swarms-local: .* refused the diff \(HTTP 404\): No run no-such-run in namespace default/);
    const unreachable = await cli(['diff', jobA, jobB, '--url', 'http://127.0.0.1:1']);
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toContain('swarms-local: could not reach swarms-local at http://127.0.0.1:1');
  });

  it('exits 2 under --exit-code when no diff could be made, so CI tells a failure from runs that differ', async () => {
    const unknown = await cli(['diff', jobA, 'no-such-run', '--url', local.url, '--key', local.apiKey, '--exit-code']);
    expect(unknown.stderr).toMatch(/refused the diff \(HTTP 404\)/);
    expect(unknown.status).toBe(2);
    const unreachable = await cli(['diff', jobA, jobB, '--url', 'http://127.0.0.1:1', '--exit-code']);
    expect(unreachable.stderr).toContain('could not reach swarms-local');
    expect(unreachable.status).toBe(2);
  });
});
