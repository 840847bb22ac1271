import { redactedOrSame } from '../security/secrets.js';
import { JsonText } from '../store/json-text.js';

/** Marks where a stored body was cut; the rest of the body is summarised by what was left out. */
const CUT = '… [';

function shrink(value: unknown, stringCap: number, arrayCap: number): unknown {
  if (typeof value === 'string') return value.length > stringCap ? `${value.slice(0, stringCap)}${CUT}${value.length - stringCap} more characters]` : value;
  if (Array.isArray(value)) {
    const kept = value.slice(0, arrayCap).map((item) => shrink(item, stringCap, arrayCap));
    return value.length > arrayCap ? [...kept, `${CUT}${value.length - arrayCap} more items]`] : kept;
  }
  if (value && typeof value === 'object') {
    // An object keeps at least its first 16 fields (a response's own fields), a keyed list like `outputs` is cut too.
    const entries = Object.entries(value as Record<string, unknown>);
    const keep = Math.max(arrayCap, 16);
    const kept = entries.slice(0, keep).map(([key, child]) => [key, shrink(child, stringCap, arrayCap)]);
    return Object.fromEntries(entries.length > keep ? [...kept, ['…', `[${entries.length - keep} more fields]`]] : kept);
  }
  return value;
}

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * The copy of a response body a log row keeps, at most `limit` bytes of JSON: a body that fits is
 * kept whole; a larger one keeps its shape with long strings and arrays cut, each cut saying how much
 * it left out (halving the caps until it fits); one whose shape alone is too large keeps a summary.
 * A log page therefore holds at most its row count times `limit` bytes of bodies.
 */
export function boundedLogBody(body: unknown, limit: number): unknown {
  const size = byteLength(body);
  if (size <= limit) return body;
  for (let stringCap = Math.floor(limit / 2), arrayCap = 64; stringCap >= 16; stringCap = Math.floor(stringCap / 2), arrayCap = Math.max(1, Math.floor(arrayCap / 2))) {
    const shrunk = shrink(body, stringCap, arrayCap);
    if (byteLength(shrunk) <= limit) return shrunk;
  }
  const text = JSON.stringify(body);
  return { truncated: true, original_bytes: size, preview: text.slice(0, Math.max(0, Math.floor(limit / 2))) };
}

/**
 * The JSON a log row keeps of a response body: secrets masked, at most `limit` bytes (as boundedLogBody).
 * `text` is the body's JSON as the response sends it: when the body holds no secret and fits, the row keeps
 * that very text, and the body is not walked into a copy or written as JSON again.
 */
export function logBodyJson(body: unknown, knownSecrets: string[], limit: number, text?: string): JsonText {
  const masked = redactedOrSame(body, knownSecrets);
  const json = (masked === body ? text : undefined) ?? JSON.stringify(masked) ?? 'null';
  return new JsonText(Buffer.byteLength(json) <= limit ? json : JSON.stringify(boundedLogBody(masked, limit)));
}
