import type { RunEventSink } from './run-events.js';

/** How a call no fixture matched was answered: synthetically (replay-or-synthetic) or live and recorded (replay-or-record). */
export type MissAnswer = 'synthetic' | 'recorded';

/** Counts the calls of one request that no fixture answered: the runs add, http reads what it handed down. */
export class FixtureMissTally {
  private readonly misses = new Map<MissAnswer, number>();

  /** Counts one call answered without a fixture. */
  add(answer: MissAnswer = 'synthetic'): void {
    this.misses.set(answer, (this.misses.get(answer) ?? 0) + 1);
  }

  /** Calls counted so far. */
  get count(): number {
    return [...this.misses.values()].reduce((sum, count) => sum + count, 0);
  }

  /** The tally as the response header says it: `synthetic; calls=2`, `recorded; calls=1`, comma-separated when both. */
  describe(): string {
    return [...this.misses.entries()].map(([answer, count]) => `${answer}; calls=${count}`).join(', ');
  }
}

/** What http hands to every run of one request, passed down explicitly (nothing below reads it from ambient state). */
export interface RunScope {
  /** The request's namespace: faults, scenarios and the journal are scoped by it. */
  namespace: string;
  /** The route path, e.g. `/v1/swarm/completions` (fault targeting). */
  endpoint: string;
  /** Aborted when the client goes away or the server shuts down. */
  signal: AbortSignal;
  /** Resolves once what the request sent its client so far has drained (a streamed answer whose client stopped reading holds the run's next call); absent = never waits. */
  outputDrained?: () => Promise<void>;
  /** Holds credit before a run spends it (a 402 when the balance cannot cover it); absent = unlimited. */
  spend?: (amount: number) => Promise<void>;
  /** Receives every event of every run of the request (journal, telemetry, the request's run facts). */
  events?: RunEventSink;
  /** Where the request's runs count their fixture misses. */
  fixtureMisses: FixtureMissTally;
  /** The port this server answered the request on: tools it serves itself are reached there (outbound policy). */
  serverPort?: number;
  /** The caller's key is on the free tier: premium-only models are refused. */
  freeTier?: boolean;
}
