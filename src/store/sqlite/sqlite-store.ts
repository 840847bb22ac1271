import type { Store, StoreSession, StoreTransaction } from '../repositories.js';
import { createSqliteMarketplaceRepository } from './marketplace-repository.js';
import { createSqliteAgentConfigRepository } from './agent-config-repository.js';
import { createSqliteApiKeyRepository } from './api-key-repository.js';
import { AccountsVersion } from './accounts-version.js';
import { completionTimesOf } from './completion-times.js';
import { changedElsewhere } from './data-version.js';
import { journalCountsOf } from './journal-counts.js';
import { createSqliteJournalRepository } from './journal-repository.js';
import { openDatabase } from './open-database.js';
import { createSqliteRequestLogRepository } from './request-log-repository.js';
import { RunsInFlight } from './runs-in-flight.js';
import { createSqliteRunReservationRepository } from './run-reservation-repository.js';
import { GroupCommit } from './group-commit.js';
import { createSqliteNamespaceOwnerRepository } from './namespace-owner-repository.js';
import { bindRepository, immediately, SqliteGate } from './sqlite-gate.js';
import { exportSqliteRows, importSqliteRows, sqliteRowsDeleter } from './sqlite-rows.js';
import { createSqliteUserRepository } from './user-repository.js';
import { createSqliteNamespaceBudgetRepository } from './namespace-budget-repository.js';
import { SETTINGS_TABLES } from '../store-rows.js';

/**
 * The SQLite-backed store (better-sqlite3, WAL, migrations applied on open). Statements run
 * synchronously underneath; a transaction spanning awaits holds the connection alone (see SqliteGate),
 * and write transactions waiting together share a COMMIT (see GroupCommit).
 */
export function createSqliteStore(location: string, options: { stallMs?: number } = {}): Store {
  const db = openDatabase(location);
  // `stallMs`: how long a transaction may hold the connection while store calls wait before they are refused (see SqliteGate).
  const gate = new SqliteGate(options.stallMs);
  // Kept beside the rows (rate-limit windows, journal retention); forgotten wherever rows go back, away or in wholesale.
  const completions = completionTimesOf(db);
  const journalCounts = journalCountsOf(db);
  const runsInFlight = new RunsInFlight(db);
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const accounts = new AccountsVersion(changedElsewhere(db), () => totalChanges.get() as number);
  const forgetKept = () => {
    completions.forgetAll();
    journalCounts.forgetAll();
    runsInFlight.forgetAll();
    accounts.moved();
  };
  const reservations = createSqliteRunReservationRepository(db, runsInFlight);
  const logs = createSqliteRequestLogRepository(db, completions, (userId, now) => runsInFlight.count(userId, now));
  const repositories = {
    users: accounts.versioned(createSqliteUserRepository(db)),
    apiKeys: accounts.versioned(createSqliteApiKeyRepository(db, (userId, query) => logs.windowCounts(userId, query.sinces, query.until, query.heldAt))),
    logs,
    agentConfigs: createSqliteAgentConfigRepository(db),
    reservations,
    journal: createSqliteJournalRepository(db, journalCounts),
    namespaceOwners: createSqliteNamespaceOwnerRepository(db),
    marketplace: createSqliteMarketplaceRepository(db),
    budgets: createSqliteNamespaceBudgetRepository(db),
  };
  const session = (call: <R>(work: () => R) => Promise<R>): StoreSession => ({
    users: bindRepository(repositories.users, call),
    apiKeys: bindRepository(repositories.apiKeys, call),
    logs: bindRepository(repositories.logs, call),
    agentConfigs: bindRepository(repositories.agentConfigs, call),
    reservations: bindRepository(repositories.reservations, call),
    journal: bindRepository(repositories.journal, call),
    namespaceOwners: bindRepository(repositories.namespaceOwners, call),
    marketplace: bindRepository(repositories.marketplace, call),
    budgets: bindRepository(repositories.budgets, call),
  });
  const transactionSession: StoreTransaction = { ...session(immediately), lockUser: () => Promise.resolve() };
  // Write transactions waiting together land with one COMMIT, each in its own savepoint. One writer per
  // database file: the commit's BEGIN IMMEDIATE takes the write lock at once, so a transaction of another
  // process waits (busy_timeout) instead of failing at its first write.
  const writes = new GroupCommit(db, gate, forgetKept);
  const deleteRows = sqliteRowsDeleter(db);
  // A reset keeps the settings tables (budgets): they are configuration, not what a test wrote.
  const clearRows = sqliteRowsDeleter(db, SETTINGS_TABLES);
  const inOneTransaction = <T>(work: () => T) =>
    gate.run(() => {
      try {
        return db.transaction(work).immediate();
      } finally {
        forgetKept();
      }
    });
  return {
    kind: 'sqlite',
    location,
    ...session((work) => gate.run(work)),
    transaction: (work, options) =>
      options?.readOnly
        ? gate.alone(async () => {
            // A reading transaction is a WAL snapshot (BEGIN DEFERRED): other processes on the file may write meanwhile.
            db.exec('BEGIN');
            try {
              const result = await work(transactionSession);
              db.exec('COMMIT');
              return result;
            } catch (error) {
              if (db.inTransaction) db.exec('ROLLBACK');
              forgetKept();
              throw error;
            }
          })
        : writes.run(() => work(transactionSession)),
    resetUser: (userId) =>
      inOneTransaction(() => {
        db.prepare('DELETE FROM run_models WHERE user_id = ?').run(userId);
        db.prepare('DELETE FROM request_logs WHERE user_id = ?').run(userId);
        db.prepare('DELETE FROM agent_configs WHERE user_id = ?').run(userId);
      }),
    clear: () => inOneTransaction(clearRows),
    exportRows: () => gate.run(() => db.transaction(() => exportSqliteRows(db))()),
    importRows: (rows) => inOneTransaction(() => importSqliteRows(db, deleteRows, rows)),
    // Transactions asked for before the close land first, as they would have had they begun at once.
    close: () =>
      writes.settled().then(() =>
        gate.run(() => {
          if (db.open) db.close();
        }),
      ),
    accountsVersion: () => accounts.current(),
  };
}
