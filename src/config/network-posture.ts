import type { Config } from './schema.js';

/** Whether a bind address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const normalized = host.replace(/^\[|\]$/g, '').toLowerCase();
  return normalized === 'localhost' || normalized === '::1' || normalized.startsWith('127.') || normalized === '::ffff:127.0.0.1';
}

/**
 * Unsafe network settings, refused before anything listens: a non-loopback address needs `expose`,
 * and open auth there (any key accepted) additionally needs `forceOpenAuth`.
 */
export function networkPostureProblems(config: Config): string[] {
  if (isLoopbackHost(config.host)) return [];
  if (!config.expose) {
    return [
      `Refusing to listen on ${config.host}: swarms-local binds to loopback unless told otherwise. ` +
        'Pass --expose (or SWARMS_LOCAL_EXPOSE=true, or "expose": true in the config file) to listen on a non-loopback address.',
    ];
  }
  if (config.auth === 'open' && !config.forceOpenAuth) {
    return [
      `Refusing open auth on ${config.host}: anyone who can reach the port could use any key. ` +
        'Use --auth strict with keys from `swarms-local keys create`, or pass --force-open-auth if you really mean it.',
    ];
  }
  return [];
}

/** Whether the admin plane is served: explicit setting, else only on loopback. */
export function adminEnabled(config: Config): boolean {
  return config.admin ?? isLoopbackHost(config.host);
}

/** Why the admin plane is on or off, as the start-up output says it. */
export function adminReason(config: Config): string {
  if (config.admin === true) return 'switched on explicitly: --admin or "admin": true';
  if (config.admin === false) return 'switched off explicitly: --no-admin or "admin": false';
  return isLoopbackHost(config.host) ? 'the server listens on loopback only; --no-admin turns it off' : `${config.host} is reachable from other machines; --admin turns it on`;
}
