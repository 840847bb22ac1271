/** Headers that carry the caller's trace context (`traceparent`, `tracestate`), empty when nothing is traced. */
export type TraceHeaders = () => Record<string, string>;

/**
 * A fetch that adds the current trace context to each request, so a live backend that traces (a
 * gateway, vLLM, an OpenAI-compatible proxy) continues the same trace. Headers already set win.
 */
export function withTraceContext(fetchImpl: typeof fetch, traceHeaders: TraceHeaders): typeof fetch {
  return (input, init) => {
    const extra = traceHeaders();
    const names = Object.keys(extra);
    if (names.length === 0) return fetchImpl(input, init);
    const headers = new Headers(init?.headers);
    for (const name of names) if (!headers.has(name)) headers.set(name, extra[name]);
    return fetchImpl(input, { ...init, headers });
  };
}
