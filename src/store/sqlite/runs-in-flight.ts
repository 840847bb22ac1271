import type Database from 'better-sqlite3';
import { changedElsewhere } from './data-version.js';

/** Users whose runs in flight are kept; past it the whole set is read again as users come. */
const USERS_KEPT = 10_000;

/**
 * When each of a user's reservations (runs in flight) expires, kept beside SQLite so the rate-limit
 * windows, read on every authenticated request, count runs in flight without a query. Exact as the
 * completion times are: read from the database on a user's first use, following every reservation
 * this connection creates or removes, dropped when a transaction rolls back, when rows are deleted or
 * imported, and whenever another connection has committed to the file (data_version).
 */
export class RunsInFlight {
  /** Reservation id -> expiry, per kept user. */
  private readonly byUser = new Map<string, Map<string, number>>();
  /** The user of each kept reservation. */
  private readonly userOf = new Map<string, string>();
  private readonly changedElsewhere: () => boolean;
  private readonly expiries: Database.Statement<[string], { id: string; expires_at: number }>;

  constructor(db: Database.Database) {
    this.changedElsewhere = changedElsewhere(db);
    this.expiries = db.prepare('SELECT id, expires_at FROM run_reservations WHERE user_id = ?');
  }

  /** A user's reservations that expire after `now` (real time). */
  count(userId: string, now: number): number {
    if (this.changedElsewhere()) this.forgetAll();
    let kept = this.byUser.get(userId);
    if (!kept) {
      if (this.byUser.size >= USERS_KEPT) this.forgetAll();
      kept = new Map();
      for (const row of this.expiries.all(userId)) {
        kept.set(row.id, row.expires_at);
        this.userOf.set(row.id, userId);
      }
      this.byUser.set(userId, kept);
    }
    let count = 0;
    for (const expiresAt of kept.values()) if (expiresAt > now) count += 1;
    return count;
  }

  /** A reservation this connection created. */
  created(userId: string, id: string, expiresAt: number): void {
    const kept = this.byUser.get(userId);
    if (!kept) return;
    kept.set(id, expiresAt);
    this.userOf.set(id, userId);
  }

  /** A reservation this connection removed. */
  removed(id: string): void {
    const userId = this.userOf.get(id);
    if (userId === undefined) return;
    this.userOf.delete(id);
    this.byUser.get(userId)?.delete(id);
  }

  /** Rows were deleted, imported or rolled back: everything is read again on next use. */
  forgetAll(): void {
    this.byUser.clear();
    this.userOf.clear();
  }
}
