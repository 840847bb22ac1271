import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Creates a folder and its missing parents, one at a time (the SQLite database's folder; snapshot files').
 * Node's recursive mkdir never returns for some paths (below /proc, where every missing name reads ENOENT);
 * one level at a time, the first folder that cannot be made is an error naming it and why.
 */
export function makeDirectory(path: string): void {
  const missing: string[] = [];
  for (let folder = resolve(path); !existsSync(folder); folder = dirname(folder)) {
    missing.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      if (code === 'EEXIST') continue;
      throw Object.assign(new Error(`the folder ${folder} cannot be created (${code ?? message})`), { code });
    }
  }
}
