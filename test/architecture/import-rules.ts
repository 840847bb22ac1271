/**
 * What each folder of src/ (and the root wiring files) may import: the one statement of the layering that
 * the architecture test holds every import of src/ to, and that docs/architecture.md's table is rendered from.
 */

/** One thing a folder may import: a folder (`providers`), one file (`providers/spec.ts`), the root wiring (`root`) or the shared folders (`shared`). */
export interface Allowance {
  to: string;
  /** Only `import type` / `export type` (or every name marked `type`) may cross. */
  typesOnly?: boolean;
  /** Why an edge beyond the layering stays: rendered under the table, and named when the edge is broken. */
  why?: string;
}

/** The rule of one row of the table. */
export interface FolderRule {
  /** The folders (under src/) the row is about, or `root` for the root wiring files. */
  folders: string[];
  may: Allowance[];
  /** Why the row says what it does: named in a failure. */
  why: string;
}

/** The root wiring: it builds everything, so it may import everything and nothing below it imports it. */
export const ROOT_WIRING = [
  'app.ts',
  'app-dependencies.ts',
  'cli-seam.ts',
  'connection-tracker.ts',
  'dependencies.ts',
  'index.ts',
  'open-store.ts',
  'server.ts',
  'startup-checks.ts',
  'store-outage.ts',
];

/** The folders below everything (and the version constant): each may import the others only. */
export const SHARED = ['contract', 'errors', 'config', 'runtime', 'billing', 'security', 'version.ts'];

/** The table, one row per rule, in the order docs/architecture.md shows it. */
export const IMPORT_RULES: FolderRule[] = [
  {
    folders: ['cli'],
    may: [{ to: 'root' }, { to: 'config' }, { to: 'accounts' }, { to: 'store' }, { to: 'snapshot' }, { to: 'observability' }, { to: 'shared' }],
    why: 'the command line starts the server and reaches the rest through the root wiring (cli-seam.ts); keys, snapshots and the store it opens itself',
  },
  { folders: ['root'], may: [{ to: '*' }], why: 'the root wiring builds everything' },
  {
    folders: ['http'],
    may: [
      { to: 'app-dependencies.ts', typesOnly: true },
      { to: 'orchestration' },
      { to: 'accounts' },
      { to: 'journal' },
      { to: 'observability' },
      { to: 'fake-mcp' },
      { to: 'faults', why: 'the admin plane’s fault and stub routes add to and list the fault injector' },
      { to: 'providers/spec.ts', typesOnly: true, why: 'chat completions render the model’s finish reason as OpenAI’s' },
      { to: 'store' },
      { to: 'shared' },
    ],
    why: 'http turns requests into calls on the layers below it; only the root wiring builds it',
  },
  {
    folders: ['orchestration'],
    may: [{ to: 'providers' }, { to: 'store/repositories.ts', typesOnly: true }, { to: 'shared' }],
    why: 'orchestration sees models through providers and rows through the store’s types; faults and the ledger clock reach it through RunServices',
  },
  { folders: ['providers'], may: [{ to: 'shared' }], why: 'providers answer model calls and know nothing of runs, requests or the store' },
  { folders: ['store'], may: [], why: 'the store is the bottom of the stack' },
  {
    folders: ['faults'],
    may: [
      { to: 'providers/spec.ts' },
      { to: 'providers/model-router.ts', typesOnly: true, why: 'the router the root wiring wraps with faults' },
      { to: 'providers/message-text.ts', why: 'the one join of a message’s text, which `match.contains` reads' },
      { to: 'shared' },
    ],
    why: 'faults wrap models through the LanguageModel interface only',
  },
  { folders: ['fake-mcp'], may: [{ to: 'faults' }, { to: 'shared' }], why: 'fake MCP servers suffer tool faults' },
  {
    folders: ['journal', 'observability'],
    may: [
      { to: 'orchestration/run-events.ts', typesOnly: true },
      { to: 'orchestration/run-tracer.ts', typesOnly: true },
      { to: 'providers/spec.ts', typesOnly: true },
      { to: 'store' },
      { to: 'shared' },
    ],
    why: 'the journal and telemetry are sinks of the events orchestration emits: only its types cross',
  },
  { folders: ['accounts'], may: [{ to: 'store' }, { to: 'shared' }], why: 'keys, limits and the ledger live over the store' },
  { folders: ['snapshot'], may: [{ to: 'store' }], why: 'a snapshot is the store’s rows in a file' },
  {
    folders: ['testing'],
    may: [
      { to: 'server.ts' },
      { to: 'accounts' },
      { to: 'faults' },
      { to: 'fake-mcp' },
      { to: 'journal' },
      { to: 'providers' },
      { to: 'store/repositories.ts', typesOnly: true },
      { to: 'http/forget-everything.ts', why: 'the handle’s reset() is the admin plane’s reset-all: one function for both' },
      { to: 'shared' },
    ],
    why: 'swarms-local/testing starts a server and reads its journal, faults and fixtures in-process',
  },
  { folders: SHARED.filter((folder) => !folder.endsWith('.ts')), may: [{ to: 'shared' }], why: 'the shared folders sit below every layer' },
];

