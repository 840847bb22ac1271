import type Database from 'better-sqlite3';
import { type ListingRow, listingOfRow, type ReviewRow, reviewOfRow } from '../marketplace-rows.js';
import type { MarketplaceRepository } from '../repositories.js';
import type { Synchronous } from './sqlite-gate.js';

/** The local marketplace's listings and reviews in SQLite. */
export function createSqliteMarketplaceRepository(db: Database.Database): Synchronous<MarketplaceRepository> {
  const upsert = db.prepare(`
    INSERT INTO marketplace_listings (id, kind, user_id, created_at, fields) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET fields = excluded.fields`);
  const byId = db.prepare<[string], ListingRow>('SELECT * FROM marketplace_listings WHERE id = ?');
  const ofKind = db.prepare<[string], ListingRow>('SELECT * FROM marketplace_listings WHERE kind = ? ORDER BY created_at DESC, id');
  const insertReview = db.prepare('INSERT INTO marketplace_reviews (id, listing_id, model_type, user_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const reviewsOf = db.prepare<[string], ReviewRow>('SELECT * FROM marketplace_reviews WHERE listing_id = ? ORDER BY created_at, id');
  return {
    put: (listing) => void upsert.run(listing.id, listing.kind, listing.userId, listing.createdAt, JSON.stringify(listing.fields)),
    get: (id) => {
      const row = byId.get(id);
      return row ? listingOfRow(row) : undefined;
    },
    list: (kind) => ofKind.all(kind).map(listingOfRow),
    addReview: (review) => void insertReview.run(review.id, review.listingId, review.modelType, review.userId, review.rating, review.comment, review.createdAt),
    reviews: (listingId) => reviewsOf.all(listingId).map(reviewOfRow),
  };
}
