import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWatchdog } from '../../src/providers/upstream/upstream-watchdog.js';

describe('upstream watchdog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts after the given silence and says it timed out', () => {
    const watchdog = startWatchdog(undefined, 100);
    vi.advanceTimersByTime(99);
    expect(watchdog.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watchdog.signal.aborted).toBe(true);
    expect(watchdog.timedOut).toBe(true);
  });

  it('keeps a call alive while the upstream keeps talking', () => {
    const watchdog = startWatchdog(undefined, 100);
    for (let step = 0; step < 10; step += 1) {
      vi.advanceTimersByTime(90);
      watchdog.touch();
    }
    expect(watchdog.signal.aborted).toBe(false);
    vi.advanceTimersByTime(100);
    expect(watchdog.timedOut).toBe(true);
  });

  it("passes the caller's abort through with its reason and is not a timeout", () => {
    const caller = new AbortController();
    const watchdog = startWatchdog(caller.signal, 100);
    const reason = new Error('client left');
    caller.abort(reason);
    expect(watchdog.signal.reason).toBe(reason);
    expect(watchdog.timedOut).toBe(false);
    vi.advanceTimersByTime(500);
    expect(watchdog.timedOut).toBe(false);
  });

  it('never fires once disposed', () => {
    const watchdog = startWatchdog(undefined, 100);
    watchdog.dispose();
    vi.advanceTimersByTime(500);
    expect(watchdog.signal.aborted).toBe(false);
  });

  it('starts aborted when the caller already aborted', () => {
    const caller = new AbortController();
    caller.abort('gone');
    expect(startWatchdog(caller.signal, 100).signal.reason).toBe('gone');
  });
});
