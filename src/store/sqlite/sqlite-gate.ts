import { setTimeout } from 'node:timers';

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

/** How long the work at the head of the line may hold the connection while others wait, by default (see `SqliteGate`). */
export const STALL_MS = 10_000;

/** A call waiting in line. */
interface InLine {
  start: () => Promise<void>;
  fail: (error: Error) => void;
}

/**
 * Keeps a transaction that spans awaits alone on its connection. better-sqlite3 has one connection
 * and statements run at once: while a transaction is open, a statement from elsewhere would join it
 * (or be rolled back with it). So store calls wait in line (first come, first served) behind an open
 * transaction; with none open or waiting they run at once, as cheap as the synchronous call.
 *
 * A store call made inside a transaction's work through the store itself instead of its `tx`, or a
 * transaction begun inside another's, waits for the transaction it is part of: it would never end.
 * Telling such a call from another request's by its async context would take an AsyncLocalStorage,
 * and on Node 20 one active AsyncLocalStorage makes every promise of the process pay for async hooks.
 * So the gate watches the line instead: when the work at its
 * head has held the connection for `stallMs` while others wait, the calls waiting are refused with an
 * error that names the mistake. The work at the head then meets that error, fails and is rolled back,
 * and the line moves again. Transactions here only await their own statements, so a healthy one holds
 * the connection for milliseconds.
 */
export class SqliteGate {
  private readonly line: InLine[] = [];
  private busy = false;
  private heldSince = 0;
  private watching = false;

  constructor(private readonly stallMs: number = STALL_MS) {}

  /** Runs one statement's work: at once when no transaction is open or waiting, else in line. */
  run<R>(work: () => R): Promise<R> {
    return this.busy ? this.inLine(work) : settleNow(work);
  }

  /** Runs `work` alone on the connection: nothing else reaches it until `work` settles. */
  alone<R>(work: () => Promise<R>): Promise<R> {
    return this.inLine(work);
  }

  private inLine<R>(work: () => R | Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.line.push({ start: () => settleNow(work).then(resolve, reject), fail: reject });
      if (this.busy) this.watch();
      else this.next();
    });
  }

  /** Starts the next call in line, if any; the connection is free when none waits. */
  private next(): void {
    const call = this.line.shift();
    this.busy = call !== undefined;
    if (!call) return;
    this.heldSince = Date.now();
    void call.start().then(() => this.next());
  }

  /** While calls wait, checks that the work at the head keeps moving (node:timers' own timer: fake timers do not hold it). */
  private watch(): void {
    if (!this.watching) this.checkIn(this.stallMs);
  }

  /** Checks the line in `ms`: refuses the waiting calls if the head has held the connection `stallMs`, else looks again when it would have. */
  private checkIn(ms: number): void {
    this.watching = true;
    setTimeout(() => {
      this.watching = false;
      if (!this.busy || this.line.length === 0) return;
      const held = Date.now() - this.heldSince;
      if (held < this.stallMs) return this.checkIn(this.stallMs - held);
      const error = new Error(
        `A store call waited ${Math.round(held / 1000)} s behind a transaction that did not end: a store call inside store.transaction() must go through its \`tx\` argument, not the store itself, and store.transaction() cannot be nested (either waits for its own transaction).`,
      );
      for (const call of this.line.splice(0)) call.fail(error);
    }, ms).unref();
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
