import { resolve } from 'node:path';
import { databaseKind } from '../config/database-location.js';
import { adminEnabled, adminReason } from '../config/network-posture.js';
import { describeRouteTargets } from '../config/route-targets.js';
import type { Config } from '../config/schema.js';
import { describeOutboundHosts, effectiveOutboundHosts, outboundStaysLocal } from '../config/outbound-hosts.js';
import { ADMIN_PREFIX, DASHBOARD_PATH, FAKE_MCP_PATH } from '../cli-seam.js';
import { maskPostgresUrl } from '../store/postgres/postgres-url.js';

/** What the start-up output needs of the running server. */
interface SummarySource {
  url: string;
  config: Config;
  /** Where traces go (`OTLP http/protobuf → URL`), absent when tracing is off. */
  traces?: string;
}

function storeLine(config: Config): string {
  if (databaseKind(config.db) === 'postgres') return `PostgreSQL ${maskPostgresUrl(config.db)} (pool of ${config.postgres.poolSize})`;
  return config.db === ':memory:' ? 'in memory (:memory:, gone when the process ends)' : `SQLite ${resolve(config.db)}`;
}

function authLine(config: Config): string {
  return config.auth === 'open' ? `open: any key is accepted and registered as its own ${config.tier} user` : 'strict: only keys created with `swarms-local keys create`';
}

function modeLine(config: Config): string {
  const seed = config.seed === undefined ? 'random ids, text seed 0' : `seed ${config.seed}`;
  if (config.mode !== 'synthetic') return config.mode;
  // True only when no request can make the server connect elsewhere (see the outbound line).
  const local = outboundStaysLocal(effectiveOutboundHosts(config));
  return `synthetic (${seed}; ${local ? 'nothing leaves this machine' : 'models answer on this machine; MCP servers named in requests may be elsewhere'})`;
}

function outboundLine(config: Config): string {
  const origin = config.outboundHosts ? 'outboundHosts' : 'the default for this bind address; --outbound-hosts changes it';
  return `requests may make the server connect to ${describeOutboundHosts(effectiveOutboundHosts(config))} (MCP servers; ${origin})`;
}

/** Where each built-in tool's answers come from in this mode: its backend (live, recorded or replayed), offline results, or refused. */
function builtinToolsLine(config: Config): string {
  const { search, fetch } = config.toolBackends;
  const network = ['live', 'record', 'replay-or-record'].includes(config.mode);
  const replaying = config.mode === 'replay' || config.mode === 'replay-or-synthetic';
  const describe = (name: string, backend: string | undefined) => {
    if (!backend) return `${name}: ${network ? 'refused (no backend configured)' : 'offline, deterministic results'}`;
    return `${name}: ${replaying ? `replayed from the fixtures (${backend})` : backend}${config.mode === 'record' ? ', recorded' : ''}`;
  };
  const searchBackend = search && `${search.style} at ${new URL(search.url).host}`;
  const fetchBackend = fetch && (fetch.readerUrl ? `reader ${new URL(fetch.readerUrl).host}` : 'direct fetch of the page');
  return `${describe('auto_search', searchBackend)}; ${describe('web_scraper', fetchBackend)}`;
}

/** The fake MCP servers and where they are served. */
function fakeMcpLine(config: Config, url: string): string {
  const names = config.fakeMcpServers.map((server) => server.name);
  return names.length
    ? `${names.join(', ')} at ${url}${FAKE_MCP_PATH}/<name> (streamable HTTP; HTTP+SSE at …/<name>/sse)`
    : `none declared (fakeMcpServers, POST ${ADMIN_PREFIX}/fake-mcp)`;
}

/**
 * The lines printed after the one machine-readable banner line: mode, store, auth, where each route
 * sends its models, the fixtures directory, the docs URL, logs, metrics and traces, the dashboard URL, and
 * whether the admin plane is on and why.
 */
export function startupSummary(server: SummarySource): string[] {
  const { config, url } = server;
  const admin = adminEnabled(config);
  const rows: Array<[string, string]> = [
    ['mode', modeLine(config)],
    ['store', storeLine(config)],
    ['auth', authLine(config)],
    ['outbound', outboundLine(config)],
    ...describeRouteTargets(config).map((target, index): [string, string] => [index === 0 ? 'routes' : '', target]),
    ['fixtures', resolve(config.fixturesDir)],
    ['tools', builtinToolsLine(config)],
    ['fake mcp', fakeMcpLine(config, url)],
    ['docs', `${url}/docs (OpenAPI: ${url}/openapi.json)`],
    ['logs', config.logRequests === false ? 'off' : `one line per request on stderr (${config.logFormat}; --quiet turns them off)`],
    ['metrics', admin ? `${url}/metrics (Prometheus)` : 'off (part of the admin plane)'],
    ['traces', server.traces ?? 'off (OTEL_EXPORTER_OTLP_ENDPOINT turns OpenTelemetry traces on)'],
    ['dashboard', admin ? `${url}${DASHBOARD_PATH}` : 'off (it is part of the admin plane)'],
    ['admin', `${admin ? `on at ${url}/_swarms-local/` : 'off'} (${adminReason(config)})`],
  ];
  return rows.map(([label, text]) => `  ${label.padEnd(10)}${text}`);
}
