import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';

/**
 * The kinds of rule the admin plane and scenarios can add: faults, and `answer`, a canned answer (a stub) given
 * instead of the model's. Both kinds are one mechanism: the same matching, counters, namespaces and removal.
 * The `tool-*` kinds are faults of a fake MCP server's tools.
 */
export const FAULT_KINDS = [
  'http-status',
  'latency',
  'stream-cut',
  'malformed-tool-call',
  'refusal',
  'empty-answer',
  'answer',
  'tool-error',
  'tool-timeout',
  'tool-malformed',
] as const;

/** The kinds that only tool calls of a fake MCP server can have (`latency` with `match.tool` is a slow tool answer). */
export const TOOL_FAULT_KINDS: readonly string[] = ['tool-error', 'tool-timeout', 'tool-malformed'];

/** Which provider calls a fault or a stub applies to; every given field must match. */
const faultMatchSchema = z
  .strictObject({
    endpoint: z.string().optional().describe('Only calls made for this path.'),
    swarmType: z.string().optional().describe('Only calls of this swarm type.'),
    agent: z.string().optional().describe('Only calls of this agent.'),
    model: z.string().optional().describe('Only calls to this model.'),
    contains: z.string().min(1).optional().describe('Only calls whose user messages contain this text (case-sensitive): the task, or what an agent was handed.'),
    tool: z.string().optional().describe("Only calls of this tool of a fake MCP server (its faults are declared with the server's tools)."),
    callIndex: z.number().int().positive().optional().describe('1-based: only the Nth call that matches the other fields.'),
  })
  .meta({ title: 'FaultMatch', description: 'Which provider calls a fault or a stub applies to; every given field must match.' })
  .register(openApiComponents, { id: 'FaultMatch' });

/** A tool call a stub answers with. */
const stubToolCallSchema = z.strictObject({
  name: z.string().min(1).describe("The tool's name."),
  arguments: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .default({})
    .describe('Its arguments: an object, or the JSON text to send as it is.'),
});

/** What a stub answers (the fields a rule of kind `answer` carries). */
const stubAnswerFields = {
  text: z.string().optional().describe('answer: the text answered.'),
  toolCalls: z.array(stubToolCallSchema).optional().describe('answer: tool calls answered (after the text, if any).'),
};

/** The fields every rule shares: which calls, how often, how likely. */
const ruleFields = {
  match: faultMatchSchema.default({}).describe('Which calls it hits (default every call).'),
  probability: z.number().min(0).max(1).default(1).describe('Chance that a matching call is hit, drawn from a PRNG seeded by seed (reproducible).'),
  seed: z.number().int().default(0).describe('Seed of that PRNG.'),
  times: z.number().int().positive().optional().describe('How many times the rule may fire; absent = every matching call.'),
};

/** A rule of kind `answer` needs something to answer. */
function requireAnswer(rule: { kind?: string; text?: string; toolCalls?: unknown[] }, context: z.RefinementCtx): void {
  if ((rule.kind ?? 'answer') === 'answer' && rule.text === undefined && !rule.toolCalls?.length) {
    context.addIssue({ code: 'custom', path: ['text'], input: undefined, message: 'a stub needs text or toolCalls (what to answer)' });
  }
}

/** The match fields a rule that refuses whole requests may name: what is known before a run starts. */
export const REQUEST_MATCH_FIELDS: readonly string[] = ['endpoint', 'callIndex'];

/** A rule `at: 'request'` is an http-status fault matched by endpoint or call index only (no agent, model or text exists yet). */
function requireRequestMatch(rule: { kind: string; at?: string; match: Record<string, unknown> }, context: z.RefinementCtx): void {
  if (rule.at === undefined) return;
  if (rule.kind !== 'http-status') {
    context.addIssue({ code: 'custom', path: ['at'], input: rule.at, message: 'only an http-status fault says where it hits (at)' });
    return;
  }
  const named = Object.keys(rule.match).filter((field) => rule.match[field] !== undefined && !REQUEST_MATCH_FIELDS.includes(field));
  if (rule.at === 'request' && named.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['match', named[0]],
      input: rule.match[named[0]],
      message: `a fault at: "request" refuses the request before any run, so it matches only ${REQUEST_MATCH_FIELDS.join(' or ')}; ${named.join(', ')} exist only in a run's model calls (use at: "model-call")`,
    });
  }
}

