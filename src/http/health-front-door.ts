import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';
import { keptPrincipal } from '../accounts/api-keys.js';
import { ledgerClock } from '../accounts/ledger-clock.js';
import { windowStates } from '../accounts/rate-limits.js';
import type { AppDependencies } from '../app-dependencies.js';
import { apiKeyOf } from './admission.js';
import { rateLimitHeaders } from './middleware/rate-limit.js';
import { HEALTHY } from './routes/system.js';
import { watchRequest } from './request-telemetry.js';

/** The header that names a request's namespace (see namespace.ts): a probe that sends it goes through the app. */
const NAMESPACE_HEADER = 'x-swarms-local-namespace';

/** The route label `/health` is measured under, as the route table labels it. */
const HEALTH_START = { route: '/health', run: false };

/**
 * The server's request listener: `GET /health` from a key already known, within its rate limits, in
 * the default namespace, is answered here, before express; every other request, and every probe that
 * is not that (no key or a key not read yet, a full window, a namespace, tracing on, a store error), goes
 * to the app as before, which answers it as it always did. Load balancers probe `/health` every few
 * seconds, and express's entry, its request pipeline and its response helpers were about two thirds of
 * such a request's CPU. The answer is the app's byte for byte (the rate-limit headers, then the JSON's
 * Content-Type and Content-Length, the same body), it is measured and logged as the app's is, and nothing
 * is decided differently: the key's principal is the one `authenticate` keeps while the store's users and
 * keys are unchanged, and its windows are read from the store for each probe, as the app's are.
 */
export function answerHealthFirst(app: Express, deps: AppDependencies): RequestListener & { app: Express } {
  const body = JSON.stringify(HEALTHY);
  const length = String(Buffer.byteLength(body));
  // Probes measured and logged through express's request and response (request.path, response.locals), as the app's are.
  const expressMessages = (request: IncomingMessage, response: ServerResponse) =>
    Object.getPrototypeOf(request) === app.request && Object.getPrototypeOf(response) === app.response;
  const answer = async (request: Request, response: Response, key: string): Promise<boolean> => {
    const principal = keptPrincipal(deps.store, key);
    if (!principal) return false;
    const states = await windowStates(deps.store, deps.config, principal.user.id, principal.user.tier, ledgerClock(deps).now());
    if (states.some((state) => state.exceeded)) return false;
    response.locals ??= Object.create(null);
    watchRequest(deps, request, response, HEALTH_START)?.settled();
    const headers: string[] = [];
    const limits = rateLimitHeaders(principal, states, 0);
    for (const name in limits) headers.push(name, limits[name]);
    // Vary as response compression says it on every whole answer (this one is too small to compress).
    headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', length, 'Vary', 'Accept-Encoding');
    response.writeHead(200, headers).end(body);
    return true;
  };
  const listener: RequestListener = (request, response) => {
    const key = request.url === '/health' && request.method === 'GET' && !deps.tracing && request.headers[NAMESPACE_HEADER] === undefined ? apiKeyOf(request) : undefined;
    if (!key || !expressMessages(request, response)) {
      app(request, response);
      return;
    }
    answer(request as Request, response as Response, key).then(
      (answered) => answered || app(request, response),
      () => app(request, response),
    );
  };
  // The app behind the door, for whoever holds the server only (its request listener).
  return Object.assign(listener, { app });
}
