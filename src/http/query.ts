import type { Request } from 'express';
import type { ZodType } from 'zod';
import { ApiError } from '../errors/api-error.js';
import { toFastApiDetail } from '../contract/fastapi/validation-error.js';

/** Validates query parameters; failures are FastAPI's 422 with `loc: ["query", name]`. */
export function validateQuery<Query>(schema: ZodType<Query>, request: Request): Query {
  const input = { ...(request.query as Record<string, unknown>) };
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const detail = toFastApiDetail(result.error.issues, { root: schema, input, locPrefix: ['query'] });
  throw new ApiError('VALIDATION_FAILED', 'Request validation failed.', { body: { detail } });
}
