import type { Tracing } from '../telemetry.js';
import { traceSettingsFrom } from './trace-settings.js';

/**
 * Tracing as the OTEL_* variables of `env` ask for it, or undefined. The OpenTelemetry SDK is
 * imported only when tracing is on: a server without it loads none of it.
 */
export async function loadTracing(env: NodeJS.ProcessEnv, secrets: string[]): Promise<Tracing | undefined> {
  const settings = traceSettingsFrom(env);
  if (!settings) return undefined;
  const { createOtelTracing } = await import('./otel-tracing.js');
  return createOtelTracing(settings, secrets);
}
