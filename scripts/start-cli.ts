import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** The installed command, as `npx swarms-local` runs it (the compiled CLI's bundle). */
export const CLI = fileURLToPath(new URL('../bin/swarms-local.js', import.meta.url));

/** Starts the CLI on a free port with an in-memory store and its logs off; resolves once it prints where it listens. */
export function startCli(): Promise<{ url: string; child: ChildProcessByStdio<null, Readable, null> }> {
  return startListening([CLI, '--port', '0', '--db', ':memory:', '--quiet']);
}

/** Runs `node` with `args` and resolves once the process prints `listening on <url>`. */
export async function startListening(args: string[]): Promise<{ url: string; child: ChildProcessByStdio<null, Readable, null> }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/listening on (http:\/\/\S+)/)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening:\n${output}`)));
  });
  return { url, child };
}
