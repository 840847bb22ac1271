import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import type { AppDependencies } from './app-dependencies.js';
import { createErrorMiddleware } from './http/error-handler.js';
import { createErrorLog, type ErrorLog } from './observability/error-log.js';
import { createServerLogger } from './observability/server-log.js';
import { mountRoutes } from './http/mount-routes.js';
import type { RouteDefinition } from './http/route.js';
import { allRoutes } from './http/routes/index.js';
import { adminRoutes } from './http/routes/admin/index.js';
import { docsRoutes } from './http/routes/docs.js';
import { adminEnabled } from './config/network-posture.js';
import { mountDashboard } from './http/dashboard-assets.js';
import { mountFakeMcp } from './http/fake-mcp-endpoint.js';
import { DOCS_ASSETS_PATH, mountDocsAssets } from './http/docs-assets.js';
import { ExactRouteTable } from './http/route-table.js';
import { ADMIN_PREFIX } from './http/routes/admin/admin-path.js';
import { frontController } from './http/front-controller.js';

/** Options of the express app beyond its dependencies. */
export interface AppOptions {
  /** Where unexpected errors are logged with their stacks (default: the telemetry's error log, else stderr in the configured log format). */
  errors?: ErrorLog;
  /** Routes of the embedder's own, served after the API's through the same pipeline (auth, limits, validation, errors, OpenAPI). */
  endpoints?: readonly RouteDefinition[];
}

/** The express app and the table of its routes' exact paths, which the front controller dispatches from. */
function buildApp(deps: AppDependencies, options: AppOptions): { app: Express; exact: ExactRouteTable } {
  const log =
    options.errors ?? deps.telemetry?.errors ?? createErrorLog(createServerLogger(deps.config.logFormat), { format: deps.config.logFormat, knownSecrets: deps.knownSecrets });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const admin = adminEnabled(deps.config);
  const routes = [...allRoutes(options.endpoints), ...(admin ? adminRoutes : [])];
  // Exact route paths are dispatched by the front controller, before the app; the paths the dashboard and docs middlewares answer are left to them.
  const exact = new ExactRouteTable();
  if (admin) mountDashboard(app);
  mountDocsAssets(app);
  // The public mount of the fake MCP servers follows the admin plane; the server's own agents reach them in-process either way.
  if (admin) mountFakeMcp(app, deps.fakeMcp, deps);
  mountRoutes(app, [...routes, ...docsRoutes(routes)], deps, { log, exact, shadowed: [`${ADMIN_PREFIX}/ui`, DOCS_ASSETS_PATH] });
  const onError = createErrorMiddleware({ debug: deps.config.debug, log, reference: () => deps.ids.hex(12) });
  app.use(onError);
  return { app, exact };
}

/**
 * Builds the express app over its dependencies; never listens (Fastify's app.js vs server.js split). The
 * namespace path prefix is the front controller's (createFront): the app alone reads the namespace header.
 */
export function createApp(deps: AppDependencies, options: AppOptions = {}): Express {
  return buildApp(deps, options).app;
}

/** The server's request path: the front controller (`listener`, for `http.createServer`) over the express app behind it. */
export function createFront(deps: AppDependencies, options: AppOptions = {}): { app: Express; listener: RequestListener } {
  const { app, exact } = buildApp(deps, options);
  return { app, listener: frontController(app, exact) };
}
