import pg from 'pg';
import type { Queryable } from './queryable.js';

// pg's own conversion of a JavaScript value to the text it sends as a parameter (arrays as array
// literals, objects as JSON, dates as timestamps); untyped in @types/pg, so named here once.
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/**
 * `text` as a string literal, as pg.escapeLiteral writes it (quotes doubled; with a backslash, an E''
 * literal with backslashes doubled, right whatever standard_conforming_strings says), by the string's own
 * replaceAll: pg's walks the text a character at a time, and a journal tree or response body is kilobytes.
 */
export function literal(text: string): string {
  const quoted = text.replaceAll("'", "''");
  return text.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

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
    return prepared === null || prepared === undefined ? 'NULL' : literal(String(prepared));
  });
}

/** A statement waiting to be sent; `read` hears its result when something reads it. */
interface Waiting {
  statement: string;
  read?: { resolve: (result: pg.QueryResult) => void; reject: (error: unknown) => void };
}

/**
 * One transaction on one client, sent in as few round trips as it can be. Statements nobody reads the
 * result of (`write`, and BEGIN and the lock before them) wait, and go in one message with the next
 * statements read (all those asked for in the same turn, as reads started together are), or with the
 * COMMIT: the simple query protocol carries several statements, which the server runs in order and stops
 * at the first that fails (the transaction is then aborted, and the failure is that of every statement of
 * the message, as it would have been one statement later). A settlement of a run (its log row, its models,
 * its reservation, its cost, its agent configurations) is then one round trip, and the user's lock is held
 * for the time the server takes to run it rather than for one client round trip per statement. Nothing is
 * acknowledged before the COMMIT carrying it has returned.
 */
export class BatchedTransaction implements Queryable {
  private readonly waiting: Waiting[];
  private flushScheduled = false;
  private committed = false;
  // Whether a message has gone: the server has a transaction open that a failure must roll back.
  private begun = false;
  // The last message sent: messages go one after another, in order.
  private sent: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: pg.ClientBase,
    begin: string,
  ) {
    this.waiting = [{ statement: begin }];
  }

  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    return new Promise<pg.QueryResult>((resolve, reject) => {
      this.waiting.push({ statement: inlined(text, values), read: { resolve, reject } });
      // Reads asked for in this turn go together: a microtask runs before any I/O the turn waits for.
      // A failed message fails the reads it carried, which is where its error goes.
      if (!this.flushScheduled) queueMicrotask(() => void this.flush().catch(() => {}));
      this.flushScheduled = true;
    }) as Promise<pg.QueryResult<R>>;
  }

  async write(text: string, values?: unknown[]): Promise<void> {
    this.waiting.push({ statement: inlined(text, values) });
  }

  /** Sends what waits with COMMIT; resolves once the transaction has landed. */
  async commit(): Promise<void> {
    // A transaction that never asked for anything but its BEGIN (or that committed with its last statement) has nothing to send.
    if (this.committed || (!this.begun && this.waiting.length <= 1)) return;
    this.waiting.push({ statement: 'COMMIT' });
    this.committed = true;
    await this.flush();
  }

  /** Sends what waits, `text` and COMMIT in one message: resolves with the result of `text` once the transaction has landed. */
  async commitWith<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    const [result] = await Promise.all([this.query<R>(text, values), this.commit()]);
    return result;
  }

  /** Rolls back what the server has begun (statements still waiting are dropped unsent). */
  async rollback(): Promise<void> {
    const dropped = this.waiting.splice(0);
    for (const { read } of dropped) read?.reject(new Error('The transaction was rolled back before this statement was sent.'));
    await this.sent.catch(() => {});
    if (this.begun) await this.client.query('ROLLBACK');
  }

  /** Sends every statement waiting in one message, after the message before it; each read hears its own result. */
  private flush(): Promise<void> {
    this.flushScheduled = false;
    const message = this.waiting.splice(0);
    if (message.length === 0) return this.sent.then(() => {});
    this.begun = true;
    const sending = this.sent.then(() => this.client.query(message.map(({ statement }) => statement).join(';\n')));
    this.sent = sending.catch(() => {});
    return sending.then(
      (answer) => {
        const results = (Array.isArray(answer) ? answer : [answer]) as pg.QueryResult[];
        message.forEach(({ read }, index) => read?.resolve(results[index]));
      },
      (error: unknown) => {
        for (const { read } of message) read?.reject(error);
        throw error;
      },
    );
  }
}
