import type { Config, RouteConfig } from '../config/schema.js';
import { ApiError } from '../errors/api-error.js';
import { systemClock, type Clock } from '../runtime/clock.js';
import type { ModelFactories } from './default-router.js';
import { routePatternProblems, type MatchedRoute } from './route-match.js';
import { FixtureLedger, FixtureStore, createRecordingModel, createReplayModel, ignoreRulesOf, recordedSendBack, ToolFixtures, type FixtureAdmin } from './fixtures/index.js';
import { configProblems } from '../config/load.js';
import { knownProtocols, protocolProblems, type Protocols } from './protocols.js';
import type { TraceHeaders } from './upstream/trace-context-fetch.js';
import { withRedaction } from './redacting-model.js';
import { withMaxTokensCap } from './max-tokens-cap.js';
import { withFallbacks } from './resilience/fallback.js';
import { withRetries } from './resilience/retrying.js';
import { createSyntheticModel } from './synthetic/index.js';
import { createFetchBackend } from './tool-backends/fetch-backend.js';
import { createSearchBackend } from './tool-backends/search-backend.js';
import type { ToolBackends } from './tool-backends/tool-backends.js';

/** The providers of one server: model factories per mode, and fixture bookkeeping. */
interface ProviderSetup {
  factories: ModelFactories;
  fixtures: FixtureAdmin;
  /** MCP and built-in tool exchanges in the same fixtures directory (record/replay of tools). */
  toolFixtures: ToolFixtures;
  /** The real backends of the built-in tools, where configured. */
  toolBackends: ToolBackends;
  /** Values that must never be stored or answered (the provider keys routes read from the environment). */
  secrets: string[];
}

function apiKeyFor(route: RouteConfig, env: NodeJS.ProcessEnv): string {
  if (!route.apiKeyEnv) return 'not-needed';
  const key = env[route.apiKeyEnv];
  if (key) return key;
  // Start-up checks refuse this (routeProblems); an embedder's environment may have changed since.
  throw new ApiError('UPSTREAM_FAILED', `The route "${route.match}" needs an API key in the environment variable ${route.apiKeyEnv}, which is not set.`);
}

/**
 * The route a live model goes to. There is no default host: a model no route matches, or a route
 * without a baseURL, never leaves the machine (start-up checks already refuse the latter).
 */
function sendingRoute(modelName: string, matched: MatchedRoute | undefined, config: Config): RouteConfig & { baseURL: string } {
  const route = matched?.route;
  if (route?.baseURL) return { ...route, baseURL: route.baseURL };
  const routes = config.routes.map((candidate) => candidate.match).join(', ') || 'none';
  throw new ApiError(
    'MODEL_NOT_AVAILABLE',
    route
      ? `The route "${route.match}" names no baseURL, so ${modelName} has nowhere to go; add the model server's baseURL to the route.`
      : `Model ${modelName} matches no provider route, and ${config.mode} mode sends a model only where a route names its baseURL. Configured routes: ${routes}.`,
  );
}

/** Values of the environment variables that routes name as key holders: redacted from every fixture. */
function knownSecrets(config: Config, env: NodeJS.ProcessEnv): string[] {
  const names = new Set(config.routes.map((route) => route.apiKeyEnv));
  return [...names].flatMap((name) => (name && env[name] ? [env[name] as string] : []));
}

/** Builds the provider factories from config: synthetic pacing, live routes with our retries, fixtures. */
export function createProviderSetup(config: Config, options: { clock: Clock; env: NodeJS.ProcessEnv; traceHeaders?: TraceHeaders; protocols?: Protocols }): ProviderSetup {
  const protocols = knownProtocols(options.protocols);
  // Start-up checks report these with every other problem; an embedder building dependencies directly gets them here.
  const badRoutes = [...routePatternProblems(config.routes), ...protocolProblems(config.routes, protocols)];
  if (badRoutes.length > 0) throw configProblems(badRoutes);
  const store = new FixtureStore(config.fixturesDir);
  const ledger = new FixtureLedger(store);
  const rules = ignoreRulesOf(config);
  const toolBackends: ToolBackends = { search: createSearchBackend(config.toolBackends.search, options.env), fetch: createFetchBackend(config.toolBackends.fetch) };
  const secrets = [...knownSecrets(config, options.env), ...(toolBackends.search?.secrets ?? [])];
  const replayOptions = { store, ledger, rules, secrets, speed: config.replaySpeed };
  const factories: ModelFactories = {
    synthetic: (modelName) =>
      createSyntheticModel({
        modelId: modelName,
        seed: config.seed ?? 0,
        latencyMs: config.synthetic.latencyMs,
        tokensPerSecond: config.synthetic.tokensPerSecond,
        composeThread: config.synthetic.composeThread,
      }),
    live: (modelName, matched) => {
      const route = sendingRoute(modelName, matched, config);
      // A recording route's conversations may go on after a restart, or after replayed turns: what their
      // answers must be sent back with (signed thinking) is found in the fixtures.
      const records = (route.mode ?? config.mode) !== 'live';
      const model = protocols[route.protocol]({
        modelId: matched?.upstreamModel ?? modelName,
        baseURL: route.baseURL,
        apiKey: apiKeyFor(route, options.env),
        supports: route.supports,
        timeoutMs: route.timeoutMs ?? config.upstreamTimeoutMs,
        traceHeaders: options.traceHeaders,
        ...(records ? { recallRecorded: recordedSendBack(store, route.protocol) } : {}),
      });
      return withRedaction(route.maxTokens ? withMaxTokensCap(model, route.maxTokens) : model, secrets);
    },
    // Recording timing is real time even when the virtual clock is frozen.
    // Fixtures are keyed by the route's protocol as well: one recorded through another protocol never answers.
    record: (_modelName, live, matched) => createRecordingModel(live, store, { rules, secrets, clock: systemClock, protocol: matched?.route.protocol }),
    replay: (modelName, matched) => createReplayModel(modelName, { ...replayOptions, protocol: matched?.route.protocol }),
    replayOrSynthetic: (modelName, synthetic, matched) => createReplayModel(modelName, { ...replayOptions, protocol: matched?.route.protocol }, synthetic),
    replayOrRecord: (modelName, recorder, matched) => createReplayModel(modelName, { ...replayOptions, protocol: matched?.route.protocol }, recorder),
    retrying: (model) => withRetries(model, config.retries),
    withFallbacks,
  };
  return {
    factories,
    secrets,
    toolBackends,
    toolFixtures: new ToolFixtures(store, ledger, rules, secrets),
    fixtures: { resetCursors: (namespace) => ledger.resetCursors(namespace), usageReport: () => ledger.usageReport() },
  };
}
