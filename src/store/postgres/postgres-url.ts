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
    // libpq's socket form (`postgres://u:pw@/db?host=/path`) has no host, which WHATWG URLs refuse: mask by its parts.
    const socketForm = /^(postgres(?:ql)?:\/\/)(?:([^:@/?]*)(:[^@/?]*)?@)?(\/[^?]*\?.*)$/i.exec(location);
    if (!socketForm) return `${location.split('://')[0]}://(unparseable URL)`;
    const [, scheme, user, password, rest] = socketForm;
    const userPart = user === undefined ? '' : `${user}${password ? ':***' : ''}@`;
    return `${scheme}${userPart}${rest.replace(/([?&]password=)[^&]*/i, '$1***')}`;
  }
}
