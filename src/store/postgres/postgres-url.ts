/** True when `location` is a PostgreSQL URL (`postgres://` or `postgresql://`) rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** True when `location` looks like a URL of any scheme (`mysql://…`, `file://…`): never a file name to open. */
export function looksLikeUrl(location: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(location);
}

/** The URL with its password (and any `password=` parameter) replaced by `***`, for logs and summaries. */
export function maskPostgresUrl(location: string): string {
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    if (url.searchParams.has('password')) url.searchParams.set('password', '***');
    return url.toString().replace('%2A%2A%2A', '***');
  } catch {
    // Not parseable: show only the scheme, never text that may hold a secret.
    return `${location.split('://')[0]}://(unparseable URL)`;
  }
}
