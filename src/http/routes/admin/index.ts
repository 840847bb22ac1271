import type { RouteDefinition } from '../../route.js';
import { adminBudgetRoutes } from './budget.js';
import { adminClockRoutes } from './clock.js';
import { adminFakeMcpRoutes } from './fake-mcp.js';
import { adminFaultRoutes } from './faults.js';
import { adminJournalRoutes } from './journal.js';
import { adminMetricsRoutes } from './metrics.js';
import { adminRunFeedRoutes } from './run-feed.js';
import { adminRunInspectionRoutes } from './run-inspection.js';
import { adminRunRoutes } from './runs.js';
import { adminUsageRoutes } from './usage.js';
import { adminStateRoutes } from './state.js';
import { adminStubRoutes } from './stubs.js';

/** The admin plane: everything under `/_swarms-local/` (same auth as the API) and `/metrics`, switchable off together. */
export const adminRoutes: RouteDefinition[] = [
  ...adminStateRoutes,
  ...adminJournalRoutes,
  ...adminClockRoutes,
  ...adminFaultRoutes,
  ...adminStubRoutes,
  ...adminFakeMcpRoutes,
  ...adminMetricsRoutes,
  ...adminRunInspectionRoutes,
  ...adminRunRoutes,
  ...adminRunFeedRoutes,
  ...adminUsageRoutes,
  ...adminBudgetRoutes,
];
