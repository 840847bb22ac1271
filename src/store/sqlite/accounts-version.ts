/** Repository methods that only read: every other method of a versioned repository moves the version. */
const READS = new Set(['findById', 'findByName', 'findByHash', 'findWithUser', 'list']);

/**
 * The version of the users and API keys of one SQLite connection (Store.accountsVersion): it moves after
 * every call through the repositories it wraps that changed a row (any method not known to only read is
 * watched; a deduction from an unlimited balance changes none), when rows go back, away or in wholesale
 * (rollback, clear, import: `moved`), and when another connection has committed to the database file
 * (SQLite's data_version), so what was read under one version is still what the database holds while the
 * version stays.
 */
export class AccountsVersion {
  private version = 0;

  constructor(
    /** Whether another connection has committed since it was last asked. */
    private readonly changedElsewhere: () => boolean,
    /** Rows this connection has changed so far (SQLite's total_changes()). */
    private readonly rowsChanged: () => number,
  ) {}

  /** The version now. */
  current(): number {
    if (this.changedElsewhere()) this.moved();
    return this.version;
  }

  /** Something users or keys may hold changed. */
  moved(): void {
    this.version += 1;
  }

  /** `repository` with every method but the reads moving the version when it changed a row. */
  versioned<T extends object>(repository: T): T {
    const wrapped: Record<string, unknown> = {};
    for (const [name, method] of Object.entries(repository)) {
      if (typeof method !== 'function' || READS.has(name)) {
        wrapped[name] = method;
        continue;
      }
      wrapped[name] = (...args: unknown[]) => {
        const before = this.rowsChanged();
        try {
          return method(...args);
        } finally {
          if (this.rowsChanged() !== before) this.moved();
        }
      };
    }
    return wrapped as T;
  }
}
