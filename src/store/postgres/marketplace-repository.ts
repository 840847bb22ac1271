import { type ListingRow, listingOfRow, type ReviewRow, reviewOfRow } from '../marketplace-rows.js';
import type { MarketplaceRepository } from '../repositories.js';
import type { Queryable } from './queryable.js';

/** The local marketplace's listings and reviews in PostgreSQL. */
export function createPostgresMarketplaceRepository(db: Required<Queryable>): MarketplaceRepository {
  return {
    put: async (listing) => {
      await db.write(
        `INSERT INTO marketplace_listings (id, kind, user_id, created_at, fields) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET fields = excluded.fields`,
        [listing.id, listing.kind, listing.userId, listing.createdAt, JSON.stringify(listing.fields)],
      );
    },
    get: async (id) => {
      const { rows } = await db.query<ListingRow>('SELECT * FROM marketplace_listings WHERE id = $1', [id]);
      return rows[0] ? listingOfRow(rows[0]) : undefined;
    },
    list: async (kind) => (await db.query<ListingRow>('SELECT * FROM marketplace_listings WHERE kind = $1 ORDER BY created_at DESC, id', [kind])).rows.map(listingOfRow),
    addReview: async (review) => {
      const values = [review.id, review.listingId, review.modelType, review.userId, review.rating, review.comment, review.createdAt];
      await db.write('INSERT INTO marketplace_reviews (id, listing_id, model_type, user_id, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', values);
    },
    reviews: async (listingId) => (await db.query<ReviewRow>('SELECT * FROM marketplace_reviews WHERE listing_id = $1 ORDER BY created_at, id', [listingId])).rows.map(reviewOfRow),
  };
}
