import { fork, type ChildProcess } from 'node:child_process';
import { cliBin } from '../support/built.js';

/** A swarms-local server in a child process: the URL from its banner, its output so far, a way to stop it. */
export interface SpawnedServer {
  child: ChildProcess;
  /** Resolves with the URL the banner announces; rejects with the output if the process exits first. */
  url: Promise<string>;
  stderr(): string;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `script` (the CLI binary by default) with `args` in a child process with an IPC channel. Tests
 * read the URL from the one-line banner, exactly as other-language test suites do.
 */
export function spawnServer(args: string[], options: { script?: string; execArgv?: string[] } = {}): SpawnedServer {
  const child = fork(options.script ?? cliBin(), args, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], execArgv: options.execArgv ?? [] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  const url = new Promise<string>((resolvePromise, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = stdout.match(/listening on (\S+)/);
      if (match) resolvePromise(match[1]);
    });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${stdout}${stderr}`)));
  });
  url.catch(() => undefined); // a test that never awaits the URL must not see an unhandled rejection
  return {
    child,
    url,
    stderr: () => stderr,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
