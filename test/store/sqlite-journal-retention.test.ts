import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { journalEntry } from './conformance/store-fixtures.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-journal-retention-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const retention = { perNamespace: 3, total: 100 };
const ids = async (store: ReturnType<typeof createSqliteStore>) => (await store.journal.list({ namespace: 'a' })).map((entry) => entry.id);

describe('SQLite journal retention (trims only when its kept counts pass a bound)', () => {
  it('keeps the newest entries of a namespace when two connections write to the same file', async () => {
    const path = join(directory, `${randomUUID()}.db`);
    const first = createSqliteStore(path);
    const second = createSqliteStore(path);
    try {
      await first.journal.put(journalEntry('a0', 'a', 0), retention);
      await first.journal.put(journalEntry('a1', 'a', 1), retention);
      await second.journal.put(journalEntry('a2', 'a', 2), retention);
      await second.journal.put(journalEntry('a3', 'a', 3), retention);
      await first.journal.put(journalEntry('a4', 'a', 4), retention);

      expect(await ids(first)).toEqual(['a2', 'a3', 'a4']);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('stores a request again without counting it twice, and counts afresh after the store is cleared', async () => {
    const store = createSqliteStore(':memory:');
    try {
      for (const id of ['a0', 'a1', 'a2', 'a0', 'a1', 'a2']) await store.journal.put(journalEntry(id, 'a', Number(id.slice(1))), retention);
      expect(await ids(store)).toEqual(['a0', 'a1', 'a2']);
      await store.clear();
      for (const id of ['b0', 'b1', 'b2', 'b3']) await store.journal.put(journalEntry(id, 'a', 10 + Number(id.slice(1))), retention);

      expect(await ids(store)).toEqual(['b1', 'b2', 'b3']);
    } finally {
      await store.close();
    }
  });
});
