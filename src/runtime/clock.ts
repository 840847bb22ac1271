/** The source of "now" for everything time-dependent: windows, pricing hours, timestamps, replay pacing. */
export interface Clock {
  now(): number;
}

/** The real wall clock. */
export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock tests and the admin plane can freeze, set and advance. While not frozen it follows the
 * wall clock plus an offset, so setting it to 23:00 keeps time moving from there.
 */
export class VirtualClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;

  constructor(private readonly base: Clock = systemClock) {}

  now(): number {
    return this.frozenAt ?? this.base.now() + this.offsetMs;
  }

  /** Stops time at the current instant (or at `at`). */
  freeze(at?: number): void {
    this.frozenAt = at ?? this.now();
  }

  /** Lets time run again from where it stands. */
  unfreeze(): void {
    if (this.frozenAt === undefined) return;
    this.offsetMs = this.frozenAt - this.base.now();
    this.frozenAt = undefined;
  }

  /** Jumps to an instant, keeping the frozen/running state. */
  set(at: number): void {
    if (this.frozenAt !== undefined) this.frozenAt = at;
    else this.offsetMs = at - this.base.now();
  }

  /** Moves time forward (or back, with a negative amount). */
  advance(milliseconds: number): void {
    this.set(this.now() + milliseconds);
  }

  /** Whether time is standing still. */
  get frozen(): boolean {
    return this.frozenAt !== undefined;
  }
}
