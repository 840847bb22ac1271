/**
 * Work still running (request handlers, with the store writes they make when they end), so a
 * shutdown can let cancelled runs settle their reservations and log rows before the store closes.
 */
export class InFlightWork {
  private count = 0;
  /** Told when the count comes back to zero. */
  private idle: (() => void)[] = [];
  private readonly done = () => {
    this.count -= 1;
    if (this.count > 0) return;
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  };

  /** Runs `work`, counting it as in flight until it settles (whichever way). */
  track<T>(work: Promise<T>): Promise<T> {
    this.count += 1;
    // One reaction per piece of work, whichever way it settles (its rejection still reaches the caller through `work`).
    work.then(this.done, this.done);
    return work;
  }

  /** How many pieces of work are in flight now. */
  get size(): number {
    return this.count;
  }

  /** Resolves once nothing is in flight, or after `timeoutMs`, whichever comes first. */
  async settled(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      if (this.count === 0) return;
      await Promise.race([new Promise<void>((resolve) => this.idle.push(resolve)), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
