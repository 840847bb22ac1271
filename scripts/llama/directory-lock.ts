/**
 * A cross-process "do this once" built on mkdir, which is atomic on every local filesystem: parallel
 * test workers or two terminals providing the same cached artefact build it once.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` unless `isDone()` already holds, holding the lock directory `lockDir` meanwhile; other
 * callers wait until the work is done. A lock left by a process that died is taken over; if the work
 * fails, the lock is released and the error is thrown to this caller (a waiting one then tries itself).
 */
export async function onceUnderLock(lockDir: string, isDone: () => boolean, work: () => Promise<void>, { pollMs = 1000 } = {}): Promise<void> {
  while (!isDone()) {
    try {
      await mkdir(lockDir);
    } catch {
      // The owner writes its pid just after mkdir: an unreadable pid means "just taken", so wait.
      const owner = Number(await readFile(join(lockDir, 'pid'), 'utf8').catch(() => ''));
      if (owner && !isProcessAlive(owner)) await rm(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, pollMs));
      continue;
    }
    try {
      await writeFile(join(lockDir, 'pid'), String(process.pid));
      if (!isDone()) await work();
    } finally {
      await rm(lockDir, { recursive: true, force: true });
    }
  }
}
