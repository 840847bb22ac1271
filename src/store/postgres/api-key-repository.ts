import type { ApiKeyRepository } from '../repositories.js';
import { type ApiKeyRow, KEY_WITH_USER_COLUMNS, type KeyWithUserRow, toApiKeyRecord, toKeyWithUser } from '../row-records.js';
import type { Queryable } from './queryable.js';

const COLUMNS = 'id, user_id, masked, created_at, revoked_at, admin';

const KEY_WITH_USER = `SELECT ${KEY_WITH_USER_COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.user_id WHERE k.key_hash = $1`;

/**
 * The key, its user and the user's windows in one statement, so one snapshot (see the request logs' windowCounts):
 * $1 key hash, $2 held at, $3 until, $4 the windows' first instants. Counts as int4 and times as float8, whose
 * arrays pg reads as numbers.
 */
const KEY_WITH_USER_AND_WINDOWS = `SELECT ${KEY_WITH_USER_COLUMNS}, counted.in_flight, counted.counts, counted.oldest
  FROM api_keys k LEFT JOIN users u ON u.id = k.user_id
  CROSS JOIN LATERAL (
    SELECT (SELECT count(*)::int FROM run_reservations WHERE user_id = k.user_id AND expires_at > $2) AS in_flight,
      array_agg((SELECT count(*)::int FROM request_logs WHERE user_id = k.user_id AND category = 'completion' AND created_at >= window_start.since AND created_at <= $3) ORDER BY position) AS counts,
      array_agg((SELECT min(created_at)::float8 FROM request_logs WHERE user_id = k.user_id AND category = 'completion' AND created_at >= window_start.since AND created_at <= $3) ORDER BY position) AS oldest
    FROM unnest($4::bigint[]) WITH ORDINALITY AS window_start(since, position)) AS counted
  WHERE k.key_hash = $1`;

/** A key's row with its user's, and the user's window counts. */
interface CountedRow extends KeyWithUserRow {
  in_flight: number;
  counts: number[];
  oldest: Array<number | null>;
}

/** API keys in PostgreSQL, stored as hashes. */
export function createPostgresApiKeyRepository(db: Queryable): ApiKeyRepository {
  return {
    findByHash: async (keyHash) => {
      const { rows } = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1`, [keyHash]);
      return rows[0] && toApiKeyRecord(rows[0]);
    },
    findWithUser: async (keyHash, windows) => {
      if (!windows) {
        const { rows } = await db.query<KeyWithUserRow>(KEY_WITH_USER, [keyHash]);
        return rows[0] && toKeyWithUser(rows[0]);
      }
      const { rows } = await db.query<CountedRow>(KEY_WITH_USER_AND_WINDOWS, [keyHash, windows.heldAt, windows.until, windows.sinces]);
      const row = rows[0];
      if (!row) return undefined;
      const found = toKeyWithUser(row);
      if (!found.user) return found;
      return { ...found, windows: { windows: (row.counts ?? []).map((count, index) => ({ count, oldest: row.oldest[index] ?? undefined })), inFlight: row.in_flight } };
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
