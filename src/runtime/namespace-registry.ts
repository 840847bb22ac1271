import { DEFAULT_NAMESPACE } from './request-scope.js';

/** Where owners are claimed so that restarts and replicas agree (the store's namespace-owner repository is one). */
export interface NamespaceOwnerClaims {
  /** Makes `ownerId` (null: a keyless caller) the owner of `namespace` unless it has one; returns the owner it has. */
  claim(namespace: string, ownerId: string | null, at: number): Promise<string | null>;
  /** Forgets a namespace's owner; the next request naming it claims it anew. */
  forget(namespace: string): Promise<void>;
}

/** How many namespaces the server keeps: per user who created them, and in all. */
interface NamespaceBounds {
  perUser: number;
  total: number;
}

/**
 * The namespaces this server knows: who created each (in strict auth a user controls the clock,
 * faults and scenarios of its own namespaces only) and which were used least recently. A namespace
 * is created by an authenticated request naming it; past a bound the least recently used one (of
 * that user, or of all) is forgotten, and `onEvict` drops its journal, clock, faults and cursors,
 * so no number of requests with fresh namespace names can grow memory without bound. Owners are
 * claimed in the store (`owners`), so a restart or another replica on the same store sees the same
 * owner; memory keeps the ones in use.
 */
export class NamespaceRegistry {
  // Map order is use order: a use moves the namespace to the end, the first one is the least recently used.
  private readonly owners = new Map<string, string | null>();

  constructor(
    private readonly bounds: NamespaceBounds,
    private readonly onEvict: (namespace: string) => void = () => undefined,
    private readonly stored?: () => NamespaceOwnerClaims,
  ) {}

  /**
   * Records a use by `userId` (null: a keyless caller in open auth), creating the namespace, owned by the
   * caller, when new; a namespace the store already knows keeps the owner it has there.
   */
  async use(namespace: string, userId: string | null): Promise<void> {
    if (namespace === DEFAULT_NAMESPACE) return;
    if (this.owners.has(namespace)) {
      const owner = this.owners.get(namespace)!;
      this.owners.delete(namespace);
      this.owners.set(namespace, owner);
      return;
    }
    const owner = this.stored ? await this.stored().claim(namespace, userId, Date.now()) : userId;
    // Another request may have loaded it meanwhile: the store gave both the same owner.
    this.owners.delete(namespace);
    this.owners.set(namespace, owner);
    if (owner !== null) {
      const own = [...this.owners].filter(([, kept]) => kept === owner);
      if (own.length > this.bounds.perUser) this.evict(own[0][0]);
    }
    while (this.owners.size > this.bounds.total) this.evict(this.owners.keys().next().value!);
  }

  /** Whether the namespace exists (the default one always does). */
  has(namespace: string): boolean {
    return namespace === DEFAULT_NAMESPACE || this.owners.has(namespace);
  }

  /** The user who created the namespace; null for the default one or one created keylessly. */
  ownerOf(namespace: string): string | null {
    return this.owners.get(namespace) ?? null;
  }

  /** Namespaces kept now (the default one not counted). */
  get size(): number {
    return this.owners.size;
  }

  /** Forgets every namespace this process keeps (the store's owners were cleared with it). */
  clear(): void {
    this.owners.clear();
  }

  private evict(namespace: string): void {
    this.owners.delete(namespace);
    this.onEvict(namespace);
    // A forgotten namespace is claimable again, by every replica: its stored owner goes too.
    void this.stored?.()
      .forget(namespace)
      .catch(() => undefined);
  }
}
