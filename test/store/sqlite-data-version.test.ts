import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { changedElsewhere } from '../../src/store/sqlite/data-version.js';
import { scratchDirectory } from '../support/scratch-directory.js';

/** A connection whose statements are counted as they run. */
function counted(location: string) {
  const db = new Database(location);
  let statements = 0;
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    const statement = prepare(source);
    const get = statement.get.bind(statement);
    statement.get = ((...args: unknown[]) => {
      statements += 1;
      return get(...args);
    }) as typeof statement.get;
    return statement;
  }) as typeof db.prepare;
  return { db, statements: () => statements };
}

describe('whether another connection has committed', () => {
  const open: Database.Database[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
  });

  it('on a file: true at first, then only after another connection commits', () => {
    const file = join(scratchDirectory('swarms-data-version-'), 'store.db');
    const mine = new Database(file);
    const other = new Database(file);
    open.push(mine, other);
    mine.exec('CREATE TABLE t (x)');
    const changed = changedElsewhere(mine);
    expect(changed()).toBe(true);
    mine.exec('INSERT INTO t VALUES (1)');
    expect(changed()).toBe(false);
    other.exec('INSERT INTO t VALUES (2)');
    expect(changed()).toBe(true);
    expect(changed()).toBe(false);
  });

  it('in memory, where no other connection can reach the database: true at first, and never asks SQLite again', () => {
    const { db, statements } = counted(':memory:');
    open.push(db);
    const changed = changedElsewhere(db);
    const answers = [changed(), changed(), changed()];
    expect(answers).toEqual([true, false, false]);
    expect(statements()).toBe(0);
  });
});
