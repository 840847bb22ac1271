import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Removes what builds of `path` left behind when they were interrupted (Ctrl-C, a killed CI job): the
 * `<path>.tmp-<pid>` staging directories, hundreds of megabytes each for a llama-server build. Call it while
 * holding `path`'s lock: no live build of `path` can then own one of them.
 */
export async function removeStaleStaging(path: string): Promise<string[]> {
  const prefix = `${basename(path)}.tmp-`;
  const names = await readdir(dirname(path)).catch(() => [] as string[]);
  const stale = names.filter((name) => name.startsWith(prefix)).map((name) => join(dirname(path), name));
  await Promise.all(stale.map((staging) => rm(staging, { recursive: true, force: true })));
  return stale;
}
