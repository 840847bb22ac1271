import { ERROR_CODES, type ErrorCode } from './codes.js';

/** Options of an ApiError beyond its code and message. */
interface ApiErrorOptions {
  /** Overrides the status of the code table (only for codes whose status varies, e.g. injected faults). */
  status?: number;
  cause?: unknown;
  /** Whether retrying the same call may succeed. */
  retryable?: boolean;
  /** Response headers to send with the error (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** A body to render instead of `{"detail": message}` (premium envelope, FastAPI 422 list). */
  body?: unknown;
  /**
   * The cause holds what the client must not see (a third party's answer, how a connection failed): it is
   * logged on the server under a reference the client's message gives.
   */
  causeWithheld?: boolean;
}

/**
 * The one error base class: a stable code, a message telling the user what to do,
 * an optional cause and whether it is retryable. The HTTP error handler renders it.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryable: boolean;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly causeWithheld: boolean;

  constructor(code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? ERROR_CODES[code];
    this.retryable = options.retryable ?? false;
    this.headers = options.headers ?? {};
    this.body = options.body;
    this.causeWithheld = options.causeWithheld ?? false;
  }
}

/** True when the value is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
