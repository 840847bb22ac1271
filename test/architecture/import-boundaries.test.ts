import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Allowance, type FolderRule, IMPORT_RULES, PACKAGE_HOMES, ROOT_WIRING, SHARED, renderAllowance, renderFolders, renderImportTable } from './import-rules.js';

// Every import of src/ against the one table of what each folder may import (import-rules.ts), and that
// table against the one docs/architecture.md shows.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');

/** One import statement: the module it names, and whether only types cross. */
interface ImportStatement {
  specifier: string;
  typeOnly: boolean;
}

/** Whether an import's clause brings in types only: `import type …`, `export type …`, or braces whose every name is marked `type`. */
function isTypeOnly(clause: string): boolean {
  if (/^\s*(?:import|export)\s+type\b/.test(clause)) return true;
  const braces = /^\s*(?:import|export)\s*\{([^}]*)\}\s*from/.exec(clause);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/**
 * Every module a TypeScript source names: `import … from`, `import type … from`, `export … from` (over
 * several lines too), side-effect `import '…'` and `import('…')`.
 */
function importStatements(source: string): ImportStatement[] {
  const fromClauses = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map((match) => ({ specifier: match[1], typeOnly: isTypeOnly(match[0]) }));
  const others = [/^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g].flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => ({ specifier: match[1], typeOnly: false })),
  );
  return [...fromClauses, ...others];
}

/** The row a src/ path belongs to: its folder, `root` for a root wiring file, or the file's own name. */
function unitOf(path: string): string {
  if (path.includes('/')) return path.split('/')[0];
  return ROOT_WIRING.includes(path) ? 'root' : path;
}

/** One import of src/, as paths relative to src/ (a bare package as named). */
interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  line: number;
  /** `to` is a bare package name, not a file of src/. */
  isPackage?: boolean;
}

function srcImports(): Edge[] {
  const files = readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return importStatements(source).map(({ specifier, typeOnly }) => ({
      from: relative(SRC, file),
      to: specifier.startsWith('.') ? relative(SRC, resolve(dirname(file), specifier)).replace(/\.js$/, '.ts') : specifier,
      typeOnly,
      ...(specifier.startsWith('.') ? {} : { isPackage: true }),
      line: source.slice(0, source.indexOf(specifier)).split('\n').length,
    }));
  });
}

const ruleOf = (unit: string): FolderRule | undefined => IMPORT_RULES.find((rule) => rule.folders.includes(unit));

/** Whether an allowance lets `edge` through. */
function allows(allowance: Allowance, edge: Edge): boolean {
  if (allowance.typesOnly && !edge.typeOnly) return false;
  const unit = unitOf(edge.to);
  if (allowance.to === '*') return true;
  if (allowance.to === 'shared') return SHARED.includes(unit);
  if (allowance.to === 'root') return unit === 'root';
  if (allowance.to.endsWith('.ts')) return edge.to === allowance.to;
  return unit === allowance.to;
}

const describeEdge = (edge: Edge, reason: string) => `src/${edge.from}:${edge.line} → ${edge.to}${edge.typeOnly ? ' (types)' : ''}: ${reason}`;

/** Every edge the table does not allow, each with the rule it breaks and why that rule is there. */
function brokenEdges(edges: Edge[]): string[] {
  return edges.flatMap((edge) => {
    const unit = unitOf(edge.from);
    if (edge.isPackage) {
      const home = PACKAGE_HOMES.find(({ packages }) => packages.some((name) => edge.to === name || edge.to.startsWith(`${name}/`)));
      if (!home || home.folders.includes(unit)) return [];
      return [describeEdge(edge, `${edge.to} is imported only in ${home.folders.join(', ')} (${home.why})`)];
    }
    if (unitOf(edge.to) === unit) return [];
    const rule = ruleOf(unit);
    if (!rule) return [describeEdge(edge, `${unit} is in no row of test/architecture/import-rules.ts`)];
    if (rule.may.some((allowance) => allows(allowance, edge))) return [];
    return [describeEdge(edge, `${renderFolders(rule)} may import ${rule.may.map(renderAllowance).join(', ') || 'nothing outside itself'} (${rule.why})`)];
  });
}

describe('import boundaries', () => {
  const edges = srcImports();

  it('reads the imports of every kind of statement, type-only and multi-line ones included', () => {
    const source = [
      "import type { A } from '../a.js';",
      'import {\n  b,\n  type C,\n} from "./b.js";',
      "export { d } from '../d.js';",
      "export type * from './e.js';",
      "import { type H, type I } from './h.js';",
      "import './f.js';",
      "const g = await import('../g.js');",
      "const text = 'not an import from here';",
    ].join('\n');
    expect(importStatements(source)).toEqual([
      { specifier: '../a.js', typeOnly: true },
      { specifier: './b.js', typeOnly: false },
      { specifier: '../d.js', typeOnly: false },
      { specifier: './e.js', typeOnly: true },
      { specifier: './h.js', typeOnly: true },
      { specifier: './f.js', typeOnly: false },
      { specifier: '../g.js', typeOnly: false },
    ]);
  });

  it('sees the real imports of src/ (orchestration reaches providers through spec.ts)', () => {
    expect(edges.some(({ from, to }) => from.startsWith('orchestration/') && to === 'providers/spec.ts')).toBe(true);
  });

  it('has a row for every folder of src/ and every file at its root', () => {
    const units = new Set(readdirSync(SRC, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? entry.name : unitOf(entry.name))));
    const unruled = [...units].filter((unit) => !ruleOf(unit) && !SHARED.includes(unit));
    expect(unruled).toEqual([]);
  });

  it('finds every import of src/ allowed by the table, naming the edge, the rule and its reason otherwise', () => {
    expect(brokenEdges(edges)).toEqual([]);
  });

  it('names a broken edge with its file, the rule it breaks and why', () => {
    const edge = { from: 'orchestration/model-call.ts', to: 'faults/faulty-model.ts', typeOnly: false, line: 3 };
    expect(brokenEdges([edge])).toEqual([
      'src/orchestration/model-call.ts:3 → faults/faulty-model.ts: `orchestration/` may import `providers/`, `store/repositories.ts` (types), shared (orchestration sees models through providers and rows through the store’s types; faults and the ledger clock reach it through RunServices)',
    ]);
    expect(brokenEdges([{ from: 'store/sqlite/open-database.ts', to: 'express', typeOnly: false, line: 1, isPackage: true }])).toHaveLength(1);
    expect(brokenEdges([{ from: 'journal/journal.ts', to: 'orchestration/run-events.ts', typeOnly: false, line: 1 }])).toHaveLength(1);
  });

  it('is the table docs/architecture.md shows', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const shown = /<!-- import-table:start[^>]*-->\n([\s\S]*?)\n<!-- import-table:end -->/.exec(doc)?.[1];
    expect(shown, `docs/architecture.md's import table between its markers should read (npx tsx test/architecture/import-rules.ts prints it):\n\n${renderImportTable()}\n`).toBe(
      renderImportTable(),
    );
  });
});
