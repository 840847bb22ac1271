/** The last instant written and its text: a request writes the same millisecond many times (stream frames, journal nodes). */
let lastMs = Number.NaN;
let lastIso = '';
/** The whole second last written and its text up to the dot (`2026-07-01T10:30:00.`): instants of one second share it. */
let lastSecond = Number.NaN;
let secondPrefix = '';

/** `2026-07-01T10:30:00.123` for an instant, the same millisecond written once and the same second formatted once. */
function isoMilliseconds(epochMs: number): string {
  if (epochMs !== lastMs) {
    const second = Math.floor(epochMs / 1000) * 1000;
    const milliseconds = epochMs - second;
    if (!Number.isInteger(milliseconds)) {
      // Not a whole millisecond (or not a date, which toISOString refuses): the full form, as toISOString writes it.
      // toISOString always ends in `.sssZ`: dropping the Z by slicing is what the former regex replace did, at a fraction of its cost (a hot path).
      lastIso = new Date(epochMs).toISOString().slice(0, -1);
    } else {
      if (second !== lastSecond) {
        secondPrefix = new Date(second).toISOString().slice(0, -4);
        lastSecond = second;
      }
      lastIso = secondPrefix + (milliseconds < 10 ? '00' : milliseconds < 100 ? '0' : '') + milliseconds;
    }
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