/** A fault rule as the admin plane and scenario files accept it; unknown fields are refused, not ignored. */
export const faultRuleSchema = z
  .strictObject({
    kind: z.enum(FAULT_KINDS).describe("What goes wrong, or `answer`: a canned answer instead of the model's."),
    ...ruleFields,
    ...stubAnswerFields,
    status: z.number().int().min(400).max(599).optional().describe('http-status: the status to answer (429, 500, 503, ...).'),
    retryAfter: z.number().int().min(0).optional().describe('http-status 429/503: the Retry-After seconds sent.'),
    headers: z
      .record(z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'a header name is one token (letters, digits, dashes)'), z.string())
      .optional()
      .describe('http-status: response headers to send, added to (and overriding) the ones the fault sends by default.'),
    body: z.unknown().optional().describe('http-status: the response body to answer with, as it is, instead of the default (the hosted refusal, or `{"detail": ...}`).'),
    at: z
      .enum(['request', 'model-call'])
      .optional()
      .describe(
        'http-status: `request` refuses the whole request before any run starts, as the hosted API refuses it (the default for 401, 402, 403, 429, 500 and 503 when match names only endpoint or callIndex); `model-call` fails the model calls of a run instead.',
      ),
    latencyMs: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('latency: milliseconds added before the call (or the tool answer); tool-timeout: how long the tool stays silent (default: until the caller gives up).'),
    afterChunks: z.number().int().min(0).optional().describe('stream-cut: chunks delivered before the stream breaks.'),
    message: z.string().optional().describe('refusal: the refusal text; tool-error: the error text the tool answers.'),
  })
  .superRefine((rule, context) => {
    requireAnswer(rule, context);
    // A latency fault says its latency: no silent default delay nobody asked for.
    if (rule.kind === 'latency' && rule.latencyMs === undefined) {
      context.addIssue({ code: 'custom', path: ['latencyMs'], input: undefined, message: 'a latency fault needs latencyMs (the milliseconds to add before the call)' });
    }
    requireRequestMatch(rule, context);
  })
  .meta({ title: 'FaultRule', description: 'A fault injected into provider calls.' })
  .register(openApiComponents, { id: 'FaultRule' });

/** A stub as `POST /_swarms-local/stubs` and the testing API take it: a rule of kind `answer` without its kind. */
export const stubRuleSchema = z
  .strictObject({ ...ruleFields, ...stubAnswerFields })
  .superRefine(requireAnswer)
  .meta({
    title: 'StubRule',
    description: 'A canned answer: when a provider call matches, this is answered instead of calling the model.',
    examples: [{ match: { agent: 'Forecaster', contains: 'Oslo' }, text: 'Rain all week.', times: 1 }],
  })
  .register(openApiComponents, { id: 'StubRule' });

/** A stub as given. */
export type StubRuleInput = z.input<typeof stubRuleSchema>;

/** A fault rule after defaults. */
export type FaultRule = z.output<typeof faultRuleSchema>;
/** A fault rule as given. */
export type FaultRuleInput = z.input<typeof faultRuleSchema>;

/** A scenario: a named, scripted sequence of faults (a file or an admin call). */
export const scenarioSchema = z
  .strictObject({
    name: z.string().min(1).describe("The scenario's name."),
    description: z.string().optional().describe('What it simulates.'),
    faults: z.array(faultRuleSchema).describe('Its fault rules.'),
  })
  .meta({
    title: 'Scenario',
    description: 'A named, scripted set of faults.',
    examples: [
      {
        name: 'flaky-upstream',
        description: 'The first call fails with 503, then calls are slow',
        faults: [
          { kind: 'http-status', status: 503, times: 1 },
          { kind: 'latency', latencyMs: 200 },
        ],
      },
    ],
  })
  .register(openApiComponents, { id: 'Scenario' });

/** A parsed scenario. */
export type Scenario = z.output<typeof scenarioSchema>;
