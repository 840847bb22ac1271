import type Database from 'better-sqlite3';

/**
 * Says whether another connection has committed to the database file since it was last asked
 * (SQLite's data_version, which this connection's own commits leave alone): what is kept in memory
 * beside the rows must then be read again. True on the first call. An in-memory database belongs to
 * its one connection, so nothing else can commit to it: it is not asked again (a statement less for
 * every store call that keeps something in memory, several a request).
 */
export function changedElsewhere(db: Database.Database): () => boolean {
  if (db.memory) {
    let first = true;
    return () => {
      const changed = first;
      first = false;
      return changed;
    };
  }
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seen: number | undefined;
  return () => {
    const version = dataVersion.get() as number;
    const changed = version !== seen;
    seen = version;
    return changed;
  };
}
