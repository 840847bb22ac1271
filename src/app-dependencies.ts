import type { Config } from './config/schema.js';
import type { ConcurrencyLimiter } from './orchestration/concurrency-limiter.js';
import type { ModelRouter } from './providers/model-router.js';
import type { Clock } from './runtime/clock.js';
import type { IdGenerator } from './runtime/ids.js';
import type { Store } from './store/repositories.js';

/** Everything the app is built from; `createApp` takes it, tests and embedders can swap any part. */
export interface AppDependencies {
  config: Config;
  store: Store;
  clock: Clock;
  ids: IdGenerator;
  /** Model name → LanguageModel (routing, retries, fallbacks, recording). */
  router: ModelRouter;
  /** The global cap on provider calls in flight. */
  limiter: ConcurrencyLimiter;
}
