/** The cross-process build lock behind the llama-server cache (runs in the default suite). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onceUnderLock } from '../../scripts/llama/directory-lock.js';

describe('onceUnderLock', () => {
  let directory: string;
  let lockDir: string;
  let artefact: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'directory-lock-'));
    lockDir = join(directory, 'artefact.lock');
    artefact = join(directory, 'artefact');
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  const isDone = () => existsSync(artefact);

  it('runs the work once when several callers ask at the same time, and all of them return after it', async () => {
    let runs = 0;
    const build = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await writeFile(artefact, 'built');
    };
    await Promise.all([1, 2, 3].map(() => onceUnderLock(lockDir, isDone, build, { pollMs: 10 })));
    expect(runs).toBe(1);
    expect(isDone()).toBe(true);
    expect(existsSync(lockDir)).toBe(false);
  });

  it('does not run the work when it is already done', async () => {
    await writeFile(artefact, 'built');
    let runs = 0;
    await onceUnderLock(lockDir, isDone, async () => void runs++);
    expect(runs).toBe(0);
  });

  it('takes over a lock whose owner process has died', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await mkdir(lockDir);
    await writeFile(join(lockDir, 'pid'), String(deadPid));
    await onceUnderLock(lockDir, isDone, () => writeFile(artefact, 'built'), { pollMs: 10 });
    expect(isDone()).toBe(true);
  });

  it('releases the lock when the work fails, so the next caller can try again', async () => {
    const failing = onceUnderLock(lockDir, isDone, async () => {
      throw new Error('compiler crashed');
    });
    await expect(failing).rejects.toThrow('compiler crashed');
    expect(existsSync(lockDir)).toBe(false);
    await onceUnderLock(lockDir, isDone, () => writeFile(artefact, 'built'));
    expect(isDone()).toBe(true);
  });
});
