import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSnapshot, saveSnapshot } from '../../src/snapshot/snapshot.js';
import type { Store } from '../../src/store/repositories.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';

// Issue 32, item 11: `snapshot load --force` with one bad fixture entry replaced the database, wrote
// some fixtures, then failed. The whole snapshot is checked (and its files written aside) first.

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-snapshot-checks-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let target: Store;
let fixturesDir: string;
let snapshotFile: string;
let run = 0;

beforeEach(async () => {
  run += 1;
  // The snapshot holds one user, 'from-snapshot'; the target database and fixtures hold others.
  const source = createSqliteStore(':memory:');
  await source.users.create({ id: 'u-snap', name: 'from-snapshot', tier: 'free', creditBalance: 1, createdAt: 1_000 });
  const sourceFixtures = join(directory, `source-fixtures-${run}`);
  mkdirSync(join(sourceFixtures, 'gpt-4.1'), { recursive: true });
  writeFileSync(join(sourceFixtures, 'gpt-4.1', 'good.json'), '{"from": "snapshot"}\n');
  snapshotFile = join(directory, `snapshot-${run}.json`);
  await saveSnapshot({ store: source, fixturesDir: sourceFixtures, file: snapshotFile });
  await source.close();
  target = createSqliteStore(join(directory, `target-${run}.db`));
  await target.users.create({ id: 'u-kept', name: 'kept', tier: 'premium', creditBalance: null, createdAt: 2_000 });
  fixturesDir = join(directory, `fixtures-${run}`);
  mkdirSync(join(fixturesDir, 'gpt-4.1'), { recursive: true });
  writeFileSync(join(fixturesDir, 'gpt-4.1', 'existing.json'), '{"kept": true}\n');
});
afterEach(() => target.close());

/** The snapshot file with its JSON changed by `edit`. */
function editSnapshot(edit: (snapshot: any) => void): void {
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
  edit(snapshot);
  writeFileSync(snapshotFile, JSON.stringify(snapshot));
}

/** What the target holds: its users' names and its fixture files. */
async function targetState() {
  return {
    users: (await target.users.list()).map((user) => user.name).sort(),
    files: readdirSync(join(fixturesDir, 'gpt-4.1')).sort(),
  };
}

describe('snapshot load --force checks the whole snapshot before changing anything', () => {
  it('refuses a fixture entry whose content is not text, with the database and fixtures untouched', async () => {
    editSnapshot((snapshot) => {
      snapshot.fixtures.push({ path: 'gpt-4.1/bad.json', content: 42 });
    });
    const before = await targetState();
    await expect(loadSnapshot({ store: target, fixturesDir, file: snapshotFile, force: true })).rejects.toThrow(/bad\.json\): its content is not text/);
    expect(await targetState()).toEqual(before);
  });

  it('names every bad fixture entry at once', async () => {
    editSnapshot((snapshot) => {
      snapshot.fixtures.push({ path: 'gpt-4.1/bad.json', content: 42 }, { path: '../outside.json', content: '{}' }, { content: '{}' });
    });
    const before = await targetState();
    await expect(loadSnapshot({ store: target, fixturesDir, file: snapshotFile, force: true })).rejects.toThrow(
      /nothing was changed:\n {2}- fixtures\[1\] \(gpt-4\.1\/bad\.json\): its content is not text\n {2}- fixtures\[2\]: its path escapes the fixtures directory: \.\.\/outside\.json\n {2}- fixtures\[3\]: its path is not a file name/,
    );
    expect(await targetState()).toEqual(before);
    expect(existsSync(join(directory, 'outside.json'))).toBe(false);
  });

  it('leaves no fixture written when the rows cannot be imported', async () => {
    editSnapshot((snapshot) => {
      const users = snapshot.database.rows.tables.users;
      users.push({ ...users[0], name: 'same id twice' });
    });
    const before = await targetState();
    await expect(loadSnapshot({ store: target, fixturesDir, file: snapshotFile, force: true })).rejects.toThrow();
    expect(await targetState()).toEqual(before);
  });

  it('loads a sound snapshot whole: its rows replace the database and its fixtures are written', async () => {
    expect(await loadSnapshot({ store: target, fixturesDir, file: snapshotFile, force: true })).toEqual({ fixtures: 1 });
    expect(await targetState()).toEqual({ users: ['from-snapshot'], files: ['existing.json', 'good.json'] });
  });
});
