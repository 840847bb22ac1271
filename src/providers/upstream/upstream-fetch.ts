import { withStaleConnectionResend } from './stale-connection-fetch.js';
import { withTraceContext, type TraceHeaders } from './trace-context-fetch.js';

const noTraceHeaders: TraceHeaders = () => ({});

/**
 * The fetch a protocol's client sends with: the caller's trace context on every request, and a
 * request that went out on a dead keep-alive socket sent again at once.
 */
export function createUpstreamFetch(options: { fetch?: typeof fetch; traceHeaders?: TraceHeaders } = {}): typeof fetch {
  return withStaleConnectionResend(withTraceContext(options.fetch ?? ((input, init) => fetch(input, init)), options.traceHeaders ?? noTraceHeaders));
}
