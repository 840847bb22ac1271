import { z } from 'zod';
import { fakeMcpServerSchema } from '../contract/schemas/fake-mcp.js';
import { DEFAULT_PRICING } from '../billing/pricing.js';
import { dbSetting, postgresSettings } from './database-location.js';
import { outboundEntryProblem, outboundHostList } from './outbound-hosts.js';

/** Provider modes: where agent turns get their answers. */
export const PROVIDER_MODES = ['synthetic', 'live', 'record', 'replay', 'replay-or-synthetic', 'replay-or-record'] as const;
/** One provider mode. */
export type ProviderMode = (typeof PROVIDER_MODES)[number];

const windowLimits = z.strictObject({
  minute: z.number().int().positive(),
  hour: z.number().int().positive(),
  day: z.number().int().positive(),
  tokensPerAgent: z.number().int().positive(),
});

/** Request log formats: one readable line per request, or JSON lines. */
export const LOG_FORMATS = ['pretty', 'json'] as const;

/** A model route: which backend answers which model names. */
const routeSchema = z.strictObject({
  /** Exact model name, or a prefix ending in `*` (e.g. `ollama/*`), or `*` for the default route. */
  match: z.string().min(1),
  /** Overrides the global provider mode for this route. */
  mode: z.enum(PROVIDER_MODES).optional(),
  /**
   * The wire protocol of the backend (`openai`: any OpenAI-compatible chat-completions server; `anthropic`: the Messages API; `gemini`: generateContent). Which
   * names exist is known where providers are built; start-up refuses a name no provider speaks.
   */
  protocol: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'A protocol is named in lower-case letters, digits and dashes, such as "openai".')
    .default('openai'),
  baseURL: z.url().optional(),
  /** Name of the environment variable holding the API key (never the key itself). */
  apiKeyEnv: z.string().optional(),
  /** The model name sent upstream; by default the requested name with the route's prefix removed. */
  model: z.string().optional(),
  /** What the backend can take; each defaults to true, and a setting it cannot take is dropped with a warning. */
  supports: z
    .strictObject({
      tools: z.boolean().optional(),
      images: z.boolean().optional(),
      logprobs: z.boolean().optional(),
      streamUsage: z.boolean().optional(),
      seed: z.boolean().optional(),
      /** Accepts `response_format: {type: "json_schema"}` (used for a forced tool call when tools are off). */
      jsonSchema: z.boolean().optional(),
      /** Accepts `reasoning_effort` (an agent's reasoning effort is sent as it). */
      reasoning: z.boolean().optional(),
    })
    .optional(),
  timeoutMs: z.number().int().positive().optional(),
  /** Caps max_tokens sent to this backend (small local models have small context windows). */
  maxTokens: z.number().int().positive().optional(),
});
/** A model route as configured. */
export type RouteConfig = z.infer<typeof routeSchema>;

/** A price in USD: never below zero (a negative one would pay users for their calls). */
const price = z.number().min(0);
/** A discount, as the multiplier on token costs it is: 0 (free) to 1 (no discount). */
const multiplier = z.number().min(0).max(1);

/**
 * Every setting of swarms-local, with its default. Parsed once at the edge, then frozen. Every object
 * here is strict: an unknown or misspelt setting is an error, never silently ignored (a mistyped
 * `baseUrl` once sent an "offline" route's prompts to a public endpoint).
 */
