import type { RouteConfig } from '../../config/schema.js';
import type { LanguageModel } from '../spec.js';
import type { RecallRecorded } from './send-back.js';
import type { TraceHeaders } from './trace-context-fetch.js';

/** What a route's backend can do (its `supports` setting); a setting it cannot take is dropped with a warning, never thrown. */
export type RouteSupports = NonNullable<RouteConfig['supports']>;

/** What a route hands the protocol that builds its model (the route's settings, resolved). */
export interface ProtocolModelOptions {
  /** The model name sent upstream. */
  modelId: string;
  baseURL: string;
  apiKey: string;
  /** The configured route this model belongs to, surfaced as `response.metadata.route`. */
  routeName?: string;
  supports?: RouteSupports;
  /** Per-request timeout: for the first answer, for a whole plain completion, and for any silence inside a stream. */
  timeoutMs?: number;
  /** The trace context to send with each request (`traceparent`); none by default. */
  traceHeaders?: TraceHeaders;
  /**
   * What a recorded answer gave a tool call to be sent back with (its native exchange's `sendBack`): how a
   * conversation continued after a restart, or over replayed turns, sends thinking back. Set where the
   * route records; without it only this process's answers are known.
   */
  recallRecorded?: RecallRecorded;
  /** The fetch to send with (tests); the global one by default. */
  fetch?: typeof fetch;
}

/** Builds the live model of one route for one upstream protocol (a route's `"protocol"` names it). */
export type ProtocolFactory = (options: ProtocolModelOptions) => LanguageModel;
