import type { AppDependencies } from './app-dependencies.js';
import type { Config } from './config/schema.js';
import { createIdGenerator } from './runtime/ids.js';
import { VirtualClock } from './runtime/clock.js';
import { createSqliteStore } from './store/sqlite/sqlite-store.js';

/** Builds the default dependencies from a resolved configuration. */
export function createDependencies(config: Config): AppDependencies {
  const clock = new VirtualClock();
  if (config.clock) clock.freeze(Date.parse(config.clock));
  return {
    config,
    store: createSqliteStore(config.db),
    clock,
    ids: createIdGenerator(config.seed),
  };
}
