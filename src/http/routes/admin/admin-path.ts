/** The one reserved prefix of the admin plane. */
export const ADMIN_PREFIX = '/_swarms-local';
