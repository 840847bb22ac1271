/**
 * Work still running (request handlers, with the store writes they make when they end), so a
 * shutdown can let cancelled runs settle their reservations and log rows before the store closes.
 */
export class InFlightWork {
  private readonly pending = new Set<Promise<unknown>>();

  /** Runs `work`, counting it as in flight until it settles (whichever way). */
  track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
    return work;
  }

  /** How many pieces of work are in flight now. */
  get size(): number {
    return this.pending.size;
  }

  /** Resolves once nothing is in flight, or after `timeoutMs`, whichever comes first. */
  async settled(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      while (this.pending.size > 0) {
        const wait = Promise.all([...this.pending]).then(() => 'settled' as const);
        if ((await Promise.race([wait, timeout.then(() => 'timeout' as const)])) === 'timeout') return;
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
