import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';
import { faultRuleSchema, scenarioSchema, stubRuleSchema } from './fault-rule.js';

/** `POST /_swarms-local/reset`: what to forget. */
export const resetRequestSchema = z
  .strictObject({
    scope: z
      .enum(['all', 'user', 'namespace'])
      .default('namespace')
      .describe(
        "all: every user, log, key, journal, fault, cursor and clock; user: the caller's logs, agents and journal; namespace: the request namespace's journal, faults, cursors and clock (default).",
      ),
    user: z.string().optional().describe('scope user: whose state to forget (default the caller).'),
  })
  .meta({ title: 'ResetRequest', description: 'What to forget.', examples: [{ scope: 'namespace' }] })
  .register(openApiComponents, { id: 'ResetRequest' });

/** `POST /_swarms-local/clock`: move the (namespace's) virtual clock. */
export const clockRequestSchema = z
  .strictObject({
    action: z.enum(['freeze', 'unfreeze', 'set', 'advance', 'reset']).describe('What to do with the virtual clock.'),
    at: z.iso.datetime({ offset: true }).optional().describe('set / freeze: an ISO 8601 instant.'),
    ms: z.number().optional().describe('advance: milliseconds (negative goes back).'),
  })
  .meta({ title: 'ClockRequest', description: "Moves the namespace's virtual clock.", examples: [{ action: 'freeze', at: '2026-01-01T12:00:00Z' }] })
  .register(openApiComponents, { id: 'ClockRequest' });

/** `POST /_swarms-local/budget`: the credits the namespace's runs may spend together. */
export const budgetRequestSchema = z
  .strictObject({
    credits: z.number().min(0).nullable().describe('The budget in credits; null removes it.'),
  })
  .meta({ title: 'BudgetRequest', description: "Sets the namespace's spending budget.", examples: [{ credits: 0.5 }] })
  .register(openApiComponents, { id: 'BudgetRequest' });

/** `POST /_swarms-local/faults`: one rule or several. */
export const faultsRequestSchema = z
  .union([faultRuleSchema, z.array(faultRuleSchema)])
  .meta({ title: 'FaultsRequest', description: 'One fault rule or several.', examples: [{ kind: 'http-status', status: 503, match: { model: 'gpt-4.1' }, times: 1 }] })
  .register(openApiComponents, { id: 'FaultsRequest' });

/** `POST /_swarms-local/stubs`: one stub or several. */
export const stubsRequestSchema = z
  .union([stubRuleSchema, z.array(stubRuleSchema)])
  .meta({ title: 'StubsRequest', description: 'One stub or several.', examples: [{ match: { contains: 'weather in Oslo' }, text: 'Rain all week.' }] })
  .register(openApiComponents, { id: 'StubsRequest' });

/** `POST /_swarms-local/scenarios`: a scenario to load into the namespace. */
export const scenarioRequestSchema = scenarioSchema;
