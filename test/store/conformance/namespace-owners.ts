import { describe, expect, it } from 'vitest';
import type { OpenStore } from './store-fixtures.js';

/** Namespace owners: the first claim wins, later claims read it, forgetting frees the name, export and clear carry them. */
export function describeNamespaceOwnerRepository(store: OpenStore): void {
  describe('namespace owners', () => {
    it('gives a namespace to its first claimant and answers every later claim with that owner', async () => {
      expect(await store().namespaceOwners.claim('team', 'alice', 100)).toBe('alice');
      expect(await store().namespaceOwners.claim('team', 'bob', 200)).toBe('alice');
      expect(await store().namespaceOwners.claim('open', null, 300)).toBeNull();
      expect(await store().namespaceOwners.claim('open', 'bob', 400)).toBeNull();
    });

    it('lets two claims at once agree on one owner', async () => {
      const owners = await Promise.all(['alice', 'bob', 'carol'].map((owner) => store().namespaceOwners.claim('contested', owner, 100)));
      expect(new Set(owners).size).toBe(1);
    });

    it('frees a forgotten namespace for the next claimant, and forgets every owner on clear', async () => {
      await store().namespaceOwners.claim('team', 'alice', 100);
      await store().namespaceOwners.forget('team');
      expect(await store().namespaceOwners.claim('team', 'bob', 200)).toBe('bob');
      await store().clear();
      expect(await store().namespaceOwners.claim('team', 'carol', 300)).toBe('carol');
    });

    it('exports owners with the other rows and brings them back on import', async () => {
      await store().namespaceOwners.claim('team', 'alice', 100);
      const rows = await store().exportRows();
      expect(rows.tables.namespace_owners).toEqual([{ namespace: 'team', owner_id: 'alice', created_at: 100 }]);
      await store().clear();
      await store().importRows(rows);
      expect(await store().namespaceOwners.claim('team', 'bob', 200)).toBe('alice');
    });
  });
}
