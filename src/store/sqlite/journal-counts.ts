import type Database from 'better-sqlite3';
import { changedElsewhere } from './data-version.js';

/**
 * How many journal entries each namespace holds, and in all, kept beside the rows so that retention
 * deletes just the entries over a bound, oldest first (a few index steps), instead of looking for the
 * entry `keep` places from the newest (an index walk of `keep` rows) on every write, twice per request.
 * Counts are read from the database on first use and follow the entries this connection inserts;
 * they are forgotten when rows are deleted, imported or rolled back, or another connection commits
 * (data_version), so they are exact whenever retention reads them.
 */
export class JournalCounts {
  private readonly byNamespace = new Map<string, number>();
  private total: number | undefined;

  constructor(
    private readonly countIn: (namespace: string) => number,
    private readonly countAll: () => number,
    private readonly changedElsewhere: () => boolean,
  ) {}

  /** An entry of `namespace` was just inserted: the namespace's count and the total after it. */
  inserted(namespace: string): { namespace: number; total: number } {
    if (this.changedElsewhere()) this.forgetAll();
    const known = this.byNamespace.get(namespace);
    const inNamespace = known === undefined ? this.countIn(namespace) : known + 1;
    const total = this.total === undefined ? this.countAll() : this.total + 1;
    this.byNamespace.set(namespace, inNamespace);
    this.total = total;
    return { namespace: inNamespace, total };
  }

  /** `deleted` entries of `namespace` were trimmed (none: the count was off, read it again next time). */
  trimmedNamespace(namespace: string, count: number, deleted: number): void {
    if (deleted === 0) this.byNamespace.delete(namespace);
    else this.byNamespace.set(namespace, count - deleted);
    if (this.total !== undefined) this.total -= deleted;
  }

  /** `deleted` of the oldest entries of any namespace were trimmed: the namespaces' counts are read again. */
  trimmedTotal(total: number, deleted: number): void {
    this.byNamespace.clear();
    this.total = deleted === 0 ? undefined : total - deleted;
  }

  /** Rows were deleted, imported or rolled back: every count is read again on next use. */
  forgetAll(): void {
    this.byNamespace.clear();
    this.total = undefined;
  }
}

/** The journal counts of a database, read and checked with the statements of this connection. */
export function journalCountsOf(db: Database.Database): JournalCounts {
  const countIn = db.prepare<[string], number>('SELECT count(*) FROM journal_entries WHERE namespace = ?').pluck();
  const countAll = db.prepare<[], number>('SELECT count(*) FROM journal_entries').pluck();
  return new JournalCounts(
    (namespace) => countIn.get(namespace) as number,
    () => countAll.get() as number,
    changedElsewhere(db),
  );
}
