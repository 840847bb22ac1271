import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Scratch folders a test file makes under the system's temporary folder, removed when the file's tests are done
// (test/setup/scratch-cleanup.ts), wherever in the file they were made: at module level, in a hook or in a test.

const made = new Set<string>();

/** A new empty folder under the temporary folder whose name starts with `prefix`, removed after this file's tests. */
export function scratchDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  made.add(directory);
  return directory;
}

/** Removes every scratch folder made so far (a file's servers and stores are closed by then: its own afterAll hooks ran first). */
export function removeScratchDirectories(): void {
  for (const directory of made) rmSync(directory, { recursive: true, force: true });
  made.clear();
}
