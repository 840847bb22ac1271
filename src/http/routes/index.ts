import type { RouteDefinition } from '../route.js';
import { accountRoutes } from './account.js';
import { agentRoutes } from './agent.js';
import { chatCompletionRoutes } from './chat-completions.js';
import { catalogueRoutes } from './catalogue.js';
import { systemRoutes } from './system.js';
import { swarmRoutes } from './swarm.js';
import { swarmBuilderRoutes } from './swarm-builders.js';
import { graphWorkflowRoutes } from './graph.js';
import { reasoningRoutes } from './reasoning.js';
import { decisionRoutes } from './decision.js';
import { researchRoutes } from './research.js';
import { marketplaceRoutes } from './marketplace.js';
import { marketplaceApiRoutes } from './marketplace-api.js';
import { premiumEndpointsRoute } from './premium-endpoints.js';
import { usageReportRoutes } from './usage-report.js';

/** Every route of the API, in registration order, then an embedder's own (`createApp(deps, { endpoints })`). */
export function allRoutes(extra: readonly RouteDefinition[] = []): RouteDefinition[] {
  const routes: RouteDefinition[] = [
    ...systemRoutes,
    ...catalogueRoutes,
    ...accountRoutes,
    ...usageReportRoutes,
    premiumEndpointsRoute(() => routes),
    ...agentRoutes,
    ...chatCompletionRoutes,
    ...swarmRoutes,
    ...swarmBuilderRoutes,
    ...graphWorkflowRoutes,
    ...reasoningRoutes,
    ...decisionRoutes,
    ...researchRoutes,
    ...marketplaceRoutes,
    ...marketplaceApiRoutes,
    ...extra,
  ];
  return routes;
}
