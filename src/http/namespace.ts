import type { Request } from 'express';
import { ApiError } from '../errors/api-error.js';
import { DEFAULT_NAMESPACE } from '../runtime/request-scope.js';

/** The header that scopes journal, fixture cursors, faults, scenarios and the clock. */
const NAMESPACE_HEADER = 'x-swarms-local-namespace';

const NAMESPACE_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's namespace: the header's value, or the default namespace. */
export function namespaceOf(request: Request): string {
  const raw = request.headers[NAMESPACE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return DEFAULT_NAMESPACE;
  if (!NAMESPACE_PATTERN.test(value)) {
    throw new ApiError('BAD_REQUEST', `The ${NAMESPACE_HEADER} header must be 1-64 characters of letters, digits, '.', '_', ':' or '-'.`);
  }
  return value;
}
