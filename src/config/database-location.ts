import { z } from 'zod';

/** Which store a `db` setting selects: a PostgreSQL URL, or a SQLite file (or `:memory:`). */
export function databaseKind(db: string): 'postgres' | 'sqlite' {
  return /^postgres(ql)?:\/\//i.test(db) ? 'postgres' : 'sqlite';
}

const URL_FORM = 'postgres://user:pass@host:port/dbname';

/**
 * A URL with its `://` mistyped (`postgres:/…`, `postgres//…`, `mysql:/…`), which would otherwise be opened
 * as a SQLite file whose name, password included, the banner prints. A one-letter drive (`C:/…`) is a path.
 */
function misspeltUrlProblem(db: string): string | undefined {
  if (/^postgres(ql)?(:|\/\/)/i.test(db)) return `looks like a PostgreSQL URL without its "://": write ${URL_FORM}`;
  const scheme = /^([a-z][a-z0-9+.-]+):\//i.exec(db)?.[1];
  if (scheme) return `is a ${scheme}: URL; the stores are a SQLite file (a path or :memory:) or PostgreSQL (${URL_FORM})`;
  return undefined;
}

/** The `host` parameter of a PostgreSQL URL (libpq's form for a Unix socket folder: `postgres://u:pw@/db?host=/run/postgresql`). */
function socketHost(db: string): string | undefined {
  const query = db.indexOf('?');
  return query < 0 ? undefined : (new URLSearchParams(db.slice(query + 1)).get('host') ?? undefined) || undefined;
}

/** A URL whose host is a parameter may leave the authority's host empty (WHATWG URLs refuse that with credentials): it needs a database. */
function socketUrlProblem(db: string): string | undefined {
  const database = /^postgres(?:ql)?:\/\/[^/?]*\/([^?]+)/i.exec(db)?.[1];
  return database ? undefined : 'names no database: postgres://user:pass@/dbname?host=/path/to/socket-folder';
}

/**
 * Why a `db` setting cannot be used, or undefined. A URL is never taken for a file name: a scheme
 * other than postgres:// or postgresql:// is refused, as is a PostgreSQL URL without host or
 * database. The message never repeats the value (it may hold a password).
 */
export function databaseLocationProblem(db: string): string | undefined {
  if (!db.trim()) return 'is empty: give a SQLite file, :memory:, or postgres://user:pass@host:port/dbname';
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(db)?.[1];
  if (!scheme) return misspeltUrlProblem(db);
  if (databaseKind(db) === 'sqlite') return `is a ${scheme}:// URL; the stores are a SQLite file (a path or :memory:) or PostgreSQL (postgres://user:pass@host:port/dbname)`;
  if (socketHost(db)) return socketUrlProblem(db);
  let url: URL;
  try {
    url = new URL(db);
  } catch {
    return 'is not a valid PostgreSQL URL (postgres://user:pass@host:port/dbname; percent-encode special characters in the password)';
  }
  if (!url.hostname) return 'names no host: postgres://user:pass@host:port/dbname';
  if (url.pathname.length <= 1) return 'names no database: postgres://user:pass@host:port/dbname';
  return undefined;
}

/** The `db` setting: a SQLite file, `:memory:`, or a PostgreSQL URL. */
export const dbSetting = z
  .string()
  .default('.swarms-local/swarms-local.db')
  .superRefine((db, context) => {
    const problem = databaseLocationProblem(db);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** Settings of the PostgreSQL store (used only when `db` is a PostgreSQL URL). */
export const postgresSettings = z
  .strictObject({
    /** Connections each process keeps open at most. */
    poolSize: z.number().int().min(1).max(1000).default(10),
    /** The server cancels a statement that runs longer (ms). */
    statementTimeoutMs: z.number().int().positive().default(30_000),
    /** How long a request waits for a connection before the store answers 503 (ms). */
    connectTimeoutMs: z.number().int().positive().default(5_000),
  })
  .default({ poolSize: 10, statementTimeoutMs: 30_000, connectTimeoutMs: 5_000 });
