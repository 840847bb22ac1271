import { describe, expect, it } from 'vitest';
import { CompletionTimes } from '../../src/store/sqlite/completion-times.js';

/** A stand-in database: rows per user, a data_version, and how often the cache read a user from it. */
function fakeDatabase(rows: Record<string, number[]>) {
  const database = { rows, version: 1, loads: 0 };
  let seenVersion: number | undefined;
  const cache = new CompletionTimes(
    (userId, limit) => {
      database.loads += 1;
      const times = [...(database.rows[userId] ?? [])].sort((left, right) => left - right);
      return times.length > limit ? undefined : times;
    },
    () => {
      const changed = database.version !== seenVersion;
      seenVersion = database.version;
      return changed;
    },
  );
  return { database, cache };
}

/** What SQL would answer: completions of a user with since <= time <= until. */
const countIn = (times: number[], since: number, until: number) => times.filter((time) => time >= since && time <= until).length;

describe('CompletionTimes', () => {
  it('counts and lists a window as SQL would, bounds included, reading the user once', () => {
    const times = [5, 10, 10, 20, 30, 30, 30, 45];
    const { database, cache } = fakeDatabase({ ada: times });

    for (const [since, until] of [
      [0, 100],
      [10, 30],
      [11, 29],
      [30, 30],
      [46, 50],
      [-5, 4],
    ]) {
      expect(cache.count('ada', since, until), `${since}..${until}`).toBe(countIn(times, since, until));
      expect(cache.windows('ada', [since], until)?.[0].oldest).toEqual(times.filter((time) => time >= since && time <= until)[0]);
    }
    expect(database.loads).toBe(1);
  });

  it('follows the rows written after it read a user, in their place even when they arrive out of order', () => {
    const { database, cache } = fakeDatabase({ ada: [10, 20] });
    cache.count('ada', 0, 100);
    for (const time of [25, 15, 20, 5]) {
      database.rows.ada.push(time);
      cache.added('ada', time);
    }

    expect(cache.windows('ada', [0], 100)).toEqual([{ count: database.rows.ada.length, oldest: Math.min(...database.rows.ada) }]);
    expect(cache.count('ada', 15, 20)).toBe(countIn(database.rows.ada, 15, 20));
    // Each in its place: the oldest from any point on is the next row in time order.
    // Several windows read together: each from its own start.
    const sinces = [6, 11, 16, 21];
    expect(cache.windows('ada', sinces, 100)?.map((window) => window.oldest)).toEqual(sinces.map((since) => Math.min(...database.rows.ada.filter((time) => time >= since))));
    expect(database.loads).toBe(1);
  });

  it('reads again after another connection committed (data_version moved) or after forgetAll', () => {
    const { database, cache } = fakeDatabase({ ada: [10] });
    cache.count('ada', 0, 100);
    database.rows.ada.push(50);
    database.version += 1;

    expect(cache.count('ada', 0, 100)).toBe(2);
    database.rows.ada = [];
    cache.forgetAll();
    expect(cache.count('ada', 0, 100)).toBe(0);
    expect(database.loads).toBe(3);
  });

  it('answers undefined for a user with more completions than it keeps, so the caller counts in SQL', () => {
    const { cache } = fakeDatabase({ busy: Array.from({ length: 500_001 }, (_unused, index) => index) });

    expect(cache.count('busy', 0, 10)).toBeUndefined();
    expect(cache.windows('busy', [0], 10)).toBeUndefined();
  });
});