export const configSchema = z.strictObject({
  host: z.string().default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(8000),
  /** SQLite file, `:memory:`, or a PostgreSQL URL (postgres://user:pass@host:port/dbname). */
  db: dbSetting,
  /** PostgreSQL pool size and timeouts (when `db` is a PostgreSQL URL). */
  postgres: postgresSettings,
  auth: z.enum(['open', 'strict']).default('open'),
  /** Tier given to users registered in open mode. */
  tier: z.enum(['free', 'premium']).default('premium'),
  /** Global seed of the synthetic model and of ids; absent = random ids, seed 0 for text. */
  seed: z.number().int().optional(),
  mode: z.enum(PROVIDER_MODES).default('synthetic'),
  fixturesDir: z.string().default('fixtures/recordings'),
  replaySpeed: z.number().min(0).default(0),
  routes: z.array(routeSchema).default([]),
  defaultModel: z.string().default('gpt-4.1'),
  /** Model names accepted and listed beside the model dataset's (src/config/model-catalogue.ts). */
  models: z.array(z.string()).default([]),
  pricing: z
    .strictObject({
      swarm_completions_agent_cost: price,
      swarm_completions_input_cost_per_1m: price,
      swarm_completions_output_cost_per_1m: price,
      agent_completions_input_cost_per_1m: price,
      agent_completions_output_cost_per_1m: price,
      agent_completions_img_cost: price,
      agent_completions_mcp_cost: price,
      search_cost: price,
      scrape_cost: price,
      night_time_discount: multiplier,
      flex_discount: multiplier,
    })
    .partial()
    .default({})
    .transform((overrides) => ({ ...DEFAULT_PRICING, ...overrides })),
  rateLimits: z
    .strictObject({ free: windowLimits.partial().default({}), premium: windowLimits.partial().default({}) })
    .default({ free: {}, premium: {} })
    .transform((limits) => ({
      free: { minute: 100, hour: 350, day: 1200, tokensPerAgent: 200_000, ...limits.free },
      premium: { minute: 2000, hour: 10_000, day: 100_000, tokensPerAgent: 2_000_000, ...limits.premium },
    })),
  /** Starting credit balance (USD) of newly registered users; absent = unlimited. */
  initialCredits: z.number().optional(),
  bodyLimit: z.string().default('10mb'),
  /** Global cap on provider calls in flight at once. */
  maxConcurrentCalls: z.number().int().positive().default(64),
  /** How many items of a batch run at once. */
  batchConcurrency: z.number().int().positive().default(10),
  retries: z
    .strictObject({ maxRetries: z.number().int().min(0).default(2), baseDelayMs: z.number().min(0).default(500), maxDelayMs: z.number().min(0).default(8000) })
    .default({ maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8000 }),
  upstreamTimeoutMs: z.number().int().positive().default(120_000),
  /** A client must send its request headers within this time (slow-loris protection). */
  headersTimeoutMs: z.number().int().positive().default(30_000),
  /** A client must send its whole request within this time. */
  requestTimeoutMs: z.number().int().positive().default(300_000),
  /** On SIGINT/SIGTERM (or close()), how long requests in flight may take to finish before they are cancelled. */
  shutdownGraceMs: z.number().int().min(0).default(10_000),
  /** Request header bytes accepted (larger → 431). */
  maxHeaderSize: z.number().int().positive().default(16_384),
  /** Adds stack traces to 500 bodies. */
  debug: z.boolean().default(false),
  /** Refuses a request body field no schema declares with a 422 naming it (FastAPI, and the default, ignore it and only report it in a header). */
  strictRequests: z.boolean().default(false),
  /** Freeze the clock at this ISO instant (tests, demos). */
  clock: z.iso.datetime({ offset: true }).optional(),
  /** Log each request as one line on stderr; absent: on when started from the command line, off when embedded. */
  logRequests: z.boolean().optional(),
  /** Request log lines: `pretty` (one readable line each) or `json` (JSON lines). */
  logFormat: z.enum(LOG_FORMATS).default('pretty'),
  /**
   * The synthetic model's pacing (a fixed latency per call and, for streams, tokens per second; 0 = no pacing),
   * and whether it composes new answers on a worker thread (the compiled package only; same bytes either way).
   */
  synthetic: z
    .strictObject({ latencyMs: z.number().min(0).default(0), tokensPerSecond: z.number().min(0).default(0), composeThread: z.boolean().default(true) })
    .default({ latencyMs: 0, tokensPerSecond: 0, composeThread: true }),
  /** Volatile text that fixture matching ignores (regular expressions; dates, ids and times are ignored by default). */
  fixtureIgnore: z.array(z.strictObject({ pattern: z.string(), replacement: z.string().default('<ignored>') })).default([]),
  /** Listening on a non-loopback address needs this explicit opt-in. */
  expose: z.boolean().default(false),
  /** Allows open auth mode on a non-loopback address (anyone reaching the port could use it). */
  forceOpenAuth: z.boolean().default(false),
  /** The admin plane under /_swarms-local/; default: on when bound to loopback, off otherwise. */
  admin: z.boolean().optional(),
  /**
   * Where requests may make the server connect (MCP servers): host names, IP addresses, CIDR ranges,
   * `loopback`, `*` or `none`, as a list or comma-separated; absent: loopback when bound to loopback, else none.
   */
  outboundHosts: z
    .preprocess(
      (value) => (typeof value === 'string' || (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) ? outboundHostList(value) : value),
      z.array(
        z.string().superRefine((entry, context) => {
          const problem = outboundEntryProblem(entry);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      ),
    )
    .optional(),
  /**
   * Which clock rate-limit windows, log row times and night-time prices follow: a request's namespace clock
   * (tests move time to see windows free up) or the server's; absent: `namespace` in open auth, `server` in strict.
   */
  ledgerClock: z.enum(['namespace', 'server']).optional(),
  /** Scenario files (JSON/YAML) loaded at start-up. */
  scenarios: z.array(z.string()).default([]),
  /** Real backends of the built-in tools in live and record modes (docs/testing-tools.md); absent = offline results. */
  toolBackends: z
    .strictObject({
      search: z
        .strictObject({
          url: z.url().describe('The search endpoint, e.g. http://127.0.0.1:8888/search (SearXNG).'),
          style: z.enum(['searxng', 'brave', 'tavily']).default('searxng').describe('The API it speaks.'),
          apiKeyEnv: z.string().optional().describe('The environment variable holding its key (Brave, Tavily).'),
          timeoutMs: z.number().int().positive().default(15_000).describe('One deadline for the request and the whole answer.'),
          maxBytes: z.number().int().positive().default(1_048_576).describe('Bytes of its answer read at most; a larger answer is a tool error naming this bound.'),
        })
        .optional(),
      fetch: z
        .strictObject({
          readerUrl: z.url().optional().describe('A reader service the page URL is appended to (https://r.jina.ai/ style); absent = fetch the page itself.'),
          timeoutMs: z.number().int().positive().default(15_000).describe('One deadline for the request and the whole page.'),
          maxBytes: z.number().int().positive().default(5_242_880).describe('Bytes of a page read at most; a larger page is a tool error naming this bound.'),
        })
        .optional(),
    })
    .default({}),
  /** Fake MCP servers served at /_swarms-local/mcp/<name> (docs/testing-tools.md). */
  fakeMcpServers: z.array(fakeMcpServerSchema).default([]),
  /** Calls each fake MCP server keeps for reading, the newest (a ring); arguments past 64 Ki characters of JSON are kept as masked previews. */
  fakeMcpCallLog: z.number().int().positive().default(256),
  /** Namespaces kept in memory: per user who created them, and in all (least recently used forgotten first). */
  namespaces: z
    .strictObject({
      perUser: z.number().int().positive().default(100),
      total: z.number().int().positive().default(1000),
    })
    .prefault({}),
  /** Aligned steps one admin run diff answers at most (a page; `steps_offset` asks for the next). */
  runDiffSteps: z.number().int().positive().default(1000),
  /** Fault rules and stubs one namespace may hold together (each model call is matched against all of them); past it a 400 names the bound. */
  faultRulesPerNamespace: z.number().int().positive().default(1000),
  /** Credits each namespace's runs may spend together (e.g. `{ "ci": 0.5 }`); a run that would go past is refused with 402 BUDGET_EXCEEDED. */
  namespaceBudgets: z.record(z.string(), z.number().min(0)).default({}),
  /** Bytes of JSON a request log row keeps of its response body (the rest is cut, saying how much). */
  logBodyLimit: z.number().int().min(1024).default(16_384),
  /** Request trees the journal keeps per namespace, the newest (older ones are dropped as new ones arrive). */
  journalPerNamespace: z.number().int().positive().default(1000),
  /** Request trees the journal keeps in all namespaces together (the oldest dropped first). */
  journalCapacity: z.number().int().positive().default(20_000),
  /**
   * tool_choice of an autonomous agent's planning calls: `auto` as the framework asks (the default), or `required` for a
   * small local model that only calls create_plan when its server forces a tool call (docs/autonomous-agents.md).
   */
  autonomousPlanningToolChoice: z.enum(['auto', 'required']).default('auto'),
  /** Bounds on what one request can make the server do (docs/operations.md, "Limits on what one request can do"). */
  runLimits: z
    .strictObject({
      /** Any loop count of a request: agent and swarm `max_loops`, heavy-swarm loops, director loops. */
      maxLoops: z.number().int().positive().default(50),
      /** Agent turns one run plans: agents x loops (x tasks, x heavy-swarm rounds). */
      maxAgentTurns: z.number().int().positive().default(10_000),
      /** Agents summed over the items of one batch request. */
      maxBatchAgents: z.number().int().positive().default(2000),
      /** Tokens (input + output) one run may consume before it is stopped. */
      maxTokensPerRun: z.number().int().positive().default(5_000_000),
      /** Assignments one assign_task call of an autonomous agent may make; more are refused in the tool's result. */
      maxAssignments: z.number().int().positive().default(1000),
      /** Wall time of one request's run before it is cancelled. */
      deadlineMs: z.number().int().positive().default(600_000),
    })
    .prefault({}),
});

/** The input shape of the configuration (what files, env and flags provide). */
export type ConfigInput = z.input<typeof configSchema>;
/** The resolved, frozen configuration. */
export type Config = Readonly<z.output<typeof configSchema>>;
