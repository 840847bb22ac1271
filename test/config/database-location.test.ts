import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseKind } from '../../src/config/database-location.js';
import { loadConfig } from '../../src/config/load.js';
import { startServer } from '../../src/server.js';
import { maskPostgresUrl } from '../../src/store/postgres/postgres-url.js';
import { scratchDirectory } from '../support/scratch-directory.js';

const URL_WITH_SECRET = 'postgres://team:s3cret-pw@db.internal:5433/swarms';

describe('selecting the store with db', () => {
  it('takes a PostgreSQL URL from the flag, SWARMS_LOCAL_DB or the config file, with either scheme', () => {
    const file = join(scratchDirectory('db-location-'), 'swarms.yaml');
    writeFileSync(file, `db: ${URL_WITH_SECRET}\npostgres:\n  poolSize: 20\n`);
    const fromFile = loadConfig({ file });
    expect(fromFile.db).toBe(URL_WITH_SECRET);
    expect(fromFile.postgres).toEqual({ poolSize: 20, statementTimeoutMs: 30_000, connectTimeoutMs: 5_000 });
    expect(loadConfig({ env: { SWARMS_LOCAL_DB: 'postgresql://u@localhost/app' } }).db).toBe('postgresql://u@localhost/app');
    expect(loadConfig({ flags: { db: URL_WITH_SECRET } }).db).toBe(URL_WITH_SECRET);
    expect(databaseKind(URL_WITH_SECRET)).toBe('postgres');
    expect(databaseKind('POSTGRESQL://u@h/d')).toBe('postgres');
    expect(databaseKind('team.db')).toBe('sqlite');
    expect(databaseKind(':memory:')).toBe('sqlite');
  });

  it('never opens a URL as a file name: other schemes and incomplete PostgreSQL URLs are refused without echoing the password', () => {
    const refused = (db: string) => {
      try {
        loadConfig({ flags: { db }, flagName: (key) => `--${key}` });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error(`${db} was accepted`);
    };
    expect(refused('mysql://root:hunter2@localhost/app')).toMatch(/db \(--db\): is a mysql:\/\/ URL; the stores are a SQLite file/);
    expect(refused('file:///tmp/x.db')).toMatch(/is a file:\/\/ URL/);
    expect(refused('postgres://team:s3cret-pw@db.internal:5433')).toMatch(/names no database/);
    expect(refused('postgres://team:s3cret-pw@db.internal:5433/')).toMatch(/names no database/);
    expect(refused('postgres://team:s3cret-pw@:5433/x')).toMatch(/names no host|not a valid PostgreSQL URL/);
    expect(refused('')).toMatch(/is empty/);
    // A PostgreSQL URL with a slash or the colon missing is a typo, not a file name (which would print its password).
    for (const typo of [
      'postgres:/team:s3cret-pw@db.internal:5433/swarms',
      'postgres//team:s3cret-pw@db.internal/swarms',
      'postgresql:team:s3cret-pw@db/swarms',
      'mysql:/root:hunter2@localhost/app',
    ]) {
      expect(refused(typo)).toMatch(/db \(--db\): (looks like a PostgreSQL URL|is a mysql: URL).*postgres:\/\/user:pass@host:port\/dbname/);
      expect(refused(typo)).not.toMatch(/hunter2|s3cret/);
    }
    expect(loadConfig({ flags: { db: 'data/postgres-team.db' } }).db).toBe('data/postgres-team.db');
    expect(loadConfig({ flags: { db: 'C:/data/team.db' } }).db).toBe('C:/data/team.db');
    for (const db of ['mysql://root:hunter2@localhost/app', 'postgres://team:s3cret-pw@db.internal:5433']) expect(refused(db)).not.toMatch(/hunter2|s3cret/);
  });

  it('checks the PostgreSQL settings strictly', () => {
    expect(() => loadConfig({ env: { SWARMS_LOCAL_POSTGRES: '{"poolSize": 0}' } })).toThrow(/postgres\.poolSize/);
    expect(() => loadConfig({ env: { SWARMS_LOCAL_POSTGRES: '{"poolsize": 5}' } })).toThrow(/poolsize/);
    expect(() => loadConfig({ env: { SWARMS_LOCAL_POSTGRES: '{"statementTimeoutMs": -1}' } })).toThrow(/postgres\.statementTimeoutMs/);
  });

  it('shows a PostgreSQL URL with its password masked', () => {
    expect(maskPostgresUrl(URL_WITH_SECRET)).toBe('postgres://team:***@db.internal:5433/swarms');
    expect(maskPostgresUrl('postgresql://u@h/d?password=abc&sslmode=require')).toBe('postgresql://u@h/d?password=***&sslmode=require');
    expect(maskPostgresUrl('postgres://u@h/d')).toBe('postgres://u@h/d');
    expect(maskPostgresUrl('team.db')).toBe('team.db');
  });
});

describe('starting against a PostgreSQL that is not there', () => {
  it('stops with the masked URL, the driver reason once, and what to check', async () => {
    const db = 'postgres://team:s3cret-pw@127.0.0.1:1/swarms';
    const failure = (await startServer({ db, port: 0 }).then(
      () => undefined,
      (error: unknown) => error,
    )) as Error;
    expect(failure.message).toMatch(
      /Cannot open the PostgreSQL store postgres:\/\/team:\*\*\*@127\.0\.0\.1:1\/swarms \(ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:1\): check that the server is running/,
    );
    expect(failure.message).not.toMatch(/s3cret|retry when it is back/);
  });
});
