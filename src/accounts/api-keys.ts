import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../errors/api-error.js';
import type { Config } from '../config/schema.js';
import type { Clock } from '../runtime/clock.js';
import type { ApiKeyRecord, KeyWithUser, Store, Tier, User, WindowCounts, WindowCountsQuery } from '../store/repositories.js';
import { maskKey } from '../security/secrets.js';

/** Who is calling: the user behind the key, and the key's masked form for logs. */
export interface Principal {
  user: User;
  apiKeyId: string;
  maskedKey: string;
  /** The key is an admin key (strict auth's global admin actions). */
  admin: boolean;
}

/** The stored form of a key: sha256 hex (keys are long random strings, so no slow hash is needed). */
function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new random key; always from the system's randomness, never from the seed. */
function generateApiKey(): string {
  return `sk-sl-${randomBytes(24).toString('base64url')}`;
}

/** Options of a new key. */
interface CreateKeyOptions {
  userName: string;
  tier?: Tier;
  /** Credit balance for a newly created user (USD); absent = unlimited. */
  credits?: number | null;
  /** Use this exact key instead of generating one (open-mode registration, tests). */
  key?: string;
  /** An admin key (`keys create --admin`). */
  admin?: boolean;
}

/** Creates a key (and its user when the name is new). The key itself is returned once and never stored. */
export async function createApiKey(store: Store, clock: Clock, options: CreateKeyOptions): Promise<{ key: string; record: ApiKeyRecord; user: User }> {
  const key = options.key ?? generateApiKey();
  const keyHash = hashApiKey(key);
  return store.transaction(async (tx) => {
    let user = await tx.users.findByName(options.userName);
    if (!user) {
      user = {
        id: `user-${keyHash.slice(0, 8)}-${randomBytes(4).toString('hex')}`,
        name: options.userName,
        tier: options.tier ?? 'premium',
        creditBalance: options.credits ?? null,
        createdAt: clock.now(),
      };
      await tx.users.create(user);
    } else if (options.tier && options.tier !== user.tier) {
      await tx.users.setTier(user.id, options.tier);
      user = { ...user, tier: options.tier };
    }
    const record: ApiKeyRecord = {
      id: `key-${keyHash.slice(0, 12)}`,
      userId: user.id,
      masked: maskKey(key),
      createdAt: clock.now(),
      revokedAt: null,
      admin: options.admin ?? false,
    };
    await tx.apiKeys.create({ ...record, keyHash });
    return { key, record, user };
  });
}

/** Keys whose principal is kept per store and accounts version (a scan of random keys cannot grow it past this). */
const PRINCIPALS_KEPT = 1_000;

/** The principals read under one accounts version of a store, by key. */
const principalsRead = new WeakMap<Store, { version: number; byKey: Map<string, Principal> }>();

/** The principal of `key` read while the store's users and keys have not changed since, if any. */
function principalKept(store: Store, key: string, version: number | undefined): Principal | undefined {
  if (version === undefined) return undefined;
  const kept = principalsRead.get(store);
  return kept?.version === version ? kept.byKey.get(key) : undefined;
}

/** The principal of `key` if one is kept for the store's current users and keys: what the next `authenticate` of it would return without reading the store. */
export function keptPrincipal(store: Store, key: string): Principal | undefined {
  return principalKept(store, key, store.accountsVersion?.());
}

/** Keeps a principal read under `version`, if nothing changed while it was read. */
function keepPrincipal(store: Store, key: string, version: number | undefined, principal: Principal): void {
  if (version === undefined || store.accountsVersion?.() !== version) return;
  let kept = principalsRead.get(store);
  if (kept?.version !== version) {
    kept = { version, byKey: new Map() };
    principalsRead.set(store, kept);
  }
  if (kept.byKey.size < PRINCIPALS_KEPT) kept.byKey.set(key, principal);
}

/** Who is calling, and their window counts when they were asked for and read with the key. */
export interface Authenticated {
  principal: Principal;
  windows?: WindowCounts;
}

/**
 * Resolves the API key (`x-api-key` or `Authorization: Bearer`) to a principal. Open mode registers an unknown key as its own
 * user on first use; strict mode answers 403 for it (the hosted server's exact text). While the store
 * says its users and keys are unchanged (Store.accountsVersion), a key's principal is not read again:
 * a revoked key, a new tier or balance is seen by the next request. With `windows`, the user's window
 * counts come back too when they were read in the same round trip as the key (never from a kept principal).
 */
export async function authenticate(store: Store, config: Config, clock: Clock, key: string | undefined, windows?: WindowCountsQuery): Promise<Authenticated> {
  if (!key?.trim()) {
    throw new ApiError('AUTH_MISSING', 'API key is missing. Send your key in the x-api-key header (or as Authorization: Bearer <key>).');
  }
  const version = store.accountsVersion?.();
  const kept = principalKept(store, key, version);
  if (kept) return { principal: kept };
  const read = await readPrincipal(store, config, clock, key, windows);
  keepPrincipal(store, key, version, read.principal);
  return read;
}

/** The principal of a key (with its user's windows when asked), from the store, registering an unknown key in open mode. */
async function readPrincipal(store: Store, config: Config, clock: Clock, key: string, windows: WindowCountsQuery | undefined): Promise<Authenticated> {
  const keyHash = hashApiKey(key);
  const found = await store.apiKeys.findWithUser(keyHash, windows);
  if (found) return { principal: principalOf(found), windows: found.windows };
  if (config.auth === 'strict') throw new ApiError('AUTH_INVALID', 'Invalid API Key');
  try {
    const created = await createApiKey(store, clock, {
      key,
      userName: `user-${keyHash.slice(0, 12)}`,
      tier: config.tier,
      credits: config.initialCredits ?? null,
    });
    return { principal: { user: created.user, apiKeyId: created.record.id, maskedKey: created.record.masked, admin: false } };
  } catch (error) {
    // The key's first requests can arrive together (on one server, or on replicas over one database): one
    // registers it, the others' inserts break its unique constraints and then find its row.
    const registered = await store.apiKeys.findWithUser(keyHash);
    if (!registered) throw error;
    return { principal: principalOf(registered) };
  }
}

/** The principal of a stored key and its user; a revoked key, or one whose user is gone, is refused. */
function principalOf({ key, user }: KeyWithUser): Principal {
  if (key.revokedAt !== null || !user) throw new ApiError('AUTH_INVALID', 'Invalid API Key');
  return { user, apiKeyId: key.id, maskedKey: key.masked, admin: key.admin };
}
