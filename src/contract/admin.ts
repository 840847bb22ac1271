import { z } from 'zod';
import { faultRuleSchema, scenarioSchema } from '../faults/fault-rule.js';

/** `POST /_swarms-local/reset`: what to forget. */
export const resetRequestSchema = z
  .strictObject({
    /** all: every user, log, key, journal, fault, cursor and clock; user: the caller's logs, agents and journal; namespace: the request namespace's journal, faults, cursors and clock. */
    scope: z.enum(['all', 'user', 'namespace']).default('namespace'),
    user: z.string().optional(),
  })
  .meta({ title: 'ResetRequest' });

/** `POST /_swarms-local/clock`: move the (namespace's) virtual clock. */
export const clockRequestSchema = z
  .strictObject({
    action: z.enum(['freeze', 'unfreeze', 'set', 'advance', 'reset']),
    /** set / freeze: an ISO 8601 instant. */
    at: z.iso.datetime({ offset: true }).optional(),
    /** advance: milliseconds (negative goes back). */
    ms: z.number().optional(),
  })
  .meta({ title: 'ClockRequest' });

/** `POST /_swarms-local/faults`: one rule or several. */
export const faultsRequestSchema = z.union([faultRuleSchema, z.array(faultRuleSchema)]).meta({ title: 'FaultsRequest' });

/** `POST /_swarms-local/scenarios`: a scenario to load into the namespace. */
export const scenarioRequestSchema = scenarioSchema;
