import type { RouteDefinition } from '../route.js';
import { accountRoutes } from './account.js';
import { systemRoutes } from './system.js';

/** Every route of the API, in registration order. */
export function allRoutes(): RouteDefinition<any>[] {
  return [...systemRoutes, ...accountRoutes];
}
