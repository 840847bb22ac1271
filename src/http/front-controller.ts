import type { Express, NextFunction, Request, Response } from 'express';
import { takeNamespacePath } from './namespace.js';
import { compressResponses } from './response-compression.js';
import type { ExactRouteTable } from './route-table.js';

/** The path of an origin-form request target (`/v1/x?y=1` → `/v1/x`); anything else is looked up as it is and misses. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * The request path of the app, in the order a request meets it, through express's public API only:
 *
 * 1. node:http hands the request to the express app (`app` is the server's request listener); express
 *    gives the request and response its own methods as they enter.
 * 2. Every response of the app ends through response compression (response-compression.ts), installed on
 *    `app.response`, the extension point express documents for its responses.
 * 3. The front, the app's first middleware, takes a namespace given as a path prefix out of the URL
 *    (`/_swarms-local/ns/<namespace>/v1/...`; express's router reads the URL again for every later layer),
 *    then sends a request whose method and path are exactly a route's straight to that route's pipeline.
 * 4. Everything else goes on through express's router: routes with parameters, static files, the dashboard,
 *    the 404/405 answers; and every error a handler passes on (`next(error)`) reaches the app's one error
 *    middleware, as it would from the router.
 *
 * Call it on a new app, before anything else is mounted, so the front is the first layer.
 */
export function mountFront(app: Express, exact: ExactRouteTable): void {
  compressResponses(app);
  app.use(function front(request: Request, response: Response, next: NextFunction) {
    takeNamespacePath(request);
    const handler = exact.find(request.method, pathOf(request.url));
    if (handler) handler(request, response, next);
    else next();
  });
}
