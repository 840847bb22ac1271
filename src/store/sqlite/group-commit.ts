import { setImmediate } from 'node:timers';
import type Database from 'better-sqlite3';
import type { SqliteGate } from './sqlite-gate.js';

/** The most write transactions one COMMIT carries: the first of them waits for at most this many others. */
const MOST_PER_COMMIT = 32;

/** A write transaction waiting for the connection; `work` runs in its caller's async context. */
interface Waiting {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: write transactions that wait for the connection together run in one SQLite
 * transaction, each inside its own savepoint, and land with one COMMIT. A transaction that fails is
 * rolled back to its savepoint alone (the others still land), and every caller hears of its own
 * transaction only once the COMMIT carrying it has landed, so nothing is acknowledged before it is
 * stored. On a database file a COMMIT is a write to the WAL, paid twice by every completion (its
 * admission and its log row); under load one COMMIT serves many. A transaction that finds nobody
 * waiting commits alone, for the price of a savepoint.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private scheduled = false;
  // The last commit scheduled, settled once it has run (see `settled`).
  private last: Promise<void> = Promise.resolve();
  // The transactions of the commit running now.
  private carried: Waiting[] = [];
  // Prepared once: a statement compiled on every transaction would cost more than the savepoint itself.
  private readonly savepoint: Database.Statement;
  private readonly release: Database.Statement;

  constructor(
    private readonly db: Database.Database,
    private readonly gate: SqliteGate,
    /** Told when statements were rolled back: what is kept in memory beside the rows must be read again. */
    private readonly rolledBack: () => void,
  ) {
    this.savepoint = db.prepare('SAVEPOINT member');
    this.release = db.prepare('RELEASE member');
  }

  /** Runs `work` as a write transaction; resolves with its result once the COMMIT carrying it has landed. */
  run<R>(work: () => Promise<R>): Promise<R> {
    let start!: () => void;
    // Registered here, the work runs in its own caller's async context (its namespace's clock, its trace) whichever commit carries it.
    const started = new Promise<void>((resolve) => {
      start = resolve;
    }).then(work);
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ work: () => (start(), started), resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Commits what waits at the end of this turn of the event loop, when the requests read in this turn
   * have asked for theirs (a transaction begun at once would always be alone). Until then statements
   * outside transactions still run at once: they see the store as it was before these transactions,
   * as they would had the transactions been asked for a moment later. `setImmediate` is node:timers'
   * own, which a test suite's fake timers do not hold.
   */
  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    this.last = new Promise<void>((resolve) => {
      setImmediate(() => {
        // A commit that throws where it should not (a statement on a closed connection) fails what it carried, never hangs them.
        // One refused by the gate (it waited behind a transaction that did not end: one begun inside another) fails what waits.
        void this.gate
          .alone(() => this.commitWaiting().catch((error: unknown) => this.failCarried(error)))
          .then(resolve, (error: unknown) => {
            this.scheduled = false;
            for (const member of this.waiting.splice(0)) member.reject(error);
            resolve();
          });
      });
    });
  }

  /** Resolves once every transaction asked for so far has landed or failed: the connection may close then. */
  async settled(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.last;
      await seen;
    } while (seen !== this.last);
  }

  /** Runs the transactions waiting now (up to MOST_PER_COMMIT) and commits them; later arrivals get the next commit. */
  private async commitWaiting(): Promise<void> {
    this.scheduled = false;
    const batch = this.waiting.splice(0, MOST_PER_COMMIT);
    this.carried = batch;
    const landed: { member: Waiting; value: unknown }[] = [];
    const failAll = (members: readonly Waiting[], error: unknown) => {
      for (const member of members) member.reject(error);
    };
    const failLanded = (error: unknown) =>
      failAll(
        landed.map(({ member }) => member),
        error,
      );
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      // Another process held the write lock past the busy timeout: each of these would have failed alone too.
      failAll(batch, error);
      return this.schedule();
    }
    // Alone, a transaction needs no savepoint: a failure rolls back the whole transaction, which is its own.
    const alone = batch.length === 1;
    for (let index = 0; index < batch.length; index++) {
      const member = batch[index];
      if (!alone) this.savepoint.run();
      try {
        const value = await member.work();
        if (!alone) this.release.run();
        landed.push({ member, value });
      } catch (error) {
        if (this.db.inTransaction) this.db.exec(alone ? 'ROLLBACK' : 'ROLLBACK TO member; RELEASE member');
        this.rolledBack();
        member.reject(error);
        if (!this.db.inTransaction) {
          // The whole transaction is gone: it was this one's alone, or SQLite rolled it back (a full disk, an I/O error) with what landed before.
          failLanded(error);
          // Those not yet run wait for the next commit.
          this.waiting.unshift(...batch.slice(index + 1));
          return this.schedule();
        }
      }
    }
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.rolledBack();
      failLanded(error);
      return this.schedule();
    }
    for (const { member, value } of landed) member.resolve(value);
    this.schedule();
  }

  /** Fails every transaction of the commit that threw (those already answered keep their answer) and rolls back what it began. */
  private failCarried(error: unknown): void {
    for (const member of this.carried) member.reject(error);
    try {
      if (this.db.open && this.db.inTransaction) this.db.exec('ROLLBACK');
      this.rolledBack();
    } catch {
      // The callers have the error that stopped the commit; the connection's next statement reports its own state.
    }
    this.schedule();
  }
}
