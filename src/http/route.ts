import type { Request, Response } from 'express';
import type { ZodObject, ZodType } from 'zod';
import type { Principal } from '../accounts/api-keys.js';
import type { LoggedUsage } from '../store/repositories.js';
import type { AppDependencies } from '../app-dependencies.js';
import type { RunScope } from '../orchestration/run-scope.js';
import type { FailureReporter } from './client-failure.js';
import type { RouteTag } from './openapi/route-tags.js';

/** What a completion run reports for the ledger (log row, usage, cost, agent configurations). */
export interface RunAccounting {
  jobId: string | null;
  success: boolean;
  usage: LoggedUsage;
  agentConfigs: unknown[];
  note?: string | null;
}

/** Everything a handler gets. */
export interface RouteContext<Body = unknown> {
  request: Request;
  response: Response;
  deps: AppDependencies;
  /** Present on every authenticated route (not on a keyless `open-keyless` call: read `viewer` there). */
  principal: Principal;
  /** The caller, or undefined on a keyless `open-keyless` call (the dashboard's whole-server view in open auth). */
  viewer: Principal | undefined;
  /** The validated body (for routes with a body schema). */
  body: Body;
  startedAt: number;
  /** The request's namespace (`x-swarms-local-namespace`, or the default one). */
  namespace: string;
  /** Aborted when the client goes away before the response is complete. */
  signal: AbortSignal;
  /** What every run of this request is created with (`createRunContext(deps, context.runScope)`). */
  runScope: RunScope;
  /** Writes the run's log, usage and cost in one transaction (streaming handlers call it themselves). */
  recordRun(status: number, body: unknown, accounting: RunAccounting): Promise<void>;
  /** What the client may be told of an error a handler renders itself (stream frames, batch items); an unexpected one is logged here, once. */
  failure: FailureReporter;
}

/** A JSON answer, optionally with the run's accounting to record before it is sent. */
export interface JsonResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  run?: RunAccounting;
}

/** A handler that wrote the response itself (SSE). */
export interface StreamedResult {
  streamed: true;
}

/** One kind of server-sent event a streaming route sends, for the OpenAPI document. */
interface StreamEventDescription {
  /** The `event:` name, or null for a frame sent without one. */
  event: string | null;
  /** What the frame's JSON `data` holds. */
  data: string;
}

/** How a route streams: when it answers with SSE instead of JSON, and the frames it sends, in order. */
export interface StreamDescription {
  when: string;
  events: StreamEventDescription[];
}

/** One row of a route table: method, path, schema, handler. Thin: no business logic in routes. */
export interface RouteDefinition<Body = unknown> {
  method: 'get' | 'post' | 'delete';
  path: string;
  /**
   * Default true: needs `x-api-key`. `open-keyless`: the key may be left out under open auth on a
   * loopback address (any key would be accepted there anyway), and the call then sees every user's data.
   */
  auth?: boolean | 'open-keyless';
  /**
   * Default true: a full rate-limit window answers 429 (the admin plane is exempt). `report`: the
   * X-RateLimit-* headers are sent but a full window does not refuse the request.
   */
  rateLimited?: boolean | 'report';
  /** Free-tier keys get the premium pre-flight 403; the description is what `/v1/account/premium-endpoints` says of it. */
  premium?: { description: string };
  /** A completion endpoint: credit-checked (402) and counted by rate limits. */
  billable?: boolean;
  /** One line for the OpenAPI document and /docs. */
  summary?: string;
  /** The area /docs groups the route under (set for a whole table by `tagRoutes`). */
  tag?: RouteTag;
  /** More about the operation than its summary line (OpenAPI `description`). */
  description?: string;
  /** The query parameters the handler reads (validated by it with `validateQuery`; declared in OpenAPI). */
  query?: ZodObject;
  /** The success body's schema (OpenAPI); a superset is fine, clients ignore extra keys. */
  response?: ZodType;
  /** The success status when not 200. */
  successStatus?: number;
  /** Whether the route answers with an HTML page. */
  html?: boolean;
  /** The media type of a route that answers with other text (`text/plain` for Prometheus metrics). */
  textType?: string;
  /** When and how the route answers with server-sent events. */
  streams?: StreamDescription;
  /** Validates the JSON body (422 in FastAPI's shape on failure). */
  body?: ZodType<Body>;
  /** How errors render: the native `{"detail"}`, OpenAI's `{"error": {...}}` or the marketplace's `{error, message, status_code}`. */
  errorStyle?: 'native' | 'openai' | 'marketplace';
  /** Default true: the request and its runs appear in the journal (the admin plane's own routes do not). */
  journal?: boolean;
  /** Response headers always sent (e.g. deprecation). */
  headers?: Record<string, string>;
  handler(context: RouteContext<Body>): Promise<JsonResult | StreamedResult> | JsonResult | StreamedResult;
}

/** A route table whose routes all belong to one area of the API (the OpenAPI tag /docs groups them under). */
export function tagRoutes(tag: RouteTag, routes: RouteDefinition[]): RouteDefinition[] {
  return routes.map((route) => ({ ...route, tag }));
}

/** Helps type inference when declaring a route. */
export function defineRoute<Body>(route: RouteDefinition<Body>): RouteDefinition<Body> {
  return route;
}
