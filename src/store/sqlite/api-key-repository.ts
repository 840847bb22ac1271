import type Database from 'better-sqlite3';
import type { ApiKeyRepository, WindowCounts, WindowCountsQuery } from '../repositories.js';
import { type ApiKeyRow, KEY_WITH_USER_COLUMNS, type KeyWithUserRow, toApiKeyRecord, toKeyWithUser } from '../row-records.js';
import type { Synchronous } from './sqlite-gate.js';

/** API keys in SQLite, stored as hashes; `windowCounts` reads a user's rate-limit windows (the request logs' own). */
export function createSqliteApiKeyRepository(db: Database.Database, windowCounts: (userId: string, query: WindowCountsQuery) => WindowCounts): Synchronous<ApiKeyRepository> {
  const columns = 'id, user_id, masked, created_at, revoked_at, admin';
  const byHash = db.prepare<[string], ApiKeyRow>(`SELECT ${columns} FROM api_keys WHERE key_hash = ?`);
  const withUser = db.prepare<[string], KeyWithUserRow>(`SELECT ${KEY_WITH_USER_COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.user_id WHERE k.key_hash = ?`);
  const insert = db.prepare('INSERT INTO api_keys (id, user_id, key_hash, masked, created_at, revoked_at, admin) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const all = db.prepare<[], ApiKeyRow>(`SELECT ${columns} FROM api_keys ORDER BY created_at, id`);
  const ofUser = db.prepare<[string], ApiKeyRow>(`SELECT ${columns} FROM api_keys WHERE user_id = ? ORDER BY created_at, id`);
  return {
    findByHash: (keyHash) => {
      const row = byHash.get(keyHash);
      return row && toApiKeyRecord(row);
    },
    // Synchronous on the one connection: the key, its user and the windows are read at one instant.
    findWithUser: (keyHash, windows) => {
      const row = withUser.get(keyHash);
      if (!row) return undefined;
      const found = toKeyWithUser(row);
      return windows && found.user ? { ...found, windows: windowCounts(found.user.id, windows) } : found;
    },
    create: (record) => void insert.run(record.id, record.userId, record.keyHash, record.masked, record.createdAt, record.revokedAt, record.admin ? 1 : 0),
    revoke: (id, at) => revoke.run(at, id).changes > 0,
    list: (userId) => (userId ? ofUser.all(userId) : all.all()).map(toApiKeyRecord),
  };
}
