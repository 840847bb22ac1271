import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, TEST_KEY } from '../support/test-server.js';
import { cliBin } from '../support/built.js';

const agentRun = { agent_config: { agent_name: 'Logger', model_name: 'gpt-4.1-mini', max_tokens: 50 }, task: 'Say hello.' };

/** Starts a server whose request log lines land in an array. */
async function loggingServer(logFormat: 'pretty' | 'json') {
  const lines: string[] = [];
  const client = await createTestClient({ logRequests: true, logFormat, logDestination: { write: (line) => lines.push(...line.split('\n').filter(Boolean)) } });
  return { client, lines };
}

describe('request log lines', () => {
  it('are one readable line per request: method, path, status, duration, job id, model, tokens and cost; never the key', async () => {
    const { client, lines } = await loggingServer('pretty');
    try {
      const run = await client.post('/v1/agent/completions', agentRun);
      await client.get('/no/such/path');
      await client.server.close();
      const usage = run.body.usage;
      const line = lines.find((candidate) => candidate.includes('POST /v1/agent/completions'));
      expect(line).toMatch(
        new RegExp(
          `POST /v1/agent/completions 200 [\\d.]+ ms job=${run.body.job_id} model=gpt-4\\.1-mini tokens=${usage.input_tokens}\\+${usage.output_tokens} token_cost=\\$\\d+\\.\\d{6}$`,
        ),
      );
      expect(lines.some((candidate) => /GET \/no\/such\/path 404 [\d.]+ ms$/.test(candidate))).toBe(true);
      // The OpenAPI document the test client fetched first is a request too: one line each.
      expect(lines).toHaveLength(3);
      expect(lines.join('\n')).not.toContain(TEST_KEY);
    } finally {
      await client.server.close();
    }
  });

  it('are JSON lines with --log-format json, with the same facts as fields', async () => {
    const { client, lines } = await loggingServer('json');
    try {
      const run = await client.post('/v1/agent/completions', agentRun);
      await client.server.close();
      const records = lines.map((line) => JSON.parse(line));
      const record = records.find((candidate) => candidate.path === '/v1/agent/completions');
      expect(record).toMatchObject({
        level: 'info',
        method: 'POST',
        route: '/v1/agent/completions',
        status: 200,
        jobId: run.body.job_id,
        models: ['gpt-4.1-mini'],
        inputTokens: run.body.usage.input_tokens,
        outputTokens: run.body.usage.output_tokens,
      });
      expect(record.cost).toBeGreaterThan(0);
      expect(typeof record.durationMs).toBe('number');
      expect(Date.parse(record.time)).not.toBeNaN();
      expect(lines.join('\n')).not.toContain(TEST_KEY);
    } finally {
      await client.server.close();
    }
  });

  it('are off unless asked for when the server is embedded', async () => {
    const lines: string[] = [];
    const client = await createTestClient({ logDestination: { write: (line) => lines.push(line) } });
    await client.post('/v1/agent/completions', agentRun);
    await client.server.close();
    expect(lines).toEqual([]);
  });
});

/** Runs the real binary, makes one completion with a key, stops it, and returns what it printed. */
async function cliRun(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ stdout: string; stderr: string; loggedWhileRunning: boolean }> {
  const child = spawn(process.execPath, [cliBin(), '--port', '0', '--db', ':memory:', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolvePromise, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const banner = stdout.match(/^swarms-local listening on (\S+)/);
      if (banner) resolvePromise(banner[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  await fetch(`${url}/v1/agent/completions`, {
    method: 'POST',
    headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(agentRun),
  });
  // Lines are written from a buffer while the server goes on: the completion's line shows before the process stops.
  const deadline = args.includes('--quiet') ? Date.now() : Date.now() + 5_000;
  while (!stderr.includes('/v1/agent/completions') && Date.now() < deadline) await new Promise((resolvePromise) => setTimeout(resolvePromise, 20));
  const loggedWhileRunning = stderr.includes('/v1/agent/completions');
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  child.kill('SIGTERM');
  await exited;
  return { stdout, stderr, loggedWhileRunning };
}

describe('the binary', () => {
  it('logs one line per request on stderr by default; the banner stays the first stdout line', async () => {
    const { stdout, stderr, loggedWhileRunning } = await cliRun([]);
    expect(loggedWhileRunning).toBe(true);
    expect(stdout.split('\n')[0]).toMatch(/^swarms-local listening on http:\/\/127\.0\.0\.1:\d+ /);
    const lines = stderr.split('\n').filter((line) => line.includes('/v1/agent/completions'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/POST \/v1\/agent\/completions 200 [\d.]+ ms job=\S+ model=gpt-4\.1-mini tokens=\d+\+\d+ token_cost=\$/);
    expect(stdout + stderr).not.toContain(TEST_KEY);
  });

  it('says in its start-up output where logs, metrics and traces go', async () => {
    const defaults = await cliRun([]);
    const url = defaults.stdout.match(/^swarms-local listening on (\S+)/)![1];
    expect(defaults.stdout).toMatch(/^ {2}logs {6}one line per request on stderr \(pretty;/m);
    expect(defaults.stdout).toContain(`  metrics   ${url}/metrics (Prometheus)`);
    expect(defaults.stdout).toMatch(/^ {2}traces {4}off /m);
    const traced = await cliRun(['--quiet'], {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:secret@127.0.0.1:9',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '60000',
    });
    expect(traced.stdout).toMatch(/^ {2}logs {6}off$/m);
    expect(traced.stdout).toContain('  traces    OTLP http/json → http://127.0.0.1:9/v1/traces (service swarms-local');
    expect(traced.stdout).not.toContain('secret');
  });

  it('writes JSON lines with --log-format json and nothing with --quiet', async () => {
    const json = await cliRun(['--log-format', 'json']);
    const records = json.stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(records.filter((record) => record.path === '/v1/agent/completions')).toHaveLength(1);
    expect(json.stdout + json.stderr).not.toContain(TEST_KEY);
    const quiet = await cliRun(['--quiet']);
    expect(quiet.stderr).not.toContain('/v1/agent/completions');
  });

  it('say 499, as the journal does, for a plain completion whose client left before its answer', async () => {
    const lines: string[] = [];
    const client = await createTestClient({
      logRequests: true,
      logFormat: 'json',
      synthetic: { latencyMs: 600_000, tokensPerSecond: 0, composeThread: false },
      logDestination: { write: (line) => lines.push(...line.split('\n').filter(Boolean)) },
    });
    try {
      const controller = new AbortController();
      const sent = fetch(`${client.url}/v1/agent/completions`, {
        method: 'POST',
        headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(agentRun),
        signal: controller.signal,
      }).catch(() => undefined);
      const journal = () => client.server.deps.journal.list('default', {});
      // The client leaves once the server holds its request (the model call waits ten minutes).
      await vi.waitFor(async () => expect((await journal()).some((entry) => entry.name === 'POST /v1/agent/completions')).toBe(true), { timeout: 20_000 });
      controller.abort();
      await sent;
      const logged = () => lines.map((line) => JSON.parse(line)).find((line) => line.path === '/v1/agent/completions');
      await vi.waitFor(() => expect(logged()).toBeDefined(), { timeout: 20_000 });
      const entry = (await journal()).find((candidate) => candidate.name === 'POST /v1/agent/completions');
      expect(entry?.attributes?.status).toBe(499);
      expect(logged()).toMatchObject({ status: 499, abandoned: true });
      // The stored row, if the run left one, says the same.
      for (const row of (await client.get('/v1/swarm/logs')).body.logs) expect(row.status_code).toBe(499);
    } finally {
      await client.server.close();
    }
  });
});
