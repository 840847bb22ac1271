import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Layers point one way (docs/architecture.md): what answers model calls, runs the work and stores rows
// never reaches up into HTTP or into the root wiring that builds the server.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** The layers below http. */
const LOWER_LAYERS = ['providers', 'orchestration', 'store'];

/** The root wiring: it builds everything, so nothing below it may depend on it. */
const ROOT_WIRING = ['app.ts', 'server.ts', 'dependencies.ts', 'app-dependencies.ts', 'index.ts', 'startup-checks.ts', 'connection-tracker.ts', 'open-store.ts', 'store-outage.ts'];

/**
 * Every module a TypeScript source names: `import … from`, `import type … from`, `export … from` (over
 * several lines too), side-effect `import '…'` and `import('…')`.
 */
function importedSpecifiers(source: string): string[] {
  const patterns = [/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each import of a lower-layer module, as `importer → imported` paths relative to src/ (bare packages as named). */
function lowerLayerImports(): Array<{ from: string; to: string }> {
  return LOWER_LAYERS.flatMap((layer) =>
    modulesUnder(join(SRC, layer)).flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8')).map((specifier) => ({
        from: relative(SRC, file),
        to: specifier.startsWith('.') ? relative(SRC, resolve(dirname(file), specifier)).replace(/\.js$/, '.ts') : specifier,
      })),
    ),
  );
}

const describeEdge = ({ from, to }: { from: string; to: string }) => `${from} → ${to}`;

describe('import boundaries', () => {
  const imports = lowerLayerImports();

  it('reads the imports of every kind of statement, type-only and multi-line ones included', () => {
    const source = [
      "import type { A } from '../a.js';",
      'import {\n  b,\n  type C,\n} from "./b.js";',
      "export { d } from '../d.js';",
      "export type * from './e.js';",
      "import './f.js';",
      "const g = await import('../g.js');",
      "const text = 'not an import from here';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['../a.js', './b.js', '../d.js', './e.js', './f.js', '../g.js']);
  });

  it('sees the lower layers’ real imports (orchestration reaches providers through spec.ts)', () => {
    expect(imports.some(({ from, to }) => from.startsWith('orchestration/') && to === 'providers/spec.ts')).toBe(true);
  });

  it('finds no module under providers/, orchestration/ or store/ importing from http/ or the root wiring', () => {
    const upward = imports.filter(({ to }) => to.startsWith('http/') || ROOT_WIRING.includes(to));
    expect(upward.map(describeEdge)).toEqual([]);
  });

  it('finds no module under providers/, orchestration/ or store/ importing express', () => {
    const express = imports.filter(({ to }) => to === 'express' || to.startsWith('express/'));
    expect(express.map(describeEdge)).toEqual([]);
  });
});
