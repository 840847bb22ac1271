import type { NextFunction, Request, Response } from 'express';
import { ApiError, isApiError } from '../errors/api-error.js';
import { isClientDisconnected } from '../errors/client-disconnected.js';

/** Writes log lines; the server's stderr by default. */
export type ErrorLogger = (message: string) => void;

/** The OpenAI error `type` for a status, as OpenAI's API names them. */
function openAiErrorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

/** Turns what body-parser throws (size limit, bad encoding) into our errors. */
function fromBodyParser(error: unknown): ApiError | undefined {
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.too.large') {
    const limit = (error as { limit?: number }).limit;
    return new ApiError('PAYLOAD_TOO_LARGE', `Request body is larger than the ${limit ?? 'configured'} byte limit.`);
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new ApiError('BAD_REQUEST', `Unsupported request body encoding: ${(error as Error).message}`, { status: 415 });
  }
  if (type === 'request.aborted' || type === 'request.size.invalid' || type === 'stream.encoding.set') {
    return new ApiError('BAD_REQUEST', 'The request body was incomplete.');
  }
  return undefined;
}

/**
 * The one place an error becomes an HTTP response. Validation errors carry FastAPI's 422 body;
 * everything unexpected is a 500 whose details go to the log, never to the client (unless debug).
 */
export function renderError(error: unknown, response: Response, options: { style: 'native' | 'openai'; debug: boolean; log: ErrorLogger; reference: string }): void {
  // Nobody is left to answer, and nothing failed on our side: the work was cancelled on purpose.
  if (isClientDisconnected(error)) {
    if (!response.writableEnded) response.end();
    return;
  }
  const known = isApiError(error) ? error : fromBodyParser(error);
  if (response.headersSent) {
    options.log(`error after the response started (${options.reference}): ${(error as Error)?.stack ?? String(error)}`);
    response.end();
    return;
  }
  if (!known) {
    options.log(`unexpected error (${options.reference}): ${(error as Error)?.stack ?? String(error)}`);
    const detail = options.debug
      ? `An unexpected error occurred: ${(error as Error)?.stack ?? String(error)}`
      : `An unexpected error occurred: internal error (reference ${options.reference}). Details are in the server log.`;
    response.status(500).json(options.style === 'openai' ? { error: { message: detail, type: 'server_error', code: null, param: null } } : { detail });
    return;
  }
  response.status(known.status).set(known.headers);
  if (options.style === 'openai') {
    const invalid = known.code === 'VALIDATION_FAILED';
    const message = invalid ? validationSummary(known.body) : known.message;
    const param = invalid ? firstParam(known.body) : null;
    response.json({ error: { message, type: openAiErrorType(known.status), code: known.code.toLowerCase(), param } });
    return;
  }
  response.json(known.body ?? { detail: known.message });
}

function validationSummary(body: unknown): string {
  const detail = (body as { detail?: Array<{ loc: unknown[]; msg: string }> } | undefined)?.detail ?? [];
  return detail.map((item) => `${item.loc.join('.')}: ${item.msg}`).join('; ') || 'Invalid request body.';
}

/**
 * The field of the first problem as OpenAI names it in `param`: the path below the body, array
 * indexes in brackets (`messages.[0].role`); null for a problem with the body as a whole or its JSON.
 */
function firstParam(body: unknown): string | null {
  const first = (body as { detail?: Array<{ type: string; loc: unknown[] }> } | undefined)?.detail?.[0];
  // json_invalid's loc holds a character offset, not a field.
  if (!first || first.type === 'json_invalid' || first.loc[0] !== 'body' || first.loc.length < 2) return null;
  return first.loc
    .slice(1)
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.');
}

/** Express's error-middleware slot, for errors thrown outside route handlers (body parsing). */
export function createErrorMiddleware(options: { debug: boolean; log: ErrorLogger; reference: () => string }) {
  return (error: unknown, _request: Request, response: Response, _next: NextFunction): void => {
    renderError(error, response, { style: 'native', debug: options.debug, log: options.log, reference: options.reference() });
  };
}
