// The marketplace's (swarms.world's) error shape, which its routes answer in instead of the API's `detail`.

/** A body in the marketplace's error shape: a short `error`, a `message` saying what to do, and the status again. */
export interface MarketplaceErrorBody {
  error: string;
  message: string;
  status_code: number;
  [extra: string]: unknown;
}

/** A handler's answer in the marketplace's error shape. */
export function marketplaceRefusal(status: number, error: string, message: string): { status: number; body: MarketplaceErrorBody } {
  return { status, body: { error, message, status_code: status } };
}

/** The short `error` of a status, as swarms.world words its refusals. */
function shortError(status: number): string {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'Not found';
  if (status === 413) return 'Payload too large';
  if (status === 429) return 'Too many requests';
  if (status >= 500) return 'Internal server error';
  return 'Bad request';
}

type ValidationProblem = { type?: string; loc?: unknown[]; msg?: string };

/** The field a validation problem names, as the marketplace keys `errors` (`useCases.0.title`, a query's `type`; `body` for the body as a whole). */
function fieldOf(problem: ValidationProblem): string {
  const loc = problem.loc ?? [];
  // json_invalid's loc holds a character offset, not a field.
  if (problem.type === 'json_invalid' || loc.length < 2) return 'body';
  return loc.slice(1).map(String).join('.');
}

/**
 * A request the marketplace's schema refuses, as swarms.world answers it: a 400 with `errors` by field (FastAPI's
 * 422 `detail` list is the API's shape, not the marketplace's).
 */
export function marketplaceValidationBody(validationBody: unknown): MarketplaceErrorBody {
  const problems = ((validationBody as { detail?: ValidationProblem[] } | undefined)?.detail ?? []).filter((problem) => problem && typeof problem === 'object');
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const field = fieldOf(problem);
    const message = problem.msg ?? 'Invalid value';
    errors[field] = errors[field] ? `${errors[field]}; ${message}` : message;
  }
  const listed = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
  return {
    error: 'Validation failed',
    message: listed.length ? `The request is not valid: ${listed.join('; ')}.` : 'The request is not valid.',
    code: 'VALIDATION_ERROR',
    details: `${listed.length || 1} field(s) failed validation.`,
    errors,
    status_code: 400,
  };
}

/** Any other refusal of a marketplace route (a key, a limit, a body too large, the generic 500) in the marketplace's shape. */
export function marketplaceErrorBody(status: number, message: string): MarketplaceErrorBody {
  return { error: shortError(status), message, status_code: status };
}
