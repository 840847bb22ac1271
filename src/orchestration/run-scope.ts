import type { RunEventSink } from './run-events.js';

/** Counts the calls of one request that no fixture answered (replay-or-synthetic): the runs add, http reads what it handed down. */
export class FixtureMissTally {
  private misses = 0;

  /** Counts one call answered synthetically for want of a fixture. */
  add(): void {
    this.misses += 1;
  }

  /** Calls counted so far. */
  get count(): number {
    return this.misses;
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
