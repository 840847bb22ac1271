type JsonSchema = Record<string, unknown>;

/** JavaScript's safe-integer limits, which zod writes as the bounds of every unbounded integer. */
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);
const BOUND_KEYS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];

function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as JsonSchema)
    .filter(([key, item]) => !(BOUND_KEYS.includes(key) && typeof item === 'number' && SAFE_INTEGER_BOUNDS.has(item)))
    .map(([key, item]) => [key, clean(item)]);
  return Object.fromEntries(entries);
}

/**
 * The schema without zod's safe-integer bounds: they are an artefact of JavaScript numbers, not a
 * limit of the API, and generated clients would carry them as real limits.
 */
export function withoutSafeIntegerBounds(schema: JsonSchema): JsonSchema {
  return clean(schema) as JsonSchema;
}
