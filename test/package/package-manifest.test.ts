import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

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
});
