import type { ApiKeyRepository } from '../repositories.js';
import { type ApiKeyRow, toApiKeyRecord } from '../row-records.js';
import type { Queryable } from './queryable.js';

const COLUMNS = 'id, user_id, masked, created_at, revoked_at, admin';

/** API keys in PostgreSQL, stored as hashes. */
export function createPostgresApiKeyRepository(db: Queryable): ApiKeyRepository {
  return {
    findByHash: async (keyHash) => {
      const { rows } = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1`, [keyHash]);
      return rows[0] && toApiKeyRecord(rows[0]);
    },
    create: async (record) => {
      await db.query('INSERT INTO api_keys (id, user_id, key_hash, masked, created_at, revoked_at, admin) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        record.id,
        record.userId,
        record.keyHash,
        record.masked,
        record.createdAt,
        record.revokedAt,
        record.admin ? 1 : 0,
      ]);
    },
    revoke: async (id, at) => ((await db.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [at, id])).rowCount ?? 0) > 0,
    list: async (userId) => {
      const { rows } = userId
        ? await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY created_at, id`, [userId])
        : await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`);
      return rows.map(toApiKeyRecord);
    },
  };
}
