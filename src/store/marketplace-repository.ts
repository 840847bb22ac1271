/** What the marketplace offers: prompts and agents (swarms.world's two kinds of listing). */
export type MarketplaceKind = 'prompt' | 'agent';

/** One listing of the local marketplace, its fields as the marketplace API answers them. */
export interface MarketplaceListing {
  id: string;
  kind: MarketplaceKind;
  userId: string;
  createdAt: number;
  /** The listing's fields (name, description, prompt or agent, use cases, tags, ...). */
  fields: Record<string, unknown>;
}

/** A review of a listing. */
export interface MarketplaceReview {
  id: string;
  listingId: string;
  /** agent, prompt or tool, as the reviewer named it. */
  modelType: string;
  userId: string;
  rating: number;
  comment: string;
  createdAt: number;
}

/** The local marketplace: listings published through its API, and their reviews. */
export interface MarketplaceRepository {
  /** Adds a listing, or replaces the one of the same id (an edit). */
  put(listing: MarketplaceListing): Promise<void>;
  /** One listing by id, of any kind. */
  get(id: string): Promise<MarketplaceListing | undefined>;
  /** Every listing of a kind, newest first. */
  list(kind: MarketplaceKind): Promise<MarketplaceListing[]>;
  addReview(review: MarketplaceReview): Promise<void>;
  /** A listing's reviews, oldest first. */
  reviews(listingId: string): Promise<MarketplaceReview[]>;
}
