import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';

/** Whether a route path is literal: no parameters or wildcards, so only one spelling of it is its exact path. */
function isLiteral(path: string): boolean {
  return !/[:*{}()?+\\]/.test(path);
}

/** The path of an origin-form request target (`/v1/x?y=1` → `/v1/x`); anything else is looked up as it is and misses. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
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

  /** The handler of a request's method and exact path, if the table has one. */
  find(method: string, path: string): RequestHandler | undefined {
    return this.handlers.get(`${method} ${path}`) ?? (method === 'HEAD' ? this.handlers.get(`GET ${path}`) : undefined);
  }

  /**
   * Makes the table the app's front door: a request it has a handler for goes straight to it, with what
   * express's own entry (`app.handle`) and its router would have set on the request and response
   * (their links and prototypes, `locals`, `originalUrl`, `baseUrl`, empty `params`, `next`), skipping
   * the router's walk; every other request enters express as before. A handler's `next(error)` goes to
   * `onError` (the app's last middleware, which answers every error); a bare `next()` hands the request
   * to express's router as if the table had not been there.
   */
  frontOf(app: Express, onError: ErrorRequestHandler): void {
    const express = app as Express & { handle(request: Request, response: Response, callback?: NextFunction): void };
    const enter = express.handle.bind(app);
    express.handle = (request, response, callback) => {
      const handler = this.find(request.method, pathOf(request.url));
      if (!handler) return enter(request, response, callback);
      request.res = response;
      response.req = request;
      // Born with them on the app's own server (see express-messages.ts); given them here otherwise.
      if (Object.getPrototypeOf(request) !== app.request) Object.setPrototypeOf(request, app.request);
      if (Object.getPrototypeOf(response) !== app.response) Object.setPrototypeOf(response, app.response);
      response.locals ??= Object.create(null);
      request.originalUrl ??= request.url;
      request.baseUrl = '';
      request.params = {};
      const next: NextFunction = (error?: unknown) => {
        if (error === undefined || error === null) return enter(request, response, callback);
        onError(error, request, response, () => undefined);
      };
      request.next = next;
      handler(request, response, next);
    };
  }
}
