/**
 * Who owns each namespace (strict auth: only its owner, or an admin key, uses it), kept in the store so
 * that ownership survives a restart and every replica on the store sees the same owner.
 */
export interface NamespaceOwnerRepository {
  /** Makes `ownerId` (null: a keyless caller) the owner of `namespace` unless it has one; returns the owner it has. */
  claim(namespace: string, ownerId: string | null, at: number): Promise<string | null>;
  /** Forgets a namespace's owner (the namespace was forgotten); the next request naming it claims it anew. */
  forget(namespace: string): Promise<void>;
}
