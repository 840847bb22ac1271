import type Database from 'better-sqlite3';
import type { NamespaceOwnerRepository } from '../repositories.js';
import type { Synchronous } from './sqlite-gate.js';

/** Namespace owners in SQLite: the first claim of a name wins, later ones read it. */
export function createSqliteNamespaceOwnerRepository(db: Database.Database): Synchronous<NamespaceOwnerRepository> {
  const insert = db.prepare<[string, string | null, number]>('INSERT OR IGNORE INTO namespace_owners (namespace, owner_id, created_at) VALUES (?, ?, ?)');
  const owner = db.prepare<[string], { owner_id: string | null }>('SELECT owner_id FROM namespace_owners WHERE namespace = ?');
  const remove = db.prepare<[string]>('DELETE FROM namespace_owners WHERE namespace = ?');
  return {
    claim: (namespace, ownerId, at) => {
      insert.run(namespace, ownerId, at);
      return owner.get(namespace)?.owner_id ?? null;
    },
    forget: (namespace) => void remove.run(namespace),
  };
}
