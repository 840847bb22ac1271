/** The `@type` of the error detail in which Google APIs say how long to wait before retrying. */
const RETRY_INFO_TYPE = 'type.googleapis.com/google.rpc.RetryInfo';

/** A protobuf Duration in its JSON form (`"32s"`, `"1.500s"`), in milliseconds; undefined for anything else. */
function durationMs(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d{1,9})?)s$/.exec(value.trim());
  return match ? Math.round(Number(match[1]) * 1000) : undefined;
}

/**
 * The delay a Gemini error body asks for (`error.details[]` holding a `google.rpc.RetryInfo` with its
 * `retryDelay`): Google's form of `retry-after`, sent with 429 RESOURCE_EXHAUSTED. `body` is the error's
 * JSON text, as @google/genai carries it in its message; undefined when it names no delay.
 */
export function retryInfoDelayMs(body: string): number | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const details = (parsed as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return undefined;
  const retryInfo = details.find((detail): detail is { retryDelay?: unknown } => typeof detail === 'object' && detail !== null && detail['@type'] === RETRY_INFO_TYPE);
  return durationMs(retryInfo?.retryDelay);
}
