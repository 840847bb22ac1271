import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFront, type AppOptions } from './app.js';
import { messageClassesOf } from './http/message-classes.js';
import type { AppDependencies } from './app-dependencies.js';
import { loadConfig, type ConfigSources } from './config/load.js';
import type { Config, ConfigInput } from './config/schema.js';
import { createDependencies } from './dependencies.js';
import { createTelemetry } from './observability/create-telemetry.js';
import { reportStoreErrors } from './observability/store-errors.js';
import { answerStoreOutages } from './store-outage.js';
import { loadTracing } from './observability/tracing/load-tracing.js';
import type { LogDestination } from './observability/server-log.js';
import { ConnectionTracker } from './connection-tracker.js';
import { checkStartup, listenProblem } from './startup-checks.js';
import { knownProtocols, type Protocols } from './providers/protocols.js';
import { holdComposingThread } from './providers/synthetic/index.js';

/** How long a shutdown waits for cancelled runs to settle (holds released, log rows written) before closing the store. */
const RUN_SETTLE_MS = 5000;

/** Options of startServer: settings (as flags), an optional config file, and the environment to read. */
export interface StartServerOptions extends ConfigInput {
  /** A JSON or YAML config file. */
  configFile?: string;
  /** Environment to read SWARMS_LOCAL_* settings from; none by default, so embedding is hermetic. */
  env?: NodeJS.ProcessEnv;
  /** Use these dependencies instead of building them from the config. */
  dependencies?: Partial<AppDependencies>;
  /** Log requests unless the config says otherwise (the CLI sets it; embedded servers stay quiet). */
  logRequestsByDefault?: boolean;
  /** Where request log lines go (default stderr). */
  logDestination?: LogDestination;
  /** How configuration errors name a setting given here (the CLI names its flag); default `option KEY`. */
  flagName?: (key: string) => string;
  /** Upstream protocols besides the built-in ones (name → model factory), for routes whose `"protocol"` names them. */
  protocols?: Protocols;
  /** Routes of the embedder's own, served beside the API's (see createApp). */
  endpoints?: AppOptions['endpoints'];
  /** Bind no port (default: listen): requests reach `server` only as connections handed to it in process (`createSwarmsLocal({ intercept })`). */
  listen?: boolean;
}

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  host: string;
  config: Config;
  deps: AppDependencies;
  server: Server;
  /**
   * Stops accepting connections and closes idle ones, lets in-flight requests finish for up to
   * `graceMs` (default: the `shutdownGraceMs` setting), then cancels what remains (runs aborted,
   * upstream calls with them), destroys every socket left and closes the database.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** The `url` of a server that binds no port: a name that never resolves, so a request to it cannot reach anything else. */
const NOT_LISTENING_URL = 'http://not-listening.invalid';

/** Binds the configured host and port; a failure closes the store (`closeStore`) and says what to change. */
function listenOn(server: Server, config: Config, closeStore: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) => {
      closeStore();
      reject(listenProblem(error, config.host, config.port));
    };
    server.once('error', refuse);
    // A burst of connections (a suite's thousand requests at once) waits in the kernel's accept queue while the
    // process is busy, rather than overflowing Node's default of 511; the kernel caps it at its somaxconn.
    server.listen({ port: config.port, host: config.host, backlog: 4096 }, () => {
      server.off('error', refuse);
      resolve();
    });
  });
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts swarms-local; port 0 picks a free port. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { configFile, env, dependencies, logRequestsByDefault, logDestination, flagName, protocols, endpoints, listen = true, ...flags } = options;
  const sources: ConfigSources = { flags, env, file: configFile, flagName };
  const config = dependencies?.config ?? loadConfig(sources);
  // Provider keys (a route's apiKeyEnv) come from the real environment unless one is given, as the openai SDK does.
  const providerEnv = env ?? process.env;
  const store = await checkStartup(config, providerEnv, dependencies?.store, knownProtocols(protocols));
  const deps: AppDependencies = createDependencies(config, providerEnv, { ...dependencies, store }, { protocols });
  deps.telemetry ??= createTelemetry(config, { logRequestsByDefault, logDestination, knownSecrets: deps.knownSecrets });
  // OTEL_* variables of the given environment (the CLI's is the process's; embedded servers read none unless given).
  deps.tracing ??= await loadTracing(env ?? {}, deps.knownSecrets ?? []);
  const metrics = deps.telemetry?.metrics;
  // A database outage is a 503 naming the store wherever a request meets it.
  deps.store = answerStoreOutages(deps.store, deps.telemetry?.storeOutages);
  if (metrics) deps.store = reportStoreErrors(deps.store, metrics.storeError);
  const { app, listener } = createFront(deps, { endpoints });
  const server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      maxHeaderSize: config.maxHeaderSize,
      // Node checks those timeouts on this interval (30 s by default): check often enough to honour short ones.
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.headersTimeoutMs / 4))),
      ...messageClassesOf(app),
    },
    listener,
  );
  if (listen) await listenOn(server, config, () => (dependencies?.store ? undefined : void deps.store.close()));
  const port = listen ? (server.address() as AddressInfo).port : 0;
  const releaseComposingThread = holdComposingThread();
  const connections = new ConnectionTracker(server, config.headersTimeoutMs);
  let closing: Promise<void> | undefined;
  return {
    url: listen ? `http://${urlHost(config.host)}:${port}` : NOT_LISTENING_URL,
    port,
    host: config.host,
    config,
    deps,
    server,
    close: ({ graceMs = config.shutdownGraceMs } = {}) =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Fake MCP servers' SSE streams wait for their clients forever; the grace is for requests that end.
        deps.fakeMcp.closeStreams();
        await connections.drain(graceMs);
        // Runs still in flight are cancelled, so their requests end now instead of holding the close.
        deps.shutdown.abort();
        await connections.destroyAfterCancelling();
        await closed;
        // Cancelled runs release their holds and write their log rows before the store goes away.
        await deps.work.settled(RUN_SETTLE_MS);
        // Journal trees of the last requests are written before the store goes away.
        await deps.journal.settled();
        await deps.store.close();
        // Spans still batched are sent before the server reports itself closed.
        await deps.tracing?.shutdown().catch(() => {});
        // The synthetic answers' thread ends with the last server of the process: nothing is left running.
        await releaseComposingThread();
      })()),
  };
}
