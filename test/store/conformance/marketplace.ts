import { describe, expect, it } from 'vitest';
import type { MarketplaceListing } from '../../../src/store/repositories.js';
import type { OpenStore } from './store-fixtures.js';

const listing = (id: string, kind: MarketplaceListing['kind'], createdAt: number, fields: Record<string, unknown> = {}): MarketplaceListing => ({
  id,
  kind,
  userId: 'u1',
  createdAt,
  fields: { name: `listing ${id}`, ...fields },
});

/** The local marketplace: listings and their reviews. */
export function describeMarketplaceRepository(store: OpenStore): void {
  describe('marketplace', () => {
    it('finds a listing by id with its fields as they were put, and lists one kind newest first', async () => {
      await store().marketplace.put(listing('p1', 'prompt', 1_000, { prompt: 'You write.', useCases: [{ title: 't', description: 'd' }], is_free: true }));
      await store().marketplace.put(listing('p2', 'prompt', 2_000));
      await store().marketplace.put(listing('a1', 'agent', 3_000, { agent: 'code' }));
      expect(await store().marketplace.get('p1')).toEqual(listing('p1', 'prompt', 1_000, { prompt: 'You write.', useCases: [{ title: 't', description: 'd' }], is_free: true }));
      expect(await store().marketplace.get('nothing')).toBeUndefined();
      expect((await store().marketplace.list('prompt')).map((entry) => entry.id)).toEqual(['p2', 'p1']);
      expect((await store().marketplace.list('agent')).map((entry) => entry.id)).toEqual(['a1']);
    });

    it('replaces the fields of a listing put again under its id (an edit), keeping its owner and creation time', async () => {
      await store().marketplace.put(listing('p1', 'prompt', 1_000, { description: 'old' }));
      await store().marketplace.put({ ...listing('p1', 'prompt', 9_000, { description: 'new' }), userId: 'someone else' });
      expect(await store().marketplace.get('p1')).toEqual(listing('p1', 'prompt', 1_000, { description: 'new' }));
    });

    it("keeps a listing's reviews oldest first, apart from another listing's", async () => {
      await store().marketplace.addReview({ id: 'r2', listingId: 'p1', modelType: 'prompt', userId: 'u2', rating: 4, comment: 'good', createdAt: 2_000 });
      await store().marketplace.addReview({ id: 'r1', listingId: 'p1', modelType: 'prompt', userId: 'u1', rating: 5, comment: 'great', createdAt: 1_000 });
      await store().marketplace.addReview({ id: 'r3', listingId: 'p2', modelType: 'prompt', userId: 'u1', rating: 1, comment: 'no', createdAt: 1_500 });
      expect(await store().marketplace.reviews('p1')).toEqual([
        { id: 'r1', listingId: 'p1', modelType: 'prompt', userId: 'u1', rating: 5, comment: 'great', createdAt: 1_000 },
        { id: 'r2', listingId: 'p1', modelType: 'prompt', userId: 'u2', rating: 4, comment: 'good', createdAt: 2_000 },
      ]);
      expect(await store().marketplace.reviews('nothing')).toEqual([]);
    });

    it('exports and imports its rows with the rest of the store, and clear removes them', async () => {
      await store().marketplace.put(listing('p1', 'prompt', 1_000));
      await store().marketplace.addReview({ id: 'r1', listingId: 'p1', modelType: 'prompt', userId: 'u1', rating: 5, comment: 'great', createdAt: 1_000 });
      const rows = await store().exportRows();
      expect(rows.tables.marketplace_listings).toHaveLength(1);
      expect(rows.tables.marketplace_reviews).toHaveLength(1);
      await store().clear();
      expect(await store().marketplace.get('p1')).toBeUndefined();
      await store().importRows(rows);
      expect(await store().marketplace.get('p1')).toEqual(listing('p1', 'prompt', 1_000));
      expect(await store().marketplace.reviews('p1')).toHaveLength(1);
    });
  });
}
