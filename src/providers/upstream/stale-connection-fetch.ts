/** Socket errors that mean a pooled keep-alive connection was already dead when the request went out. */
const STALE_SOCKET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** True for fetch's "fetch failed" whose cause is a socket the other side had closed. */
export function isStaleConnection(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return error instanceof TypeError && typeof code === 'string' && STALE_SOCKET_CODES.has(code);
}

/**
 * A fetch that sends a request again, at once, when the keep-alive connection it went out on turned
 * out to be closed before any response came back. llama.cpp's server, for one, closes the connection
 * after every streamed answer while still advertising keep-alive, so the next call on that pooled
 * socket fails with "other side closed"; that is no upstream failure worth a backoff. Anything else,
 * and a caller's abort, is passed on untouched (real failures go to the retry layer).
 */
export function withStaleConnectionResend(fetchImpl: typeof fetch = fetch, resends = 2): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fetchImpl(input, init);
      } catch (error) {
        if (attempt >= resends || init?.signal?.aborted || !isStaleConnection(error)) throw error;
      }
    }
  };
}