/** Packages only some folders may import, and why. */
export const PACKAGE_HOMES: Array<{ packages: string[]; folders: string[]; why: string }> = [
  { packages: ['express'], folders: ['http', 'root'], why: 'only http (and the root wiring that builds the app) knows express' },
  { packages: ['better-sqlite3', 'pg'], folders: ['store'], why: 'the databases are the store’s' },
  { packages: ['openai', '@anthropic-ai/sdk', '@google/genai'], folders: ['providers'], why: 'upstream SDKs are providers’' },
];

/** How an allowance reads in the table. */
export function renderAllowance({ to, typesOnly }: Allowance): string {
  const name = to === '*' ? 'everything' : to === 'root' ? 'the root wiring' : to === 'shared' ? 'shared' : to.endsWith('.ts') ? `\`${to}\`` : `\`${to}/\``;
  return typesOnly ? `${name} (types)` : name;
}

/** How a row's folders read in the table. */
export function renderFolders(rule: FolderRule): string {
  if (rule.folders[0] === 'root') return 'root wiring (`src/*.ts` but `version.ts`)';
  if (rule.folders.length > 2) return `shared (${rule.folders.map((folder) => `\`${folder}/\``).join(', ')}, \`version.ts\`)`;
  return rule.folders.map((folder) => `\`${folder}/\``).join(', ');
}

/** The table and its kept edges, as docs/architecture.md shows them between its import-table markers. */
export function renderImportTable(): string {
  const rows = IMPORT_RULES.map((rule) => `| ${renderFolders(rule)} | ${rule.may.length ? rule.may.map(renderAllowance).join(', ') : 'nothing outside itself'} |`);
  const kept = IMPORT_RULES.flatMap((rule) =>
    rule.may.filter((allowance) => allowance.why).map((allowance) => `- ${renderFolders(rule)} → ${renderAllowance(allowance)}: ${allowance.why}.`),
  );
  const packages = PACKAGE_HOMES.map(
    ({ packages, folders }) =>
      `${packages.map((name) => `\`${name}\``).join(', ')} only in ${folders.map((folder) => (folder === 'root' ? 'the root wiring' : `\`${folder}/\``)).join(' and ')}`,
  );
  return [
    '| folder | may import |',
    '|---|---|',
    ...rows,
    '',
    `Packages with one home: ${packages.join('; ')}.`,
    '',
    'Edges beyond the layering that stay, each with its reason:',
    '',
    ...kept,
  ].join('\n');
}

// Run directly (npx tsx test/architecture/import-rules.ts), prints the table for docs/architecture.md.
if (process.argv[1]?.endsWith('import-rules.ts')) console.log(renderImportTable());
