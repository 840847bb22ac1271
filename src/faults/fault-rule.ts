import { z } from 'zod';

/** The kinds of fault the admin plane and scenarios can inject. */
export const FAULT_KINDS = ['http-status', 'latency', 'stream-cut', 'malformed-tool-call', 'refusal', 'empty-answer'] as const;

/** Which provider calls a fault applies to; every given field must match. */
export const faultMatchSchema = z
  .strictObject({
    endpoint: z.string().optional(),
    swarmType: z.string().optional(),
    agent: z.string().optional(),
    model: z.string().optional(),
    /** 1-based: only the Nth call that matches the other fields. */
    callIndex: z.number().int().positive().optional(),
  })
  .meta({ title: 'FaultMatch' });

/** A fault rule as the admin plane and scenario files accept it; unknown fields are refused, not ignored. */
export const faultRuleSchema = z
  .strictObject({
    kind: z.enum(FAULT_KINDS),
    match: faultMatchSchema.default({}),
    /** http-status: the status to answer (429, 500, 503, ...). */
    status: z.number().int().min(400).max(599).optional(),
    /** http-status 429/503: the Retry-After seconds sent. */
    retryAfter: z.number().int().min(0).optional(),
    /** latency: milliseconds added before the call. */
    latencyMs: z.number().int().min(0).optional(),
    /** stream-cut: chunks delivered before the stream breaks. */
    afterChunks: z.number().int().min(0).optional(),
    /** refusal: the refusal text. */
    message: z.string().optional(),
    /** Chance that a matching call is hit, drawn from a PRNG seeded by `seed` (reproducible). */
    probability: z.number().min(0).max(1).default(1),
    seed: z.number().int().default(0),
    /** How many times the fault may fire; absent = every matching call. */
    times: z.number().int().positive().optional(),
  })
  .superRefine((rule, context) => {
    // A latency fault without its latency used to add a silent 1 s default nobody asked for.
    if (rule.kind === 'latency' && rule.latencyMs === undefined) {
      context.addIssue({ code: 'custom', path: ['latencyMs'], input: undefined, message: 'a latency fault needs latencyMs (the milliseconds to add before the call)' });
    }
  })
  .meta({ title: 'FaultRule' });

/** A fault rule after defaults. */
export type FaultRule = z.output<typeof faultRuleSchema>;
/** A fault rule as given. */
export type FaultRuleInput = z.input<typeof faultRuleSchema>;

/** A scenario: a named, scripted sequence of faults (a file or an admin call). */
export const scenarioSchema = z
  .strictObject({
    name: z.string().min(1),
    description: z.string().optional(),
    faults: z.array(faultRuleSchema),
  })
  .meta({ title: 'Scenario' });

/** A parsed scenario. */
export type Scenario = z.output<typeof scenarioSchema>;
