import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** The installed command, as `npx swarms-local` runs it (the compiled CLI's bundle). */
export const CLI = fileURLToPath(new URL('../bin/swarms-local.js', import.meta.url));

/** Starts the CLI on a free port with an in-memory store and its logs off; resolves once it prints where it listens. */
export async function startCli(): Promise<{ url: string; child: ChildProcessByStdio<null, Readable, null> }> {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--db', ':memory:', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/listening on (http:\/\/\S+)/)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`swarms-local exited with ${code} before listening:\n${output}`)));
  });
  return { url, child };
}
