import type { NamespaceOwnerRepository } from '../repositories.js';
import type { Queryable } from './queryable.js';

/** Namespace owners in PostgreSQL: the first claim of a name wins (across replicas), later ones read it. */
export function createPostgresNamespaceOwnerRepository(db: Required<Queryable>): NamespaceOwnerRepository {
  const ownerOf = async (namespace: string) => (await db.query<{ owner_id: string | null }>('SELECT owner_id FROM namespace_owners WHERE namespace = $1', [namespace])).rows[0];
  return {
    claim: async (namespace, ownerId, at) => {
      const inserted = await db.query<{ owner_id: string | null }>(
        'INSERT INTO namespace_owners (namespace, owner_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (namespace) DO NOTHING RETURNING owner_id',
        [namespace, ownerId, at],
      );
      // Nothing inserted: another claim (perhaps another replica's, committed just now) came first.
      return (inserted.rows[0] ?? (await ownerOf(namespace)))?.owner_id ?? null;
    },
    forget: async (namespace) => {
      await db.write('DELETE FROM namespace_owners WHERE namespace = $1', [namespace]);
    },
  };
}
