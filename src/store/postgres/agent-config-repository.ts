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
    // Every configuration of the run in one statement: arrays unnested side by side (a hash appears once: one row may not be updated twice).
    recordUses: async (userId, uses, at) => {
      if (!uses.length) return;
      await db.write(
        `INSERT INTO agent_configs (user_id, config_hash, config, first_seen, last_seen, uses)
         SELECT $1, used.config_hash, used.config, $2, $2, used.uses FROM unnest($3::text[], $4::text[], $5::int[]) AS used(config_hash, config, uses)
         ON CONFLICT (user_id, config_hash) DO UPDATE SET last_seen = excluded.last_seen, uses = agent_configs.uses + excluded.uses`,
        [userId, at, uses.map((use) => use.configHash), uses.map((use) => JSON.stringify(use.config)), uses.map((use) => use.uses)],
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
