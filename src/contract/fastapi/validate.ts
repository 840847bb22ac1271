import type { ZodType } from 'zod';
import { laxCoerce } from './lax-coercion.js';
import { toFastApiDetail, type FastApiErrorItem } from './validation-error.js';

/** The result of validating a request body. */
type BodyValidation<T> = { ok: true; value: T } | { ok: false; detail: FastApiErrorItem[] };

/**
 * Validates a JSON body as FastAPI would: lax coercion of numeric/boolean strings, unknown fields
 * ignored, every problem reported with `loc` starting at `body`. No body at all, or a JSON `null` (which
 * FastAPI treats the same), is one `missing`.
 */
export function validateBody<T>(schema: ZodType<T>, body: unknown): BodyValidation<T> {
  if (body === undefined || body === null) return { ok: false, detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }] };
  const coerced = laxCoerce(schema, body);
  const result = schema.safeParse(coerced, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, detail: toFastApiDetail(result.error.issues, { root: schema, input: coerced, locPrefix: ['body'] }) };
}
