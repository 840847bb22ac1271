/** After its deadline a run can no longer be in flight: what it holds (a reservation, a budget hold) lapses this much later. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * When a hold taken at real time `now` by a run of at most `deadlineMs` lapses. Holds carry this expiry
 * rather than their process's lease: a run cannot outlive its deadline, so the expiry bounds a crashed
 * process's holds with nothing to renew (no heartbeat writes while runs go on).
 */
export function holdExpiresAt(deadlineMs: number, now: number = Date.now()): number {
  return now + deadlineMs + EXPIRY_MARGIN_MS;
}
