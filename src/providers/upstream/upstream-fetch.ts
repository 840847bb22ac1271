import { withAnswerBound } from './answer-bound.js';
import { withStaleConnectionResend } from './stale-connection-fetch.js';
import { withTraceContext, type TraceHeaders } from './trace-context-fetch.js';

const noTraceHeaders: TraceHeaders = () => ({});

/**
 * The fetch a protocol's client sends with: the caller's trace context on every request, and a
 * request that went out on a dead keep-alive socket sent again at once, and every answer read up to the bound
 * of the call that asked (answer-bound.ts).
 */
export function createUpstreamFetch(options: { fetch?: typeof fetch; traceHeaders?: TraceHeaders } = {}): typeof fetch {
  return withAnswerBound(withStaleConnectionResend(withTraceContext(options.fetch ?? ((input, init) => fetch(input, init)), options.traceHeaders ?? noTraceHeaders)));
}
