/** `2026-07-01T10:30:00.123000+00:00`: ISO 8601 with microseconds and an explicit offset, as the hosted API writes. */
export function isoWithOffset(epochMs: number): string {
  // toISOString always ends in `.sssZ`: swapping the Z by slicing is what the former regex replace did, at a fraction of its cost (a hot path).
  return `${new Date(epochMs).toISOString().slice(0, -1)}000+00:00`;
}

/** `2026-07-01T10:30:00.123000`: the naive form the hosted API uses inside agent outputs. */
export function isoNaive(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, -1)}000`;
}

/** Unix seconds, rounded up (for Retry-After and X-RateLimit-Reset). */
export function unixSeconds(epochMs: number): number {
  return Math.ceil(epochMs / 1000);
}
