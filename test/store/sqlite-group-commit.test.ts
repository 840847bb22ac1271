import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupCommit } from '../../src/store/sqlite/group-commit.js';
import { SqliteGate } from '../../src/store/sqlite/sqlite-gate.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import type { Store } from '../../src/store/repositories.js';
import { user } from './conformance/store-fixtures.js';
import { scratchDirectory } from '../support/scratch-directory.js';

const newFile = () => join(scratchDirectory('swarms-group-commit-'), 'store.db');

/** What another process sees of the file's users now. */
const usersSeenElsewhere = (file: string) => {
  const other = new Database(file, { readonly: true });
  try {
    return (other.prepare('SELECT id FROM users ORDER BY id').all() as { id: string }[]).map((row) => row.id);
  } finally {
    other.close();
  }
};

describe('write transactions of the SQLite store asked for together', () => {
  let store: Store | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await store?.close();
  });

  it('land with one commit, and no caller hears of its transaction before it is in the file', async () => {
    const file = newFile();
    store = createSqliteStore(file);
    const ids = ['u1', 'u2', 'u3', 'u4', 'u5'];
    const seenOnAnswer: string[][] = [];
    await Promise.all(
      ids.map((id) =>
        store!
          .transaction(async (tx) => {
            await tx.users.create(user(id));
          })
          .then(() => seenOnAnswer.push(usersSeenElsewhere(file))),
      ),
    );
    // Committed one by one, the first caller would be answered while the others' rows were not yet in the file.
    expect(seenOnAnswer).toEqual(ids.map(() => ids));
  });

  it('roll a failing one back alone: its caller gets its error, the others land', async () => {
    const file = newFile();
    store = createSqliteStore(file);
    const outcomes = await Promise.allSettled(
      ['u1', 'u2', 'u3'].map((id) =>
        store!.transaction(async (tx) => {
          await tx.users.create(user(id));
          if (id === 'u2') throw new Error('u2 changed its mind');
          return id;
        }),
      ),
    );
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual(['u1', 'u2 changed its mind', 'u3']);
    expect(usersSeenElsewhere(file)).toEqual(['u1', 'u3']);
  });

  it("run each in its own caller's async context, whichever commit carries it", async () => {
    store = createSqliteStore(':memory:');
    const context = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        context.run(name, () =>
          store!.transaction(async (tx) => {
            await tx.users.findById('nobody');
            return context.getStore();
          }),
        ),
      ),
    );
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });

  it('are answered while a test suite has faked its timers', async () => {
    store = createSqliteStore(':memory:');
    vi.useFakeTimers();
    await expect(store.transaction(async (tx) => (await tx.users.create(user('u1')), 'landed'))).resolves.toBe('landed');
    expect(await store.users.findById('u1')).toMatchObject({ id: 'u1' });
  });
});

describe('a group commit that fails', () => {
  const setUp = () => {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE parents (id TEXT PRIMARY KEY);
      CREATE TABLE children (id TEXT PRIMARY KEY, parent TEXT REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED);
      PRAGMA foreign_keys = ON;`);
    const rolledBack = vi.fn();
    const commits = new GroupCommit(db, new SqliteGate(), rolledBack);
    const insert = (sql: string) => () => Promise.resolve(db.prepare(sql).run());
    const rows = () => (db.prepare('SELECT id FROM parents UNION ALL SELECT id FROM children ORDER BY id').all() as { id: string }[]).map((row) => row.id);
    return { db, commits, insert, rows, rolledBack };
  };

  it('at its COMMIT fails every transaction it carried, and says the rows went back', async () => {
    const { commits, insert, rows, rolledBack } = setUp();
    // The orphan passes its statement (the key is checked at COMMIT) and fails the commit that carries both.
    const outcomes = await Promise.allSettled([commits.run(insert("INSERT INTO parents VALUES ('p1')")), commits.run(insert("INSERT INTO children VALUES ('c1', 'nobody')"))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(rows()).toEqual([]);
    expect(rolledBack).toHaveBeenCalled();
    // The next transaction commits.
    await commits.run(insert("INSERT INTO parents VALUES ('p2')"));
    expect(rows()).toEqual(['p2']);
  });

  it('when SQLite rolls back the whole transaction, fails those that had landed in it and commits the rest later', async () => {
    const { db, commits, insert, rows } = setUp();
    const outcomes = await Promise.allSettled([
      commits.run(insert("INSERT INTO parents VALUES ('p1')")),
      commits.run(async () => {
        // What SQLite does on a full disk or an I/O error: the whole transaction is gone.
        db.exec('ROLLBACK');
        throw new Error('disk full');
      }),
      commits.run(insert("INSERT INTO parents VALUES ('p3')")),
    ]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'landed' : (outcome.reason as Error).message))).toEqual(['disk full', 'disk full', 'landed']);
    expect(rows()).toEqual(['p3']);
  });
});

describe('group commit and the end of the connection', () => {
  it('lands the transactions asked for before the store closes', async () => {
    const file = newFile();
    const store = createSqliteStore(file);
    const asked = store.transaction(async (tx) => {
      await tx.users.create(user('u1'));
      return 'landed';
    });
    await store.close();
    await expect(asked).resolves.toBe('landed');
    expect(usersSeenElsewhere(file)).toEqual(['u1']);
  });

  it('fails, never leaves waiting, the transactions of a commit that breaks where nothing should', async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (x)');
    const commits = new GroupCommit(db, new SqliteGate(), () => {
      throw new Error('kept state broken');
    });
    const outcomes = await Promise.allSettled([
      commits.run(async () => {
        throw new Error('first changed its mind');
      }),
      commits.run(async () => db.prepare('INSERT INTO t VALUES (1)').run()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(db.inTransaction).toBe(false);
    await expect(commits.run(async () => db.prepare('INSERT INTO t VALUES (2)').run().changes)).resolves.toBe(1);
  });

  it('fails the transactions waiting on a connection closed under them', async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (x)');
    const commits = new GroupCommit(db, new SqliteGate(), () => undefined);
    const outcomes = await Promise.allSettled([commits.run(async () => db.close()), commits.run(async () => 'second'), commits.run(async () => 'third')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });
});
