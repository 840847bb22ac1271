import type { NextFunction, Request, Response } from 'express';
import { isClientDisconnected } from '../errors/client-disconnected.js';
import type { ErrorLog } from '../observability/error-log.js';
import { sendJsonAnswer } from './json-answer.js';
import { CLIENT_CLOSED_STATUS, failureReporter, type ClientFailure, type FailureReporter } from './client-failure.js';
import { marketplaceErrorBody, marketplaceValidationBody } from './marketplace-errors.js';

/** How a route's errors render: the native `{"detail"}`, OpenAI's `{"error": {...}}` or the marketplace's `{error, message, status_code}`. */
export type ErrorStyle = 'native' | 'openai' | 'marketplace';

/** The OpenAI error `type` for a status, as OpenAI's API names them. */
function openAiErrorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

/**
 * The one place an error becomes a JSON response, in the route's style. Validation errors carry
 * FastAPI's 422 body; everything unexpected is the generic 500 of the style, its details in the log.
 */
export function renderError(error: unknown, response: Response, options: { style: ErrorStyle; report: FailureReporter }): ClientFailure {
  // Nobody is left to answer, and nothing failed on our side: the work was cancelled on purpose.
  if (isClientDisconnected(error)) {
    if (!response.writableEnded) response.end();
    return { status: CLIENT_CLOSED_STATUS, message: error instanceof Error ? error.message : 'client disconnected' };
  }
  const failure = options.report(error);
  if (response.headersSent) {
    response.end();
    return failure;
  }
  const { known } = failure;
  if (!known) {
    const body =
      options.style === 'openai'
        ? openAiBody(failure, 'server_error', null, null)
        : options.style === 'marketplace'
          ? marketplaceErrorBody(500, failure.message)
          : { detail: failure.message };
    sendJsonAnswer(response, 500, body);
    return failure;
  }
  if (options.style === 'marketplace') {
    // swarms.world answers a body its schema refuses with a 400 and `errors` by field, never FastAPI's 422.
    const invalid = known.code === 'VALIDATION_FAILED';
    const status = invalid ? 400 : known.status;
    response.set(known.headers);
    sendJsonAnswer(response, status, invalid ? marketplaceValidationBody(known.body) : marketplaceErrorBody(status, failure.message));
    return { ...failure, status };
  }
  if (options.style === 'openai') {
    // OpenAI answers a request it cannot take with 400 invalid_request_error (never FastAPI's 422), and a key it does not
    // know with 401 authentication_error: the SDKs raise BadRequestError and AuthenticationError for them.
    const invalid = known.code === 'VALIDATION_FAILED';
    const status = invalid ? 400 : known.code === 'AUTH_INVALID' ? 401 : known.status;
    const message = invalid ? validationSummary(known.body) : known.message;
    response.set(known.headers);
    sendJsonAnswer(
      response,
      status,
      openAiBody({ ...failure, message }, openAiErrorType(status), invalid ? 'invalid_request' : known.code.toLowerCase(), invalid ? firstParam(known.body) : null),
    );
    return { ...failure, status };
  }
  response.set(known.headers);
  sendJsonAnswer(response, known.status, known.body ?? { detail: failure.message });
  return failure;
}

/** OpenAI's error body. */
function openAiBody(failure: ClientFailure, type: string, code: string | null, param: string | null) {
  return { error: { message: failure.message, type, code, param } };
}

/** The `error` frame of a native run stream (agent and swarm runs): the run failed after the stream opened. */
export function streamErrorFrame(failure: ClientFailure): { detail: string; status_code: number } {
  return { detail: failure.message, status_code: failure.status };
}

/**
 * The `error` frame of a streamed agent run, as `capabilities/tools.mdx` shows it (`{"error": "AgentCompletionError: ...",
 * "timestamp": ...}`), with the native frame's `detail` and `status_code` beside it.
 */
export function agentStreamErrorFrame(failure: ClientFailure, timestamp: string) {
  return { error: `AgentCompletionError: ${failure.message}`, timestamp, ...streamErrorFrame(failure) };
}

/** The error frame of a streamed chat completion: OpenAI's error body, always typed as a server error. */
export function chatStreamErrorFrame(failure: ClientFailure) {
  return openAiBody(failure, 'server_error', null, null);
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
    .filter((part) => !isUnionMemberTag(part))
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.');
}

/** A part of a pydantic `loc` that names the union member tried (`int`, `literal['auto']`), not a field. */
function isUnionMemberTag(part: unknown): boolean {
  return typeof part === 'string' && /^(int|float|str|bool|none|[a-z_-]+\[.*\])$/.test(part);
}

/** Express's error-middleware slot, for errors thrown outside route handlers (body parsing). */
export function createErrorMiddleware(options: { debug: boolean; log: ErrorLog; reference: () => string }) {
  return (error: unknown, request: Request, response: Response, _next: NextFunction): void => {
    // Drawn before the error is looked at, as for route errors (see mount-routes).
    const reference = options.reference();
    const report = failureReporter({ log: options.log, debug: options.debug, reference: () => reference, site: { method: request.method, path: request.path } });
    renderError(error, response, { style: 'native', report });
  };
}
