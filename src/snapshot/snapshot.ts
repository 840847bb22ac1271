import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../store/sqlite/open-database.js';

/** The snapshot file's format marker and version. */
const SNAPSHOT_FORMAT = 'swarms-local-snapshot';
const SNAPSHOT_VERSION = 1;

/** A snapshot: the database and the fixtures directory in one JSON file, restorable on another machine. */
export interface SnapshotFile {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  created_at: string;
  database: { schema_version: number; sqlite_base64: string };
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
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Saves the database (consistent even while a server writes to it, thanks to WAL) and the fixtures into one file. */
export function saveSnapshot(options: { db: string; fixturesDir: string; file: string; now?: Date }): { fixtures: number; bytes: number } {
  if (!existsSync(options.db)) throw new Error(`No database at ${options.db}; pass --db with the server's database file.`);
  const db = new Database(options.db, { readonly: true, fileMustExist: true });
  let image: Buffer;
  let schemaVersion: number;
  try {
    image = db.serialize();
    schemaVersion = db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
  const fixtures = listFiles(options.fixturesDir).map((path) => ({
    path: relative(options.fixturesDir, path).split(sep).join('/'),
    content: readFileSync(path, 'utf8'),
  }));
  const snapshot: SnapshotFile = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    created_at: (options.now ?? new Date()).toISOString(),
    database: { schema_version: schemaVersion, sqlite_base64: image.toString('base64') },
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
  if (parsed.format !== SNAPSHOT_FORMAT || typeof parsed.database?.sqlite_base64 !== 'string' || !Array.isArray(parsed.fixtures)) {
    throw new Error(`${file} is not a swarms-local snapshot (made by \`swarms-local snapshot save\`).`);
  }
  if ((parsed.version ?? 0) > SNAPSHOT_VERSION) throw new Error(`${file} was made by a newer swarms-local (snapshot version ${parsed.version}).`);
  return parsed as SnapshotFile;
}

/** Restores a snapshot: the database file (then migrated to this version's schema) and the fixtures. */
export function loadSnapshot(options: { db: string; fixturesDir: string; file: string; force?: boolean }): { fixtures: number } {
  const snapshot = readSnapshot(options.file);
  if (existsSync(options.db) && !options.force) throw new Error(`${options.db} exists; pass --force to replace it.`);
  const root = resolve(options.fixturesDir);
  for (const fixture of snapshot.fixtures) {
    const target = resolve(root, fixture.path);
    if (!target.startsWith(root + sep)) throw new Error(`Snapshot fixture path escapes the fixtures directory: ${fixture.path}`);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${options.db}${suffix}`, { force: true });
  writeAtomically(options.db, Buffer.from(snapshot.database.sqlite_base64, 'base64'));
  openDatabase(options.db).close();
  for (const fixture of snapshot.fixtures) writeAtomically(resolve(root, fixture.path), fixture.content);
  return { fixtures: snapshot.fixtures.length };
}
