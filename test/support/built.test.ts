import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleBuild } from './built.js';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A checkout with the given files, each changed at the given second. */
function checkout(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'swarms-local-built-'));
  roots.push(root);
  for (const [path, second] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
    utimesSync(join(root, path), second, second);
  }
  return root;
}

describe('the check that dist/ is current', () => {
  it('passes when dist/ was built after the last change to src/ and ui/src/', () => {
    expect(staleBuild(checkout({ 'src/a.ts': 100, 'ui/src/b.tsx': 110, 'dist/a.js': 200 }))).toBeUndefined();
  });

  it('asks for a build when dist/ is missing', () => {
    expect(staleBuild(checkout({ 'src/a.ts': 100 }))).toBe('dist/ is missing: run `npm run build` (npm test does it first)');
  });

  it('names the source that changed after the build and asks for a build', () => {
    const root = checkout({ 'src/a.ts': 100, 'src/deep/c.ts': 300, 'dist/a.js': 200 });
    expect(staleBuild(root)).toBe('dist/ is older than src/ (src/deep/c.ts changed after the last build): run `npm run build` (npm test does it first)');
  });

  it('counts the dashboard’s sources too', () => {
    expect(staleBuild(checkout({ 'src/a.ts': 100, 'ui/src/view.tsx': 300, 'dist/a.js': 200 }))).toMatch(/^dist\/ is older than ui\/src\//);
  });
});
