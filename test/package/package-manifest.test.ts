import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

/** The packages the shipped source imports (bare specifiers, not node: built-ins), by package name. */
function importedPackages(): string[] {
  const source = resolve(import.meta.dirname, '../../src');
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const specifiers = files.flatMap((file) =>
    [...readFileSync(join(source, file), 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^.'][^']*)'|\bimport\('([^.'][^']*)'\)/gm)].map((found) => found[1] ?? found[2]),
  );
  const names = specifiers
    .filter((specifier) => !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  return [...new Set(names)].sort();
}

/** `@types/express` for `express`, `@types/scope__name` for `@scope/name`. */
const typesPackage = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

describe('package.json', () => {
  it('ships the type packages of its runtime dependencies, since the published declarations import those modules', () => {
    // dist/*.d.ts import express and better-sqlite3: a consumer's tsc (without skipLibCheck) fails when their types are dev-only.
    const devOnlyTypes = Object.keys(manifest.dependencies)
      .map(typesPackage)
      .filter((name) => name in manifest.devDependencies);
    expect(devOnlyTypes).toEqual([]);
  });

  it('declares every package its shipped code imports: a dependency, or an optional peer (vitest, for swarms-local/testing/vitest)', () => {
    const undeclared = importedPackages().filter((name) => !(name in manifest.dependencies) && !(name in (manifest.peerDependencies ?? {})));
    expect(undeclared).toEqual([]);
    const peers = Object.keys(manifest.peerDependencies ?? {});
    expect(peers).toContain('vitest');
    expect(peers.filter((name) => manifest.peerDependenciesMeta?.[name]?.optional !== true)).toEqual([]);
  });
});
