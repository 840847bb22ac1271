import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error.js';
import { DEFAULT_NAMESPACE } from '../runtime/request-scope.js';
import { ADMIN_PREFIX } from './routes/admin/admin-path.js';

/** The header that scopes journal, fixture cursors, faults, scenarios and the clock. */
const NAMESPACE_HEADER = 'x-swarms-local-namespace';

/**
 * The base-URL form of a namespace: `/_swarms-local/ns/worker-3/v1/agent/completions` is
 * `/v1/agent/completions` in namespace `worker-3`. SDK clients configured by environment variables alone
 * (`SWARMS_CLIENT_BASE_URL`, `OPENAI_BASE_URL`) send no custom header, but they keep a base URL's path.
 */
export const NAMESPACE_PATH_PREFIX = `${ADMIN_PREFIX}/ns/`;

const NAMESPACE_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** Namespaces taken out of request paths by takeNamespacePath, until namespaceOf reads them. */
const pathNamespaces = new WeakMap<IncomingMessage, string>();

/** The request's namespace: the path prefix's or the header's value, or the default namespace. */
export function namespaceOf(request: Request): string {
  const raw = request.headers[NAMESPACE_HEADER];
  const header = Array.isArray(raw) ? raw[0] : raw;
  const fromPath = pathNamespaces.get(request);
  if (fromPath !== undefined && header && header !== fromPath) {
    throw new ApiError(
      'BAD_REQUEST',
      `The path names namespace "${fromPath}" (${NAMESPACE_PATH_PREFIX}${fromPath}/) and the ${NAMESPACE_HEADER} header "${header}": give one of them.`,
    );
  }
  const value = fromPath ?? header;
  if (value === undefined || (value === '' && fromPath === undefined)) return DEFAULT_NAMESPACE;
  if (!NAMESPACE_PATTERN.test(value)) {
    const where = fromPath === undefined ? `The ${NAMESPACE_HEADER} header` : `A namespace in the path (${NAMESPACE_PATH_PREFIX}<namespace>/)`;
    throw new ApiError('BAD_REQUEST', `${where} must be 1-64 characters of letters, digits, '.', '_', ':' or '-'.`);
  }
  return value;
}

/**
 * Takes a namespace given as a path prefix out of the request's URL (`/_swarms-local/ns/w3/v1/x` → `/v1/x`),
 * keeping it for namespaceOf; a URL without the prefix is left as it is.
 */
export function takeNamespacePath(request: IncomingMessage): void {
  const url = request.url ?? '';
  if (!url.startsWith(NAMESPACE_PATH_PREFIX)) return;
  const rest = url.slice(NAMESPACE_PATH_PREFIX.length);
  const end = rest.search(/[/?]/);
  pathNamespaces.set(request, end < 0 ? rest : rest.slice(0, end));
  const tail = end < 0 ? '' : rest.slice(end);
  request.url = tail.startsWith('/') ? tail : `/${tail}`;
}
