import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBin } from '../support/built.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-shutdown-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

interface Cli {
  child: ChildProcess;
  url: string;
  port: number;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Starts the binary with a config file of these settings; resolves once it listens. */
async function startCli(name: string, settings: Record<string, unknown>): Promise<Cli> {
  const config = join(directory, `${name}.json`);
  writeFileSync(config, JSON.stringify({ db: join(directory, `${name}.db`), port: 0, logRequests: false, ...settings }));
  const child = spawn(process.execPath, [cliBin(), '--config', config], { cwd: directory, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = stdout.match(/^swarms-local listening on (\S+)/);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)));
  });
  return { child, url, port: Number(new URL(url).port), stderr: () => stderr, exited };
}

/** A streamed agent run: the text so far, and a promise of the whole stream. */
function slowStream(url: string, maxTokens: number) {
  const state = { text: '', chunksAfterSignal: 0, signalled: false };
  const done = fetch(`${url}/v1/agent/completions`, {
    method: 'POST',
    headers: { 'x-api-key': 'sk-shutdown-000000000000000', 'content-type': 'application/json' },
    body: JSON.stringify({ agent_config: { agent_name: 'Talker', max_tokens: maxTokens }, task: 'Write at length about tides.', stream: true }),
  }).then(async (response) => {
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (finished) return state.text;
      state.text += new TextDecoder().decode(value);
      if (state.signalled) state.chunksAfterSignal += 1;
    }
  });
  return { state, done };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Opens a connection and writes `text` (nothing: a silent connection); `closed` tells whether the server has closed it. */
function rawConnection(port: number, text: string): { socket: Socket; closed: () => boolean } {
  let closed = false;
  const socket = connect(port, '127.0.0.1', () => text && socket.write(text));
  socket.on('error', () => undefined);
  socket.resume();
  socket.on('close', () => (closed = true));
  return { socket, closed: () => closed };
}

const HALF_SENT = 'POST /v1/agent/completions HTTP/1.1\r\nHost: x\r\nx-api-k';

describe('shutdown of the binary', () => {
  it('on SIGTERM closes silent and half-sent connections at once, lets a slow stream run through the grace period, then cancels it and logs it as interrupted', async () => {
    // 8 tokens/s: 2,000 tokens would take minutes; the grace period is 1.5 s.
    const cli = await startCli('grace', { synthetic: { tokensPerSecond: 8 }, shutdownGraceMs: 1500 });
    const idle = [...Array.from({ length: 150 }, () => rawConnection(cli.port, '')), ...Array.from({ length: 150 }, () => rawConnection(cli.port, HALF_SENT))];
    const stream = slowStream(cli.url, 2000);
    await until(() => (stream.state.text.match(/"content"/g) ?? []).length >= 2);

    cli.child.kill('SIGTERM');
    stream.state.signalled = true;
    await until(() => idle.every((connection) => connection.closed()));
    expect(stream.state.chunksAfterSignal).toBeLessThan(20); // the idle ones went first, while the stream still runs
    const text = await stream.done;
    expect(await cli.exited).toBe(0);

    // The stream kept delivering during the grace period, then ended with an error frame saying why.
    expect(stream.state.chunksAfterSignal).toBeGreaterThan(0);
    expect(text).toContain('shutting down');
    expect(text).not.toContain('event: done');
    expect(cli.stderr()).toContain('SIGTERM received');
    const db = new Database(join(directory, 'grace.db'), { readonly: true });
    const row = db.prepare('SELECT status, note, output_tokens FROM request_logs').get() as { status: number; note: string; output_tokens: number };
    db.close();
    expect(row).toMatchObject({ status: 503, note: 'interrupted: server shutdown' });
    expect(row.output_tokens).toBeGreaterThan(0);
  });

  it('lets a stream that ends within the grace period finish whole, then exits 0', async () => {
    const cli = await startCli('finish', { synthetic: { tokensPerSecond: 40 }, shutdownGraceMs: 600_000 });
    const stream = slowStream(cli.url, 40);
    await until(() => stream.state.text.includes('"content"'));
    cli.child.kill('SIGINT');
    const text = await stream.done;
    expect(text).toContain('"complete":true');
    expect(text).toContain('event: done');
    expect(text).not.toContain('shutting down');
    expect(await cli.exited).toBe(0);
  });

  it('exits at once on a second signal, whatever is still in flight', async () => {
    const cli = await startCli('twice', { synthetic: { tokensPerSecond: 8 }, shutdownGraceMs: 600_000 });
    const stream = slowStream(cli.url, 2000);
    const silent = rawConnection(cli.port, '');
    await until(() => stream.state.text.includes('"content"'));
    cli.child.kill('SIGTERM');
    await until(() => cli.stderr().includes('SIGTERM received'));
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(143);
    expect(cli.stderr()).toContain('second SIGTERM, exiting now');
    await stream.done;
    await until(silent.closed);
  });
});
