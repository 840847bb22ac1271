import { VirtualClock, systemClock, type Clock } from './clock.js';
import { DEFAULT_NAMESPACE, currentNamespace } from './request-scope.js';

/**
 * A clock per namespace: parallel test workers can freeze or move their own time without
 * touching each other's. The default namespace's clock is the server's clock.
 */
export class NamespacedClock implements Clock {
  private readonly clocks = new Map<string, VirtualClock>();
  /** Instants a namespace's clock was frozen at by configuration: a reset freezes it there again. */
  private readonly pinned = new Map<string, number>();

  constructor(readonly root: VirtualClock = new VirtualClock(systemClock)) {
    this.clocks.set(DEFAULT_NAMESPACE, root);
  }

  now(): number {
    // Reading the time never creates a clock: only moving one does (a namespace's memory stays bounded).
    return (this.clocks.get(currentNamespace()) ?? this.root).now();
  }

  /** The virtual clock of one namespace; a new namespace starts from the default clock's time. */
  forNamespace(namespace: string): VirtualClock {
    let clock = this.clocks.get(namespace);
    if (!clock) {
      clock = new VirtualClock(this.root);
      this.clocks.set(namespace, clock);
    }
    return clock;
  }

  /** Freezes a namespace's clock at `at` now and after every reset (a configured `clock`, or the testing API's `frozenAt`). */
  pin(namespace: string, at: number): void {
    this.pinned.set(namespace, at);
    this.forNamespace(namespace).freeze(at);
  }

  /** Forgets every namespace's clock and lets the default clock run on real time again (pinned clocks freeze where pinned). */
  resetAll(): void {
    for (const namespace of new Set([...this.clocks.keys(), ...this.pinned.keys()])) this.reset(namespace);
  }

  /** Forgets a namespace's clock (reset); the default clock is unfrozen and reset instead; a pinned clock freezes at its instant again. */
  reset(namespace: string): void {
    if (namespace !== DEFAULT_NAMESPACE) this.clocks.delete(namespace);
    else {
      this.root.unfreeze();
      this.root.set(systemClock.now());
    }
    const pinned = this.pinned.get(namespace);
    if (pinned !== undefined) this.forNamespace(namespace).freeze(pinned);
  }
}
