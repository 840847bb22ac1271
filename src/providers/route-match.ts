import type { RouteConfig } from '../config/schema.js';

/** A configured route chosen for a model name, with the name the upstream should see. */
export interface MatchedRoute {
  route: RouteConfig;
  /** The route's `model` rename, else the requested name with the route's prefix removed. */
  upstreamModel: string;
}

function specificity(match: string): number {
  if (match === '*') return 0;
  return match.endsWith('*') ? match.length : Number.MAX_SAFE_INTEGER;
}

function matches(match: string, modelName: string): boolean {
  if (match === '*') return true;
  if (match.endsWith('*')) return modelName.startsWith(match.slice(0, -1));
  return match === modelName;
}

/**
 * The route that answers `modelName`: an exact match first, then the longest matching prefix
 * (`ollama/*`), then the default route `*`. Undefined when nothing matches.
 */
export function matchRoute(routes: readonly RouteConfig[], modelName: string): MatchedRoute | undefined {
  const route = routes.filter((candidate) => matches(candidate.match, modelName)).sort((left, right) => specificity(right.match) - specificity(left.match))[0];
  if (!route) return undefined;
  const prefix = route.match.endsWith('*') ? route.match.slice(0, -1) : '';
  return { route, upstreamModel: route.model ?? (prefix && modelName.startsWith(prefix) ? modelName.slice(prefix.length) : modelName) };
}
