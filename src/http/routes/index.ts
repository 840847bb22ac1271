import type { RouteDefinition } from '../route.js';
import { accountRoutes } from './account.js';
import { agentRoutes } from './agent.js';
import { chatCompletionRoutes } from './chat-completions.js';
import { catalogueRoutes } from './catalogue.js';
import { systemRoutes } from './system.js';
import { swarmRoutes } from './swarm.js';
import { swarmBuilderRoutes } from './swarm-builders.js';
import { notYetImplementedRoutes } from './not-yet-implemented.js';

/** Every route of the API, in registration order. */
export function allRoutes(): RouteDefinition<any>[] {
  const implemented = [...systemRoutes, ...catalogueRoutes, ...accountRoutes, ...agentRoutes, ...chatCompletionRoutes, ...swarmRoutes, ...swarmBuilderRoutes];
  return [...implemented, ...notYetImplementedRoutes(new Set(implemented.map((route) => route.path)))];
}
