import type Database from 'better-sqlite3';
import { changedElsewhere } from './data-version.js';

/** Completion times kept in all (8 bytes each); past it the least recently read users are dropped first. */
const TIMES_KEPT = 2_000_000;

/** A user with more completions than this is counted in SQL each time. */
const TIMES_KEPT_PER_USER = 500_000;

/** Index of the first time in a sorted list that is not before `value` (`inclusive`) or is after it. */
function boundOf(times: number[], value: number, inclusive: boolean): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle] < value || (!inclusive && times[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const lowerBound = (times: number[], value: number) => boundOf(times, value, true);
const upperBound = (times: number[], value: number) => boundOf(times, value, false);

/**
 * The completion times of recently active users, sorted, kept beside SQLite so the rate-limit windows
 * are counted in memory instead of by an index scan per request (the windows are read on every
 * authenticated request, and a day's window holds every completion of the day). Exact: a user's list
 * is read from the database on first use and follows every completion row this connection writes;
 * it is dropped when a transaction rolls back, when rows are deleted or imported, and whenever
 * another connection has committed to the database file (SQLite's data_version), so a second process
 * on the same file can never leave it stale. PostgreSQL, where replicas share the rows, counts in SQL.
 */
export class CompletionTimes {
  private readonly byUser = new Map<string, number[]>();
  private kept = 0;

  /**
   * @param load every completion time of a user, oldest first (undefined when the user has more than `limit`)
   * @param changedElsewhere whether another connection has committed since it was last asked
   */
  constructor(
    private readonly load: (userId: string, limit: number) => number[] | undefined,
    private readonly changedElsewhere: () => boolean,
  ) {}

  /** A user's completion times, or undefined when they are too many to keep (count those in SQL). */
  private timesOf(userId: string): number[] | undefined {
    if (this.changedElsewhere()) this.forgetAll();
    let times = this.byUser.get(userId);
    if (times) {
      // Most recently read last: the first entry is the one to drop.
      this.byUser.delete(userId);
    } else {
      times = this.load(userId, TIMES_KEPT_PER_USER);
      if (!times) return undefined;
      this.kept += times.length;
    }
    this.byUser.set(userId, times);
    this.dropLeastRecent();
    return times;
  }

  /** Drops the least recently read users while more than TIMES_KEPT times are kept (never the one just read). */
  private dropLeastRecent(): void {
    for (const [userId, times] of this.byUser) {
      if (this.kept <= TIMES_KEPT || this.byUser.size === 1) break;
      this.byUser.delete(userId);
      this.kept -= times.length;
    }
  }

  /** Completions of a user with since <= time <= until; undefined when not kept. */
  count(userId: string, since: number, until: number): number | undefined {
    const times = this.timesOf(userId);
    return times && Math.max(0, upperBound(times, until) - lowerBound(times, since));
  }

  /** A user's completions in [since, until] and the oldest of them, for each `since` (the rate-limit windows, read together); undefined when not kept. */
  windows(userId: string, sinces: readonly number[], until: number): { count: number; oldest: number | undefined }[] | undefined {
    const times = this.timesOf(userId);
    if (!times) return undefined;
    const end = upperBound(times, until);
    return sinces.map((since) => {
      const start = lowerBound(times, since);
      const count = Math.max(0, end - start);
      return { count, oldest: count > 0 ? times[start] : undefined };
    });
  }

  /** A completion row this connection wrote: added in its place if the user is kept. */
  added(userId: string, createdAt: number): void {
    const times = this.byUser.get(userId);
    if (!times) return;
    if (times.length >= TIMES_KEPT_PER_USER) {
      this.byUser.delete(userId);
      this.kept -= times.length;
      return;
    }
    times.splice(upperBound(times, createdAt), 0, createdAt);
    this.kept += 1;
  }

  /** Rows were deleted, imported or rolled back: everything is read again on next use. */
  forgetAll(): void {
    this.byUser.clear();
    this.kept = 0;
  }
}

/** The completion times of a database's users, read and checked with the statements of this connection. */
export function completionTimesOf(db: Database.Database): CompletionTimes {
  const timesOf = db.prepare<[string, number], number>("SELECT created_at FROM request_logs WHERE user_id = ? AND category = 'completion' ORDER BY created_at LIMIT ?").pluck();
  return new CompletionTimes((userId, limit) => {
    const times = timesOf.all(userId, limit + 1);
    return times.length > limit ? undefined : times;
  }, changedElsewhere(db));
}
