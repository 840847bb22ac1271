import { z, type ZodType } from 'zod';
import { namedComponent as named } from '../../contract/schemas/openapi-components.js';
import { accountResponseSchemas } from '../../contract/schemas/responses/account-responses.js';
import { agentBatchResponseSchema, agentRunResponseSchema, chatCompletionResponseSchema } from '../../contract/schemas/responses/agent-responses.js';
import { swarmBatchResponseSchema, swarmRunResponseSchema } from '../../contract/schemas/responses/swarm-responses.js';
import {
  autoSwarmBuilderResponseSchema,
  decisionResponseSchema,
  graphResponseSchema,
  gridResponseSchema,
  marketplaceResponseSchema,
  reasoningResponseSchema,
  researchBatchResponseSchema,
  researchResponseSchema,
} from '../../contract/schemas/responses/workflow-responses.js';
import type { RouteDefinition } from '../route.js';

const namespace = () => z.string().describe('The namespace acted on (the x-swarms-local-namespace header, or default).');
const clockState = named(
  'ClockState',
  "The namespace's virtual clock.",
  z.looseObject({
    namespace: namespace(),
    now: z.string().describe('What the clock reads (ISO 8601).'),
    epoch_ms: z.number().describe('The same in epoch milliseconds.'),
    frozen: z.boolean().describe('Whether it stands still.'),
  }),
);
const faultList = named(
  'FaultList',
  "The namespace's faults.",
  z.looseObject({
    namespace: namespace(),
    faults: z
      .array(z.looseObject({ id: z.string().describe('The fault id (for DELETE).'), kind: z.string().describe('Its kind.') }))
      .describe('Each fault rule with its id and how often it fired.'),
  }),
);
const removed = named('FaultsRemoved', 'Faults removed.', z.looseObject({ namespace: namespace(), removed: z.int().describe('How many were removed.') }));

/** The success body of each endpoint, by `METHOD path` (GET paths come from the account table). */
const RESPONSES: Record<string, ZodType> = {
  'post /v1/agent/completions': agentRunResponseSchema,
  'post /v1/agent/batch/completions': agentBatchResponseSchema,
  'post /v1/swarm/completions': swarmRunResponseSchema,
  'post /v1/swarm/batch/completions': swarmBatchResponseSchema,
  'post /v1/graph-workflow/completions': graphResponseSchema,
  'post /v1/batched-grid-workflow/completions': gridResponseSchema,
  'post /v1/reasoning-agent/completions': reasoningResponseSchema,
  'post /v1/decision/completions': decisionResponseSchema,
  'post /v1/auto-swarm-builder/completions': autoSwarmBuilderResponseSchema,
  'post /v1/advanced-research/completions': researchResponseSchema,
  'post /v1/marketplace/agents': marketplaceResponseSchema,
  'post /v1/chat/completions': chatCompletionResponseSchema,
  'post /v1/advanced-research/batch/completions': researchBatchResponseSchema,
  'get /openapi.json': named(
    'OpenApiDocument',
    'An OpenAPI 3.1 document.',
    z.looseObject({ openapi: z.string().describe('3.1.0.'), info: z.looseObject({}).describe('Title and version.'), paths: z.looseObject({}).describe('The operations.') }),
  ),
  'get /_swarms-local/info': named(
    'ServerInfo',
    'What is running.',
    z.looseObject({
      name: z.string().describe('swarms-local.'),
      version: z.string().describe('Its version.'),
      mode: z.string().describe('The provider mode.'),
      namespace: namespace(),
    }),
  ),
  'get /_swarms-local/config': named('ServerConfig', 'The settings in effect.', z.looseObject({ config: z.looseObject({}).describe('Every setting, secrets masked.') })),
  'post /_swarms-local/reset': named(
    'ResetResult',
    'What was forgotten.',
    z.looseObject({ status: z.string().describe('reset.'), scope: z.string().describe('all, user or namespace.'), namespace: namespace() }),
  ),
  'get /_swarms-local/journal': named(
    'Journal',
    'Request trees: each request with its runs, agents and provider calls.',
    z.looseObject({
      namespace: namespace(),
      count: z.int().describe('How many requests.'),
      requests: z
        .array(
          z.looseObject({
            id: z.string().describe('The node id.'),
            kind: z.string().describe('request.'),
            children: z.array(z.unknown()).describe('Its runs, agents, tool and provider calls.'),
          }),
        )
        .describe('The requests, oldest first.'),
    }),
  ),
  'get /_swarms-local/fixtures/usage': named(
    'FixtureUsage',
    'Which fixtures were used.',
    z.looseObject({ mode: z.string().describe('The provider mode.'), report: z.unknown().describe('Fixture hits, misses and unused fixtures; null when no fixtures are loaded.') }),
  ),
  'get /_swarms-local/clock': clockState,
  'post /_swarms-local/clock': clockState,
  'get /_swarms-local/faults': faultList,
  'post /_swarms-local/faults': named(
    'FaultsAdded',
    "The namespace's faults after adding.",
    faultList.extend({
      fault: z
        .looseObject({ id: z.string().describe('Its id.'), kind: z.string().describe('Its kind.') })
        .optional()
        .describe('The fault added, when one rule was posted.'),
    }),
  ),
  'delete /_swarms-local/faults': removed,
  'delete /_swarms-local/faults/:id': removed,
  'post /_swarms-local/scenarios': faultList,
  ...Object.fromEntries(Object.entries(accountResponseSchemas).map(([path, schema]) => [`get ${path}`, schema])),
};

/** The routes with their response schemas attached (for the OpenAPI document). */
export function withResponseSchemas(routes: RouteDefinition<any>[]): RouteDefinition<any>[] {
  return routes.map((route) => ({ ...route, response: route.response ?? RESPONSES[`${route.method} ${route.path}`] }));
}
