/**
 * Every stable error code swarms-local raises, with the HTTP status it renders as.
 * The one table of code → status (Fastify keeps its error codes in one file the same way).
 */
export const ERROR_CODES = {
  /** A request field failed validation (rendered as FastAPI's 422 body). */
  VALIDATION_FAILED: 422,
  /** The request is well-formed but asks for something impossible (no task, unknown agent in a flow, bad graph). */
  BAD_REQUEST: 400,
  /** The model name is not in the catalogue and no provider route matches it. */
  MODEL_NOT_AVAILABLE: 400,
  /** A batch body has more items than allowed. */
  BATCH_TOO_LARGE: 400,
  /** A graph workflow does not compile. */
  GRAPH_INVALID: 400,
  /** No `x-api-key` header. */
  AUTH_MISSING: 401,
  /** The API key is not known (strict mode) or revoked. */
  AUTH_INVALID: 403,
  /** Strict auth: the action needs an admin key, or a namespace of the caller's own. */
  ADMIN_REQUIRED: 403,
  /** A request names a URL (an MCP server) outside the hosts the operator allows (`outboundHosts`). */
  OUTBOUND_NOT_ALLOWED: 403,
  /** A free-tier key called a premium endpoint. */
  PREMIUM_REQUIRED: 403,
  /** A free-tier key asked for a premium-only model (the pricing page's list, any `groq/*`). */
  MODEL_PREMIUM_ONLY: 403,
  /** The user's credit balance is exhausted. */
  CREDITS_INSUFFICIENT: 402,
  /** A run would take its namespace past its budget (the `namespaceBudgets` setting, or the testing API's `budget()`). */
  BUDGET_EXCEEDED: 402,
  /** The path does not exist. */
  NOT_FOUND: 404,
  /** The path exists but not for this method. */
  METHOD_NOT_ALLOWED: 405,
  /** The request body is over the size limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** Replay mode: no recorded fixture matches the provider call. */
  FIXTURE_MISSING: 424,
  /** A run reached a bound of its own (tokens per run) while running. */
  RUN_TOO_LARGE: 422,
  /** A run outlived its deadline (`runLimits.deadlineMs`). */
  RUN_DEADLINE_EXCEEDED: 504,
  /** The server is shutting down: runs in flight are cancelled. */
  SERVER_SHUTTING_DOWN: 503,
  /** The store's database (PostgreSQL) cannot be reached or did not answer in time; retry when it is back. */
  STORE_UNAVAILABLE: 503,
  /** A rate-limit window is full. */
  RATE_LIMITED: 429,
  /** The endpoint exists but is not available in this build or configuration. */
  NOT_IMPLEMENTED: 501,
  /** The upstream LLM failed after retries and fallbacks, or answered with garbage. */
  UPSTREAM_FAILED: 502,
  /** An injected or scripted fault (testing): status comes from the fault. */
  INJECTED_FAULT: 500,
  /** Anything unexpected. */
  INTERNAL: 500,
} as const;

/** A stable error code. */
export type ErrorCode = keyof typeof ERROR_CODES;
