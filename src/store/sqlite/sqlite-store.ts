import type { Store } from '../repositories.js';
import { createSqliteAgentConfigRepository } from './agent-config-repository.js';
import { createSqliteApiKeyRepository } from './api-key-repository.js';
import { openDatabase } from './open-database.js';
import { createSqliteRequestLogRepository } from './request-log-repository.js';
import { createSqliteRunReservationRepository } from './run-reservation-repository.js';
import { createSqliteUserRepository } from './user-repository.js';

/** The SQLite-backed store (better-sqlite3, WAL, migrations applied on open). */
export function createSqliteStore(location: string): Store {
  const db = openDatabase(location);
  return {
    users: createSqliteUserRepository(db),
    apiKeys: createSqliteApiKeyRepository(db),
    logs: createSqliteRequestLogRepository(db),
    agentConfigs: createSqliteAgentConfigRepository(db),
    reservations: createSqliteRunReservationRepository(db),
    transaction: (work) => db.transaction(work)(),
    resetUser: (userId) =>
      db.transaction(() => {
        db.prepare('DELETE FROM run_models WHERE user_id = ?').run(userId);
        db.prepare('DELETE FROM request_logs WHERE user_id = ?').run(userId);
        db.prepare('DELETE FROM agent_configs WHERE user_id = ?').run(userId);
      })(),
    serialize: () => db.serialize(),
    clear: () => db.exec('DELETE FROM run_reservations; DELETE FROM run_models; DELETE FROM request_logs; DELETE FROM agent_configs; DELETE FROM api_keys; DELETE FROM users;'),
    close: () => {
      if (db.open) db.close();
    },
    location,
  };
}
