/**
 * Starts a llama.cpp `llama-server` on a free loopback port and waits until it serves, keeping its
 * log lines so tests can observe slot and cancellation messages. Usage from a shell:
 * `npx tsx scripts/llama/start-server.ts` (provides binary and model, prints the base URL, runs until Ctrl-C).
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** What to run: the binary, the GGUF model, and the server's shape. */
export interface LlamaServerOptions {
  binary: string;
  model: string;
  /** The model id the server reports and accepts (`-a`). */
  alias?: string;
  /** Parallel decoding slots (`-np`). */
  parallel?: number;
  /** Total context shared by the slots (`-c`). */
  ctx?: number;
  /** Further flags, e.g. `['--slots']`. */
  extraArgs?: string[];
}

/** A running llama-server. */
export interface RunningLlamaServer {
  /** OpenAI-compatible base URL, e.g. `http://127.0.0.1:41234/v1`. */
  baseURL: string;
  port: number;
  /** Milliseconds from spawn until `/health` answered 200. */
  startupMs: number;
  /** Every stdout/stderr line so far, oldest first. */
  logs(): string[];
  /**
   * Resolves with the first log line matching `pattern`, already logged or yet to come, looking only
   * from line index `fromLine` on (e.g. `logs().length` taken before a request).
   */
  waitForLog(pattern: RegExp, options?: { timeoutMs?: number; fromLine?: number }): Promise<string>;
  /** Stops the server (SIGTERM, then SIGKILL if it lingers) and resolves once it has exited. */
  close(): Promise<void>;
}

// llama-server logs "listening on http://127.0.0.1:PORT" once bound; we pass --port 0 so the kernel
// picks the port and no other process can race us for it.
const LISTENING_LINE = /listening on http:\/\/127\.0\.0\.1:(\d+)/;

/** Spawns llama-server, waits for its HTTP port and a healthy `/health`, and returns a handle. */
export async function startLlamaServer(options: LlamaServerOptions): Promise<RunningLlamaServer> {
  const { binary, model, alias = 'tiny-llama', parallel = 4, ctx = 8192, extraArgs = [] } = options;
  const args = ['-m', model, '--offline', '-t', '1', '-a', alias, '-np', String(parallel), '-c', String(ctx), '--host', '127.0.0.1', '--port', '0', ...extraArgs];
  const started = Date.now();
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  let exited: string | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal ?? `exit code ${code}`;
      for (const listener of listeners) listener('');
      resolve();
    });
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        for (const listener of listeners) listener(line);
      }
    });
  }
  // If the test process dies without closing us, do not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const waitForLog = (pattern: RegExp, { timeoutMs = 30_000, fromLine = 0 } = {}) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.slice(fromLine).find((line) => pattern.test(line));
      if (seen !== undefined) return resolve(seen);
      const finish = (error: Error | undefined, line = '') => {
        clearTimeout(timer);
        listeners.delete(listener);
        if (error) reject(error);
        else resolve(line);
      };
      const failure = (why: string) => new Error(`llama-server ${why} before logging ${pattern}; last lines:\n${lines.slice(-20).join('\n')}`);
      const listener = (line: string) => {
        if (pattern.test(line)) finish(undefined, line);
        else if (exited) finish(failure(`exited (${exited})`));
      };
      const timer = setTimeout(() => finish(failure(`waited ${timeoutMs} ms`)), timeoutMs);
      listeners.add(listener);
      if (exited) listener('');
    });

  const close = async () => {
    process.off('exit', killOnExit);
    if (exited) return;
    child.kill('SIGTERM');
    const lingering = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exitPromise;
    clearTimeout(lingering);
  };

  try {
    const port = Number(LISTENING_LINE.exec(await waitForLog(LISTENING_LINE))?.[1]);
    await waitUntilHealthy(`http://127.0.0.1:${port}/health`, () => exited);
    return { baseURL: `http://127.0.0.1:${port}/v1`, port, startupMs: Date.now() - started, logs: () => [...lines], waitForLog, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Polls `/health` until it answers 200 (it answers 503 while the model loads). */
async function waitUntilHealthy(url: string, exitedWith: () => string | undefined): Promise<void> {
  for (;;) {
    const why = exitedWith();
    if (why) throw new Error(`llama-server exited (${why}) before ${url} became healthy`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { provideLlamaServer } = await import('./provide-server.js');
  const { provideTinyModel } = await import('./make-tiny-model.js');
  const { binary, sourceDir } = await provideLlamaServer();
  const server = await startLlamaServer({ binary, model: await provideTinyModel(sourceDir) });
  process.stderr.write(`llama-server ready in ${server.startupMs} ms; Ctrl-C stops it\n`);
  process.stdout.write(`${server.baseURL}\n`);
  process.once('SIGINT', () => void server.close());
  process.once('SIGTERM', () => void server.close());
}
