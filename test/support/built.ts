import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The checkout's root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** The newest file under `folder` (relative to the root) and when it changed; none when the folder is missing or empty. */
function newestUnder(root: string, folder: string): { path: string; mtimeMs: number } | undefined {
  let newest: { path: string; mtimeMs: number } | undefined;
  let entries: string[] = [];
  try {
    entries = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    const path = join(root, folder, entry);
    const stats = statSync(path);
    if (stats.isFile() && (!newest || stats.mtimeMs > newest.mtimeMs)) newest = { path: relative(root, path), mtimeMs: stats.mtimeMs };
  }
  return newest;
}

/** Why the build under `root` cannot be used (missing, or older than a source it is made from); undefined when it is current. */
export function staleBuild(root = ROOT, sources: string[] = ['src', 'ui/src'], output = 'dist'): string | undefined {
  const built = newestUnder(root, output);
  if (!built) return `${output}/ is missing: run \`npm run build\` (npm test does it first)`;
  for (const folder of sources) {
    const source = newestUnder(root, folder);
    if (source && source.mtimeMs > built.mtimeMs)
      return `${output}/ is older than ${folder}/ (${source.path} changed after the last build): run \`npm run build\` (npm test does it first)`;
  }
  return undefined;
}

let checked = false;

/**
 * The path of a built file (or of the binary that runs dist/), after checking that dist/ is there and newer
 * than src/ and ui/src/: a test of the compiled code never passes against a stale build. Throws naming the fix.
 */
export function builtPath(path: string): string {
  if (!checked) {
    const problem = staleBuild();
    if (problem) throw new Error(problem);
    checked = true;
  }
  return join(ROOT, path);
}

/** The installed command, which runs the compiled CLI from dist/: checked current first (see `builtPath`). */
export const cliBin = () => builtPath('bin/swarms-local.js');
