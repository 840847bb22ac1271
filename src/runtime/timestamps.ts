/** The last instant written and its text: a request writes the same millisecond many times (stream frames, journal nodes). */
let lastMs = Number.NaN;
let lastIso = '';

/** `2026-07-01T10:30:00.123` for an instant, the same millisecond written once. */
function isoMilliseconds(epochMs: number): string {
  if (epochMs !== lastMs) {
    // toISOString always ends in `.sssZ`: dropping the Z by slicing is what the former regex replace did, at a fraction of its cost (a hot path).
    lastIso = new Date(epochMs).toISOString().slice(0, -1);
    lastMs = epochMs;
  }
  return lastIso;
}

/** `2026-07-01T10:30:00.123000+00:00`: ISO 8601 with microseconds and an explicit offset, as the hosted API writes. */
export function isoWithOffset(epochMs: number): string {
  return `${isoMilliseconds(epochMs)}000+00:00`;
}

/** `2026-07-01T10:30:00.123000`: the naive form the hosted API uses inside agent outputs. */
export function isoNaive(epochMs: number): string {
  return `${isoMilliseconds(epochMs)}000`;
}

/** Unix seconds, rounded up (for Retry-After and X-RateLimit-Reset). */
export function unixSeconds(epochMs: number): number {
  return Math.ceil(epochMs / 1000);
}
