import type { RouteDefinition } from './route.js';

/** Whether a request path (trailing slashes ignored) is a route's path, `:name` segments matching any one segment. */
export function matchesPath(pattern: string, path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  if (pattern === path || pattern === trimmed) return true;
  if (!pattern.includes('/:')) return false;
  const expression = new RegExp(`^${pattern.replace(/\/:[^/]+/g, '/[^/]+')}$`);
  return expression.test(trimmed);
}

/** The `Allow` header of a path: the methods of every route whose path it is. */
export function allowedMethods(routes: RouteDefinition[], path: string): string {
  return routes
    .filter((route) => matchesPath(route.path, path))
    .map((route) => route.method.toUpperCase())
    .join(', ');
}
