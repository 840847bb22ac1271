import type { RouteConfig } from '../config/schema.js';

/** A configured route chosen for a model name, with the name the upstream should see. */
export interface MatchedRoute {
  route: RouteConfig;
  /** The route's `model` rename, else the requested name without the route's `provider/` prefix. */
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
 * The `provider/` part of a prefix route (`ollama/` of `ollama/*`, `anthropic/` of `anthropic/claude-*`):
 * the only part of a name a route strips. A glob that only selects names (`claude-*`) strips nothing.
 */
function providerPrefix(match: string): string {
  if (!match.endsWith('*')) return '';
  const slash = match.indexOf('/');
  return slash < 0 ? '' : match.slice(0, slash + 1);
}

/**
 * The route that answers `modelName`: an exact match first, then the longest matching prefix
 * (`ollama/*`), then the default route `*`. Undefined when nothing matches.
 */
export function matchRoute(routes: readonly RouteConfig[], modelName: string): MatchedRoute | undefined {
  const route = routes.filter((candidate) => matches(candidate.match, modelName)).sort((left, right) => specificity(right.match) - specificity(left.match))[0];
  if (!route) return undefined;
  const prefix = providerPrefix(route.match);
  return { route, upstreamModel: route.model ?? (prefix && modelName.startsWith(prefix) ? modelName.slice(prefix.length) : modelName) };
}

function patternProblem(match: string): string | undefined {
  const wild = match.search(/[*?[\]{}]/);
  if (wild < 0 || (wild === match.length - 1 && match[wild] === '*')) return undefined;
  return (
    'is not a pattern routes understand: a match is an exact model name, "*" for every name, or a prefix ending in one "*" ' +
    `(such as "ollama/*" or "claude-*"). The nearest is "${match.slice(0, wild)}*".`
  );
}

/** Every route whose `match` is not an exact name, `*`, or a prefix with one `*` at its end, each with the nearest form that is. */
export function routePatternProblems(routes: readonly RouteConfig[]): string[] {
  return routes.flatMap((route, index) => {
    const problem = patternProblem(route.match);
    return problem ? [`routes[${index}] (match "${route.match}") ${problem}`] : [];
  });
}
