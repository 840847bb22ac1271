import pg from 'pg';
import type { Queryable } from './queryable.js';

// pg's own conversion of a JavaScript value to the text it sends as a parameter (arrays as array
// literals, objects as JSON, dates as timestamps); untyped in @types/pg, so named here once.
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/**
 * `text` with its `$n` parameters written in as the literals pg would have sent as their values: an
 * untyped parameter and a quoted literal are both of unknown type, which the server resolves from the
 * context alike (`$4::text[]` and `'{a,b}'::text[]`). The repositories' SQL has no `$` of its own.
 */
export function inlined(text: string, values: readonly unknown[] = []): string {
  return text.replace(/\$(\d+)/g, (_match, position: string) => {
    const index = Number(position) - 1;
    if (index >= values.length) throw new Error(`SQL parameter $${position} has no value`);
    const prepared = prepareValue(values[index]);
    return prepared === null || prepared === undefined ? 'NULL' : pg.escapeLiteral(String(prepared));
  });
}

/**
 * One transaction on one client, sent in as few round trips as it can be. Statements nobody reads the
 * result of (`write`, and BEGIN and the lock before them) wait, and go in one message with the next
 * statement that is read, or with the COMMIT: the simple query protocol carries several statements, which
 * the server runs in order and stops at the first that fails (the transaction is then aborted, and the
 * failure is the caller's, as it would have been one statement later). A settlement of a run (its
 * log row, its models, its reservation, its cost, its agent configurations) is then one round trip, and
 * the user's lock is held for the time the server takes to run it rather than for one client round trip
 * per statement. Nothing is acknowledged before the COMMIT carrying it has returned.
 */
export class BatchedTransaction implements Queryable {
  private readonly waiting: string[];
  // Whether a message has gone: the server has a transaction open that a failure must roll back.
  private begun = false;

  constructor(
    private readonly client: pg.ClientBase,
    begin: string,
  ) {
    this.waiting = [begin];
  }

  async query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    if (this.begun && this.waiting.length === 0) return this.client.query<R>(text, values);
    return this.send<R>(inlined(text, values));
  }

  async write(text: string, values?: unknown[]): Promise<void> {
    this.waiting.push(inlined(text, values));
  }

  /** Sends what waits with COMMIT; resolves once the transaction has landed. */
  async commit(): Promise<void> {
    // A transaction that never asked for anything but its BEGIN has nothing to send.
    if (!this.begun && this.waiting.length <= 1) return;
    await this.send('COMMIT');
  }

  /** Rolls back what the server has begun (statements still waiting are dropped unsent). */
  async rollback(): Promise<void> {
    this.waiting.length = 0;
    if (this.begun) await this.client.query('ROLLBACK');
  }

  private async send<R extends pg.QueryResultRow>(last: string): Promise<pg.QueryResult<R>> {
    const message = [...this.waiting.splice(0), last].join(';\n');
    this.begun = true;
    const results = (await this.client.query<R>(message)) as pg.QueryResult<R> | pg.QueryResult<R>[];
    return Array.isArray(results) ? (results.at(-1) as pg.QueryResult<R>) : results;
  }
}
