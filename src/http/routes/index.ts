import type { RouteDefinition } from '../route.js';
import { accountRoutes } from './account.js';
import { agentRoutes } from './agent.js';
import { chatCompletionRoutes } from './chat-completions.js';
import { catalogueRoutes } from './catalogue.js';
import { systemRoutes } from './system.js';
import { notYetImplementedRoutes } from './not-yet-implemented.js';

/** Every route of the API, in registration order. */
export function allRoutes(): RouteDefinition<any>[] {
  const implemented = [...systemRoutes, ...catalogueRoutes, ...accountRoutes, ...agentRoutes, ...chatCompletionRoutes];
  return [...implemented, ...notYetImplementedRoutes(new Set(implemented.map((route) => route.path)))];
}
