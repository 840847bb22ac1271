import { AsyncLocalStorage } from 'node:async_hooks';

/** A repository whose methods answer at once: the synchronous better-sqlite3 form of a promise-based repository. */
export type Synchronous<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : T[K] };

/** Runs `work` now, turning a throw into a rejection. */
function settleNow<R>(work: () => R): Promise<R> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Keeps a transaction that spans awaits alone on its connection. better-sqlite3 has one connection
 * and statements run at once: while a transaction is open, a statement from elsewhere would join it
 * (or be rolled back with it). So store calls wait in line (first come, first served) behind an open
 * transaction; with none open or waiting they run at once, as cheap as the synchronous call.
 */
export class SqliteGate {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  // The open transaction a call comes from (work it started after it ended finds it closed).
  private readonly insideTransaction = new AsyncLocalStorage<{ open: boolean }>();

  /** Runs one statement's work: at once when no transaction is open or waiting, else in line. */
  run<R>(work: () => R): Promise<R> {
    if (this.waiting === 0) return settleNow(work);
    if (this.insideTransaction.getStore()?.open) {
      // Waiting here would wait for the transaction we are inside: a deadlock. Say where the mistake is.
      return Promise.reject(new Error('A store call inside store.transaction() must go through its `tx` argument, not the store itself.'));
    }
    return this.inLine(async () => work());
  }

  /** Runs a transaction's `work` alone on the connection: nothing else reaches it until `work` settles. */
  exclusive<R>(work: () => Promise<R>): Promise<R> {
    const nested = this.refuseNested();
    return nested ?? this.inLine(() => this.asTransaction(work));
  }

  /** The refusal of a transaction begun inside another's work (it would wait for itself), if this is one. */
  refuseNested(): Promise<never> | undefined {
    if (this.insideTransaction.getStore()?.open) return Promise.reject(new Error('store.transaction() cannot be nested; use the `tx` you were given.'));
    return undefined;
  }

  /** Runs `work` alone on the connection, as `exclusive` does, leaving its parts to say which is a transaction's work (`asTransaction`). */
  alone<R>(work: () => Promise<R>): Promise<R> {
    return this.inLine(work);
  }

  /** Runs one transaction's work: until it settles, a store call it makes outside its `tx` is refused rather than left to wait for it. */
  async asTransaction<R>(work: () => Promise<R>): Promise<R> {
    const transaction = { open: true };
    try {
      return await this.insideTransaction.run(transaction, work);
    } finally {
      transaction.open = false;
    }
  }

  private inLine<R>(work: () => Promise<R>): Promise<R> {
    this.waiting += 1;
    const result = this.tail.then(work);
    this.tail = result.then(
      () => this.leave(),
      () => this.leave(),
    );
    return result;
  }

  private leave(): void {
    this.waiting -= 1;
  }
}

/** A promise-based repository over a synchronous one, each call passed through `call`. */
export function bindRepository<T extends object>(repository: Synchronous<T>, call: <R>(work: () => R) => Promise<R>): T {
  const bound: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(repository)) {
    bound[name] = typeof method === 'function' ? (...args: unknown[]) => call(() => method(...args)) : method;
  }
  return bound as T;
}

/** Calls that run at once: a transaction's own statements. */
export const immediately = settleNow;
