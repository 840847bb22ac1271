import type { AgentConfigRepository } from '../repositories.js';
import type { Queryable } from './queryable.js';

interface AgentConfigRow {
  config: string;
  first_seen: number;
  last_seen: number;
  uses: number;
}

/** Agent configurations in PostgreSQL, unique per user by canonical hash. */
export function createPostgresAgentConfigRepository(db: Required<Queryable>): AgentConfigRepository {
  return {
    recordUse: async (userId, configHash, config, at) => {
      await db.write(
        `INSERT INTO agent_configs (user_id, config_hash, config, first_seen, last_seen, uses) VALUES ($1, $2, $3, $4, $4, 1)
         ON CONFLICT (user_id, config_hash) DO UPDATE SET last_seen = excluded.last_seen, uses = agent_configs.uses + 1`,
        [userId, configHash, JSON.stringify(config), at],
      );
    },
    list: async (userId) => {
      const { rows } = await db.query<AgentConfigRow>('SELECT config, first_seen, last_seen, uses FROM agent_configs WHERE user_id = $1 ORDER BY first_seen, config_hash', [
        userId,
      ]);
      return rows.map((row) => ({ config: JSON.parse(row.config), firstSeen: row.first_seen, lastSeen: row.last_seen, uses: row.uses }));
    },
    count: async (userId) => (await db.query<{ count: number }>('SELECT count(*) AS count FROM agent_configs WHERE user_id = $1', [userId])).rows[0]?.count ?? 0,
  };
}
