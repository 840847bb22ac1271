import type { MarketplaceListing, MarketplaceReview } from './repositories.js';

/** A row of marketplace_listings, as either store returns it (PostgreSQL's BIGINT may come back as text). */
export interface ListingRow {
  id: string;
  kind: MarketplaceListing['kind'];
  user_id: string;
  created_at: string | number;
  fields: string;
}

/** A row of marketplace_reviews, as either store returns it. */
export interface ReviewRow {
  id: string;
  listing_id: string;
  model_type: string;
  user_id: string;
  rating: number;
  comment: string;
  created_at: string | number;
}

/** A listing from its row. */
export const listingOfRow = (row: ListingRow): MarketplaceListing => ({
  id: row.id,
  kind: row.kind,
  userId: row.user_id,
  createdAt: Number(row.created_at),
  fields: JSON.parse(row.fields),
});

/** A review from its row. */
export const reviewOfRow = (row: ReviewRow): MarketplaceReview => ({
  id: row.id,
  listingId: row.listing_id,
  modelType: row.model_type,
  userId: row.user_id,
  rating: row.rating,
  comment: row.comment,
  createdAt: Number(row.created_at),
});
