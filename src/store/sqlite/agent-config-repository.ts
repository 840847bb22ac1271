import type Database from 'better-sqlite3';
import type { AgentConfigRepository } from '../repositories.js';
import type { Synchronous } from './sqlite-gate.js';

interface AgentConfigRow {
  config: string;
  first_seen: number;
  last_seen: number;
  uses: number;
}

/** The most configurations one upsert writes (six parameters each). */
const UPSERT_ROWS = 500;

/** Agent configurations in SQLite, unique per user by canonical hash. */
export function createSqliteAgentConfigRepository(db: Database.Database): Synchronous<AgentConfigRepository> {
  // One statement per number of configurations a run used (a VALUES row each), prepared on first use.
  const upserts = new Map<number, Database.Statement>();
  const upsertOf = (count: number) => {
    let upsert = upserts.get(count);
    if (!upsert) {
      upsert = db.prepare(`
        INSERT INTO agent_configs (user_id, config_hash, config, first_seen, last_seen, uses) VALUES ${Array(count).fill('(?, ?, ?, ?, ?, ?)').join(', ')}
        ON CONFLICT (user_id, config_hash) DO UPDATE SET last_seen = excluded.last_seen, uses = uses + excluded.uses`);
      upserts.set(count, upsert);
    }
    return upsert;
  };
  const ofUser = db.prepare<[string], AgentConfigRow>('SELECT config, first_seen, last_seen, uses FROM agent_configs WHERE user_id = ? ORDER BY first_seen, config_hash');
  const countOfUser = db.prepare<[string], { count: number }>('SELECT count(*) AS count FROM agent_configs WHERE user_id = ?');
  return {
    recordUses: (userId, uses, at) => {
      // At most UPSERT_ROWS rows a statement: SQLite takes 32,766 parameters in one, and a run may use 10,000 configurations.
      for (let start = 0; start < uses.length; start += UPSERT_ROWS) {
        const chunk = uses.slice(start, start + UPSERT_ROWS);
        upsertOf(chunk.length).run(chunk.flatMap((use) => [userId, use.configHash, JSON.stringify(use.config), at, at, use.uses]));
      }
    },
    list: (userId) =>
      ofUser.all(userId).map((row) => ({
        config: JSON.parse(row.config),
        firstSeen: row.first_seen,
        lastSeen: row.last_seen,
        uses: row.uses,
      })),
    count: (userId) => countOfUser.get(userId)?.count ?? 0,
  };
}
