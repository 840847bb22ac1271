import type pg from 'pg';
import { isStoreUnavailable, StoreUnavailableError } from '../store-unavailable.js';

/** What the repositories need of a connection: the pool, or the one client of a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /**
   * A statement whose result nobody reads. In a transaction it may wait and go with the next statement
   * (its failure then fails that one, or the COMMIT); elsewhere it runs at once.
   */
  write?(text: string, values?: unknown[]): Promise<void>;
}

// Socket errors of Node, and the SQLSTATE classes that mean the server is gone, starting, stopping
// or out of connections (08 connection exception, 57P01-03 shutdown / cannot connect now, 53300).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// pg's own messages for a connection that died or never came (they carry no code).
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|not queryable/i;

/** Why `error` means PostgreSQL is out of reach, or undefined when it is an ordinary query error. */
export function unavailableReason(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return `${code}: ${message}`;
  if (code === '57014') return `statement timeout: ${message}`;
  if (!code && CONNECTION_MESSAGES.test(message)) return message;
  if (error instanceof AggregateError && error.errors.some((inner) => unavailableReason(inner))) return unavailableReason(error.errors[0]) ?? message;
  return undefined;
}

/** `error` as a StoreUnavailableError when PostgreSQL is out of reach; any other error unchanged. */
export function translateError(error: unknown): unknown {
  if (isStoreUnavailable(error)) return error;
  const reason = unavailableReason(error);
  return reason === undefined ? error : new StoreUnavailableError('postgres', `The PostgreSQL store is unavailable (${reason}); retry when it is back.`, { cause: error, reason });
}

/** A connection whose failures to reach the database surface as StoreUnavailableError. */
export function translated(db: Queryable): Required<Queryable> {
  const query: Queryable['query'] = async (text, values) => {
    try {
      return await db.query(text, values);
    } catch (error) {
      throw translateError(error);
    }
  };
  return {
    query,
    write: async (text, values) => {
      try {
        await (db.write ? db.write(text, values) : db.query(text, values));
      } catch (error) {
        throw translateError(error);
      }
    },
  };
}
