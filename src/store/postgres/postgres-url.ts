const MASK = 'swarms-local-masked';

/** A PostgreSQL URL with its password (and any `password=` parameter) shown as `***`; other text as it is. */
export function maskPostgresUrl(location: string): string {
  if (!/^postgres(ql)?:\/\//i.test(location)) return location;
  try {
    const url = new URL(location);
    if (url.password) url.password = MASK;
    if (url.searchParams.has('password')) url.searchParams.set('password', MASK);
    return url.toString().replaceAll(MASK, '***');
  } catch {
    // Not parseable: only the scheme, never text that may hold a secret.
    return `${location.split('://')[0]}://(unparseable URL)`;
  }
}
