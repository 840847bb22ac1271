/** The embedding seam: start swarms-local in-process, or build its express app without listening. */
export { startServer, type StartServerOptions, type RunningServer } from './server.js';
export { createApp, createFront, type AppOptions } from './app.js';
export type { ErrorLog, ErrorSite } from './observability/error-log.js';
export { createDependencies } from './dependencies.js';
export { openStore } from './open-store.js';
export type { AppDependencies } from './app-dependencies.js';
export { loadConfig, ConfigError } from './config/load.js';
export type { Config, ConfigInput } from './config/schema.js';
export { VirtualClock, systemClock, type Clock } from './runtime/clock.js';
export { VERSION } from './version.js';
export { defineRoute, type RouteDefinition, type RouteContext } from './http/route.js';
export type { ProtocolFactory, ProtocolModelOptions } from './providers/upstream/protocol.js';
