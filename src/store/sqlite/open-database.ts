import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.js';
import { makeDirectory } from '../make-directory.js';

/** Opens (creating if needed) a SQLite database in WAL mode and applies pending migrations. */
export function openDatabase(location: string): Database.Database {
  if (location !== ':memory:') makeDirectory(dirname(location));
  const db = new Database(location);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL: a committed transaction survives a process crash (SIGKILL); only an OS crash may lose the newest ones.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}
