import type { Request, Response } from 'express';

/** A route's whole pipeline: it answers every request it is given, errors included, and passes nothing on. */
export type RoutePipeline = (request: Request, response: Response) => void;

/** Whether a route path is literal: no parameters or wildcards, so only one spelling of it is its exact path. */
function isLiteral(path: string): boolean {
  return !/[:*{}()?+\\]/.test(path);
}

/**
 * Requests whose method and path are exactly a route's (the usual case) answered from a Map by the server's
 * front controller (front-controller.ts), before express's router would test every layer's pattern in turn. Everything else (parameters, a trailing slash,
 * other letter case, prefixes served by static files) falls through to the router, where the same
 * handlers are registered too, so the answers do not change: the table only skips the walk to them.
 * HEAD is served by a GET route, as express does.
 */
export class ExactRouteTable {
  private readonly handlers = new Map<string, RoutePipeline>();

  /** Serves `method path` with `handler` when the path is literal and not under one of `shadowed` (where earlier middleware answers); the first route of a method and path wins, as in express. */
  add(method: string, path: string, handler: RoutePipeline, shadowed: readonly string[] = []): void {
    if (!isLiteral(path) || shadowed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
    const key = `${method.toUpperCase()} ${path}`;
    if (!this.handlers.has(key)) this.handlers.set(key, handler);
  }

  /** The handler of a request's method and exact path, if the table has one. */
  find(method: string, path: string): RoutePipeline | undefined {
    return this.handlers.get(`${method} ${path}`) ?? (method === 'HEAD' ? this.handlers.get(`GET ${path}`) : undefined);
  }
}
