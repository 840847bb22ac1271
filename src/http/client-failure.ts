import { ApiError, isApiError } from '../errors/api-error.js';
import { isClientDisconnected } from '../errors/client-disconnected.js';
import type { ErrorLog, ErrorSite } from '../observability/error-log.js';

/** The status of a request whose client went away first (nginx's convention). */
export const CLIENT_CLOSED_STATUS = 499;

/** What a client is told about an error, whatever the style it is rendered in. */
export interface ClientFailure {
  status: number;
  message: string;
  /** The error as the client may see it; undefined when it was unexpected (and so logged, not shown). */
  known?: ApiError;
}

/** Turns an error into what its client may be told; unexpected errors are logged (with their stack) on the way. */
export type FailureReporter = (error: unknown) => ClientFailure;

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

/** The error as its client may see it: an ApiError, or what body-parser threw translated; undefined for anything else. */
export function knownError(error: unknown): ApiError | undefined {
  return isApiError(error) ? error : fromBodyParser(error);
}

/** What a client is told of an error that needs no log line (an ApiError, body-parser's, a client gone); undefined for an unexpected one. */
export function expectedFailure(error: unknown): ClientFailure | undefined {
  const known = knownError(error);
  if (known) return { status: known.status, message: known.message, known };
  // Work cancelled because its client left (a batch item, say) failed on nobody's side: nothing to log.
  if (isClientDisconnected(error)) return { status: CLIENT_CLOSED_STATUS, message: 'The client disconnected.' };
  return undefined;
}

/**
 * The one place an error is split into what a client may see and what only the log may see: an
 * ApiError (or a body-parser error) is shown as it is; anything else is logged once with its stack
 * and shown only as the generic 500 message with a reference to the log line (its stack with
 * `debug`). Every error style (JSON, SSE frames, batch items) renders what this returns.
 */
export function failureReporter(options: { log: ErrorLog; debug: boolean; reference: () => string; site: Omit<ErrorSite, 'reference'> }): FailureReporter {
  return (error) => {
    const known = knownError(error);
    if (known?.causeWithheld) {
      const reference = options.reference();
      options.log.withheld(known, { ...options.site, reference });
      return { status: known.status, message: `${known.message} (reference ${reference}; the details are in the server log)`, known };
    }
    const expected = expectedFailure(error);
    if (expected) return expected;
    const reference = options.reference();
    options.log.unexpected(error, { ...options.site, reference });
    const message = options.debug
      ? `An unexpected error occurred: ${(error as Error)?.stack ?? String(error)}`
      : `An unexpected error occurred: internal error (reference ${reference}). Details are in the server log.`;
    return { status: 500, message };
  };
}
