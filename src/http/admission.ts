import type { Request, Response } from 'express';
import { authenticate, type Principal } from '../accounts/api-keys.js';
import { ledgerClock } from '../accounts/ledger-clock.js';
import { windowQuery } from '../accounts/rate-limits.js';
import { isLoopbackHost } from '../config/network-posture.js';
import type { AppDependencies } from '../app-dependencies.js';
import { DEFAULT_NAMESPACE } from '../runtime/request-scope.js';
import { requirePremium } from './middleware/access-checks.js';
import { requireNamespaceUse } from './middleware/admin-access.js';
import { enforceRateLimit } from './middleware/rate-limit.js';
import type { RouteDefinition } from './route.js';

/** Who is calling and in which namespace, known before the body is read. */
export interface Admission {
  /** Undefined on routes without auth and on keyless open-auth calls. */
  principal: Principal | undefined;
  namespace: string;
}

function headerValue(request: Pick<Request, 'headers'>, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The API key: `x-api-key`, or `Authorization: Bearer` (the hosted API takes either on every endpoint). */
export function apiKeyOf(request: Pick<Request, 'headers'>): string | undefined {
  const key = headerValue(request, 'x-api-key');
  if (key) return key;
  const authorization = headerValue(request, 'authorization');
  return authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
}

/** Whether `open-keyless` routes may be called without a key: open auth, bound to loopback. */
function keylessAllowed(config: AppDependencies['config']): boolean {
  return config.auth === 'open' && isLoopbackHost(config.host);
}

/**
 * Everything decided from the headers alone, before a byte of the body is read: the key, the rate
 * limits, the premium check and the namespace. A namespace is created only for an authenticated
 * caller (or a keyless one where open auth allows it); a route without auth uses a namespace only if
 * it already exists, so requests that fail or skip authentication never add one.
 */
export async function admitRequest(
  route: RouteDefinition,
  deps: Pick<AppDependencies, 'store' | 'clock' | 'config' | 'namespaces' | 'refusals'>,
  request: Request,
  response: Response,
  requested: string,
): Promise<Admission> {
  const key = apiKeyOf(request);
  const keyless = route.auth === 'open-keyless' && !key && keylessAllowed(deps.config);
  if (route.auth === false || keyless) {
    if (keyless) await deps.namespaces.use(requested, null);
    return { principal: undefined, namespace: keyless || deps.namespaces.has(requested) ? requested : DEFAULT_NAMESPACE };
  }
  // A rate-limited route's windows are read with the key where the store can (one round trip, see findWithUser).
  const limited = route.rateLimited !== false;
  const now = limited ? ledgerClock(deps).now() : 0;
  const { principal, windows } = await authenticate(deps.store, deps.config, deps.clock, key, limited ? windowQuery(now) : undefined);
  // Claimed (or its stored owner read) first, so the check below sees the owner a restart or another replica left.
  await deps.namespaces.use(requested, principal.user.id);
  requireNamespaceUse(deps, principal, requested);
  // Completion endpoints are the billable ones: each run is a `completion` log row, what the windows count.
  if (limited) {
    const counted = windows && { now, windows };
    await enforceRateLimit(deps, principal, response, { completion: route.billable === true, refuse: route.rateLimited !== 'report', namespace: requested, counted });
  }
  if (route.premium) requirePremium(principal, request.path);
  return { principal, namespace: requested };
}
