import { ConfigError } from '../../config/load.js';

/** Wire protocols of the OTLP trace exporter (gRPC is not offered: it would pull in a gRPC stack). */
const OTLP_PROTOCOLS = ['http/protobuf', 'http/json'] as const;

/** Samplers named by OTEL_TRACES_SAMPLER that swarms-local honours. */
const SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;

/** Trace export as the standard OTEL_* variables describe it. */
export interface TraceSettings {
  /** The OTLP/HTTP traces URL (`.../v1/traces`). */
  url: string;
  protocol: (typeof OTLP_PROTOCOLS)[number];
  headers: Record<string, string>;
  serviceName: string;
  resourceAttributes: Record<string, string>;
  sampler: (typeof SAMPLERS)[number];
  /** The ratio of the `traceidratio` samplers (OTEL_TRACES_SAMPLER_ARG). */
  samplerRatio: number;
  /** How long spans wait before a batch is sent (OTEL_BSP_SCHEDULE_DELAY, ms). */
  scheduleDelayMs: number;
}

/** `key1=value1,key2=value2` (OTEL_EXPORTER_OTLP_HEADERS, OTEL_RESOURCE_ATTRIBUTES), values percent-decoded. */
function keyValueList(name: string, raw: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const item of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const equals = item.indexOf('=');
    if (equals <= 0) throw new ConfigError(`${name} must be a list of key=value pairs separated by commas; "${item}" has no key=value.`);
    pairs[decodeURIComponent(item.slice(0, equals).trim())] = decodeURIComponent(item.slice(equals + 1).trim());
  }
  return pairs;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name}=${value} is not supported; use one of: ${allowed.join(', ')}.`);
}

/** The traces URL: the signal-specific endpoint as given, or the base endpoint plus `/v1/traces`. */
function tracesUrl(env: NodeJS.ProcessEnv): string {
  const specific = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const url = specific || `${(env.OTEL_EXPORTER_OTLP_ENDPOINT || 'http://localhost:4318').replace(/\/+$/, '')}/v1/traces`;
  try {
    new URL(url);
  } catch {
    throw new ConfigError(`${specific ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' : 'OTEL_EXPORTER_OTLP_ENDPOINT'} is not a URL: ${url}`);
  }
  return url;
}

/**
 * Reads the standard OpenTelemetry variables. Tracing is on when an OTLP endpoint is set (or
 * OTEL_TRACES_EXPORTER=otlp asks for the default one); undefined means off. Checked without loading
 * any OpenTelemetry package, so a server without tracing pays nothing for it.
 */
export function traceSettingsFrom(env: NodeJS.ProcessEnv): TraceSettings | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter === 'none') return undefined;
  if (exporter) oneOf('OTEL_TRACES_EXPORTER', exporter, ['otlp', 'none']);
  if (!exporter && !env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) throw new ConfigError(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1; got ${env.OTEL_TRACES_SAMPLER_ARG}.`);
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY ?? 5000);
  if (!Number.isFinite(delay) || delay < 0) throw new ConfigError(`OTEL_BSP_SCHEDULE_DELAY must be a number of milliseconds; got ${env.OTEL_BSP_SCHEDULE_DELAY}.`);
  const resourceAttributes = keyValueList('OTEL_RESOURCE_ATTRIBUTES', env.OTEL_RESOURCE_ATTRIBUTES);
  return {
    url: tracesUrl(env),
    protocol: oneOf(env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL' : 'OTEL_EXPORTER_OTLP_PROTOCOL', protocol, OTLP_PROTOCOLS),
    headers: {
      ...keyValueList('OTEL_EXPORTER_OTLP_HEADERS', env.OTEL_EXPORTER_OTLP_HEADERS),
      ...keyValueList('OTEL_EXPORTER_OTLP_TRACES_HEADERS', env.OTEL_EXPORTER_OTLP_TRACES_HEADERS),
    },
    serviceName: env.OTEL_SERVICE_NAME || resourceAttributes['service.name'] || 'swarms-local',
    resourceAttributes,
    sampler: oneOf('OTEL_TRACES_SAMPLER', env.OTEL_TRACES_SAMPLER || 'parentbased_always_on', SAMPLERS),
    samplerRatio: ratio,
    scheduleDelayMs: delay,
  };
}

/** Where traces go, for the start-up output: `OTLP http/protobuf → URL (service NAME)`; undefined when off. */
export function describeTraces(env: NodeJS.ProcessEnv): string | undefined {
  const settings = traceSettingsFrom(env);
  if (!settings) return undefined;
  // Credentials in the URL stay out of the output.
  const url = new URL(settings.url);
  url.username = '';
  url.password = '';
  return `OTLP ${settings.protocol} → ${url.href} (service ${settings.serviceName}, sampler ${settings.sampler})`;
}
