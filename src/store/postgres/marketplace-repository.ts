import type { MarketplaceListing, MarketplaceRepository } from '../repositories.js';
import type { Queryable } from './queryable.js';

interface ListingRow {
  id: string;
  kind: MarketplaceListing['kind'];
  user_id: string;
  created_at: string | number;
  fields: string;
}

interface ReviewRow {
  id: string;
  listing_id: string;
  model_type: string;
  user_id: string;
  rating: number;
  comment: string;
  created_at: string | number;
}

const listingOf = (row: ListingRow): MarketplaceListing => ({ id: row.id, kind: row.kind, userId: row.user_id, createdAt: Number(row.created_at), fields: JSON.parse(row.fields) });

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
      return rows[0] ? listingOf(rows[0]) : undefined;
    },
    list: async (kind) => (await db.query<ListingRow>('SELECT * FROM marketplace_listings WHERE kind = $1 ORDER BY created_at DESC, id', [kind])).rows.map(listingOf),
    addReview: async (review) => {
      await db.write('INSERT INTO marketplace_reviews (id, listing_id, model_type, user_id, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        review.id,
        review.listingId,
        review.modelType,
        review.userId,
        review.rating,
        review.comment,
        review.createdAt,
      ]);
    },
    reviews: async (listingId) =>
      (await db.query<ReviewRow>('SELECT * FROM marketplace_reviews WHERE listing_id = $1 ORDER BY created_at, id', [listingId])).rows.map((row) => ({
        id: row.id,
        listingId: row.listing_id,
        modelType: row.model_type,
        userId: row.user_id,
        rating: row.rating,
        comment: row.comment,
        createdAt: Number(row.created_at),
      })),
  };
}
