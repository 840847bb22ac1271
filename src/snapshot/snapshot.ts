import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Store, StoreRows } from '../store/repositories.js';
import { createSqliteStore } from '../store/sqlite/sqlite-store.js';
import { makeDirectory } from '../store/make-directory.js';

/** The snapshot file's format marker and version. */
const SNAPSHOT_FORMAT = 'swarms-local-snapshot';
/** 2: the database as rows (portable between SQLite and PostgreSQL); 1 held a SQLite file image. */
const SNAPSHOT_VERSION = 2;

/**
 * A snapshot: the database and the fixtures directory in one JSON file, restorable on another machine
 * and into either store. Version 1 files (`sqlite_base64`, a SQLite image) still load.
 */
export interface SnapshotFile {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  created_at: string;
  database: { store: 'sqlite' | 'postgres'; rows: StoreRows } | { schema_version: number; sqlite_base64: string };
  fixtures: Array<{ path: string; content: string }>;
}

function listFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Writes `file` atomically (temp file + rename), creating its directory. */
function writeAtomically(file: string, data: string | Buffer): void {
  makeDirectory(dirname(file));
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Saves every row of the store (one consistent read, even while a server writes to it) and the fixtures into one file. */
export async function saveSnapshot(options: { store: Store; fixturesDir: string; file: string; now?: Date }): Promise<{ fixtures: number; bytes: number }> {
  const rows = await options.store.exportRows();
  const fixtures = listFiles(options.fixturesDir).map((path) => ({
    path: relative(options.fixturesDir, path).split(sep).join('/'),
    content: readFileSync(path, 'utf8'),
  }));
  const snapshot: SnapshotFile = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    created_at: (options.now ?? new Date()).toISOString(),
    database: { store: options.store.kind, rows },
    fixtures,
  };
  const text = `${JSON.stringify(snapshot)}\n`;
  writeAtomically(options.file, text);
  return { fixtures: fixtures.length, bytes: Buffer.byteLength(text) };
}

function readSnapshot(file: string): SnapshotFile {
  let parsed: Partial<SnapshotFile>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SnapshotFile>;
  } catch (error) {
    throw new Error(`${file} is not a readable snapshot: ${(error as Error).message}`);
  }
  const database = parsed.database as Record<string, unknown> | undefined;
  const hasDatabase = typeof database?.sqlite_base64 === 'string' || (typeof database?.rows === 'object' && database.rows !== null);
  if (parsed.format !== SNAPSHOT_FORMAT || !hasDatabase || !Array.isArray(parsed.fixtures)) {
    throw new Error(`${file} is not a swarms-local snapshot (made by \`swarms-local snapshot save\`).`);
  }
  if ((parsed.version ?? 0) > SNAPSHOT_VERSION) throw new Error(`${file} was made by a newer swarms-local (snapshot version ${parsed.version}).`);
  return parsed as SnapshotFile;
}

/** The rows of a snapshot's database; a version 1 image is opened (and migrated) in a scratch file to read them. */
async function snapshotRows(database: SnapshotFile['database']): Promise<StoreRows> {
  if ('rows' in database) return database.rows;
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-snapshot-'));
  try {
    const image = join(directory, 'snapshot.db');
    writeFileSync(image, Buffer.from(database.sqlite_base64, 'base64'));
    const store = createSqliteStore(image);
    try {
      return await store.exportRows();
    } finally {
      await store.close();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** True when the store holds anything: every key, log, agent configuration and reservation belongs to a user; journal entries may not. */
async function holdsData(store: Store): Promise<boolean> {
  return (await store.users.list()).length > 0 || (await store.journal.count()) > 0;
}

/** What is wrong with each fixture entry of a snapshot (its place in the list, and why), all at once. */
function fixtureEntryProblems(fixtures: unknown[], root: string): string[] {
  const seen = new Set<string>();
  return fixtures.flatMap((entry, index) => {
    const where = `fixtures[${index}]`;
    const { path, content } = (typeof entry === 'object' && entry !== null ? entry : {}) as { path?: unknown; content?: unknown };
    if (typeof path !== 'string' || !path) return [`${where}: its path is not a file name`];
    const target = resolve(root, path);
    if (!target.startsWith(root + sep)) return [`${where}: its path escapes the fixtures directory: ${path}`];
    if (typeof content !== 'string') return [`${where} (${path}): its content is not text`];
    if (seen.has(target)) return [`${where}: ${path} appears twice`];
    seen.add(target);
    return existsSync(target) && statSync(target).isDirectory() ? [`${where}: ${path} is a directory in ${root}`] : [];
  });
}

/**
 * Writes every fixture beside its place (`<file>.tmp-<pid>`) and returns the moves that put them there;
 * if one cannot be written, those already written are removed and nothing else has changed.
 */
function stageFixtures(fixtures: SnapshotFile['fixtures'], root: string): Array<{ staged: string; target: string }> {
  const moves: Array<{ staged: string; target: string }> = [];
  try {
    for (const fixture of fixtures) {
      const target = resolve(root, fixture.path);
      makeDirectory(dirname(target));
      const staged = `${target}.tmp-${process.pid}`;
      writeFileSync(staged, fixture.content);
      moves.push({ staged, target });
    }
  } catch (error) {
    unstage(moves);
    throw new Error(`Cannot write the snapshot's fixtures into ${root}: ${(error as Error).message}. Nothing was changed.`, { cause: error });
  }
  return moves;
}

function unstage(moves: Array<{ staged: string }>): void {
  for (const { staged } of moves) rmSync(staged, { force: true });
}

/**
 * Restores a snapshot into `store` (replacing every row, in one transaction) and writes its fixtures. The
 * whole snapshot is checked first, and its fixtures written aside, before the database is touched: a bad
 * entry leaves the database and the fixtures directory as they were. The files are moved into place once
 * the rows are in.
 */
export async function loadSnapshot(options: { store: Store; fixturesDir: string; file: string; force?: boolean }): Promise<{ fixtures: number }> {
  const snapshot = readSnapshot(options.file);
  const root = resolve(options.fixturesDir);
  const problems = fixtureEntryProblems(snapshot.fixtures, root);
  if (problems.length) throw new Error(`${options.file} cannot be loaded; nothing was changed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  if (!options.force && (await holdsData(options.store))) throw new Error(`The database ${options.store.location} holds data; pass --force to replace it.`);
  const rows = await snapshotRows(snapshot.database);
  const moves = stageFixtures(snapshot.fixtures, root);
  try {
    await options.store.importRows(rows);
  } catch (error) {
    unstage(moves);
    throw error;
  }
  for (const { staged, target } of moves) renameSync(staged, target);
  return { fixtures: snapshot.fixtures.length };
}
