/** Phrases for the system and undici error codes a failed connection carries, as a person would say them. */
const CAUSES: Array<[RegExp, string]> = [
  [/^ECONNREFUSED$/, 'connection refused (nothing listens there)'],
  [/^ENOTFOUND$/, 'DNS lookup failed (no such host)'],
  [/^EAI_AGAIN$/, 'DNS lookup failed (the resolver did not answer)'],
  [/^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT)$/, 'connection timed out'],
  [/^(ECONNRESET|UND_ERR_SOCKET)$/, 'connection reset by the server'],
  [/^(EHOSTUNREACH|ENETUNREACH)$/, 'host unreachable'],
  [/^(CERT_|ERR_TLS|ERR_SSL|SELF_SIGNED|DEPTH_ZERO|UNABLE_TO_|HOSTNAME_MISMATCH|ERR_OSSL)/, 'TLS handshake failed'],
];

/**
 * Why a connection to an upstream failed, in words with the code (`connection refused (nothing listens there)
 * [ECONNREFUSED]`): fetch reports every such failure as "fetch failed", the reason sits in its chain of causes.
 * Without a code, the innermost cause's message; undefined when there is none.
 */
export function connectionCause(error: unknown): string | undefined {
  // Each error's cause, or an AggregateError's first error (a connection tried on IPv4 and IPv6 at once).
  const next = (current: Error) => current.cause ?? (current instanceof AggregateError ? current.errors[0] : undefined);
  let innermost: Error | undefined;
  for (let current = error, depth = 0; current instanceof Error && depth < 6; current = next(current), depth++) {
    innermost = current;
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') continue;
    const phrase = CAUSES.find(([pattern]) => pattern.test(code))?.[1];
    return `${phrase ?? current.message} [${code}]`;
  }
  // No code: fetch's own refusal (a blocked port, a URL it will not request) is the innermost message.
  return innermost && innermost !== error && innermost.message !== 'fetch failed' ? innermost.message : undefined;
}

/** A base URL safe to show: no user, password, query or fragment (any of them may hold a key). */
export function shownBaseURL(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return '(an invalid base URL)';
  }
}

/** What a base URL may carry that is a secret: its user, password and query values (kept out of every message). */
export function baseURLSecrets(baseURL: string | undefined): string[] {
  if (!baseURL) return [];
  try {
    const url = new URL(baseURL);
    const parts = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password), ...url.searchParams.values()];
    return parts.filter((part) => part.length >= 4);
  } catch {
    return [];
  }
}
