import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';
import { takeNamespacePath } from './namespace.js';
import type { ExactRouteTable } from './route-table.js';

/** The path of an origin-form request target (`/v1/x?y=1` → `/v1/x`); anything else is looked up as it is and misses. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * Whether a request and its response were born with the app's express API (`message-classes.ts`: the server's
 * Node classes whose prototypes are `app.request` and `app.response`), so a route's pipeline can use them as
 * express would hand them over. Messages of another server (an embedder's own) go through the express app.
 */
function bornForApp(app: Express, request: IncomingMessage, response: ServerResponse): boolean {
  return Object.getPrototypeOf(request) === app.request && Object.getPrototypeOf(response) === app.response;
}

/**
 * The server's request listener: the whole request path, in the order a request meets it.
 *
 * 1. A namespace given as a path prefix (`/_swarms-local/ns/<namespace>/v1/...`) is taken out of the URL and
 *    kept for `namespaceOf` (namespace.ts); everything after this step sees the path under it.
 * 2. A request whose method and path are exactly a route's (`route-table.ts`), with a body or without,
 *    goes straight to that route's pipeline (`mount-routes.ts`), which authenticates, limits, reads the body,
 *    validates, runs the handler and answers every error in the route's own shape. Its messages carry
 *    express's API from birth; the two facts express sets on entry (`req.res`, `res.locals`) are set here as
 *    express documents them.
 * 3. Everything else is handed to the express app through its public API (an app is a request listener):
 *    routes with parameters or other spellings, static files, the dashboard, the 404/405 answers, and the
 *    app's one error middleware.
 *
 * Response compression is not a step here: every body the API sends whole leaves through `sendWhole`
 * (response-compression.ts), which gzips it on zlib's thread pool when the rules allow, so no response
 * method is wrapped. `/health` takes this path as every route does.
 */
export function frontController(app: Express, exact: ExactRouteTable): RequestListener {
  return function front(request: IncomingMessage, response: ServerResponse): void {
    takeNamespacePath(request);
    const pipeline = exact.find(request.method ?? '', pathOf(request.url ?? ''));
    if (pipeline === undefined || !bornForApp(app, request, response)) return void app(request, response);
    const expressRequest = request as Request;
    const expressResponse = response as Response;
    expressRequest.res = expressResponse;
    expressResponse.locals = Object.create(null) as Response['locals'];
    pipeline(expressRequest, expressResponse);
  };
}
