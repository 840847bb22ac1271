import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Whether a route path is literal: no parameters or wildcards, so only one spelling of it is its exact path. */
function isLiteral(path: string): boolean {
  return !/[:*{}()?+\\]/.test(path);
}

/**
 * Requests whose method and path are exactly a route's (the usual case) answered from a Map, before
 * express's router tests every layer's pattern in turn. Everything else (parameters, a trailing slash,
 * other letter case, prefixes served by static files) falls through to the router, where the same
 * handlers are registered too, so the answers do not change: the table only skips the walk to them.
 * HEAD is served by a GET route, as express does.
 */
export class ExactRouteTable {
  private readonly handlers = new Map<string, RequestHandler>();

  /** Serves `method path` with `handler` when the path is literal and not under one of `shadowed` (where earlier middleware answers); the first route of a method and path wins, as in express. */
  add(method: string, path: string, handler: RequestHandler, shadowed: readonly string[] = []): void {
    if (!isLiteral(path) || shadowed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
    const key = `${method.toUpperCase()} ${path}`;
    if (!this.handlers.has(key)) this.handlers.set(key, handler);
  }

  /** The middleware that dispatches from the table; it goes before every other middleware of the app. */
  middleware(): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      const path = request.path;
      const handler = this.handlers.get(`${request.method} ${path}`) ?? (request.method === 'HEAD' ? this.handlers.get(`GET ${path}`) : undefined);
      if (!handler) return next();
      // What express's router leaves on a request it matched to a route without parameters.
      request.params = {};
      return handler(request, response, next);
    };
  }
}
