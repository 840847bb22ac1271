import { z } from 'zod';
import { namedComponent as named } from '../openapi-components.js';
import { timestamp } from './response-fields.js';

/** The welcome of `GET /`. */
export const rootResponseSchema = named('RootResponse', 'A welcome, and what is running.', z.looseObject({ status: z.string().describe('A welcome sentence.') }));

/** The answer of `GET /health`. */
export const healthResponseSchema = named('HealthCheckResponse', 'The server is up.', z.looseObject({ status: z.string().describe('ok.') }));

/** The swarm types of `GET /v1/swarms/available`. */
export const swarmTypesResponseSchema = named(
  'SwarmCheckAvailableResponse',
  'The swarm types swarm_type accepts.',
  z.looseObject({ success: z.boolean().describe('true.'), swarm_types: z.array(z.string()).describe('The swarm types.'), timestamp: timestamp() }),
);

/** The model names of `GET /v1/models/available`. */
export const modelsAvailableResponseSchema = named(
  'ModelListAvailableResponse',
  'The models agents may name.',
  z.looseObject({ success: z.boolean().describe('true.'), count: z.int().describe('How many.'), models: z.array(z.string()).describe('Their names.') }),
);

/** OpenAI's model list of `GET /v1/models`. */
export const modelListResponseSchema = named(
  'ModelList',
  "The same models in OpenAI's list format.",
  z.looseObject({
    object: z.literal('list').describe('list.'),
    data: z
      .array(
        z.looseObject({
          id: z.string().describe('The model name.'),
          object: z.literal('model').describe('model.'),
          created: z.int().describe('Unix seconds (fixed).'),
          owned_by: z.string().describe('Who serves it, from its name.'),
        }),
      )
      .describe('The models.'),
  }),
);

/** The reasoning types of `GET /v1/reasoning-agent/types`. */
export const reasoningTypesResponseSchema = named(
  'ReasoningAgentListTypesResponse',
  'The reasoning methods swarm_type accepts.',
  z.looseObject({ status: z.string().describe('success.'), agent_types: z.array(z.string()).describe('The methods.') }),
);

/** The built-in tools of `GET /v1/tools/available`. */
export const toolsResponseSchema = named(
  'ToolListAvailableResponse',
  'The built-in tools tools_enabled accepts.',
  z.looseObject({ status: z.string().describe('success.'), tools: z.array(z.string()).describe('The tools.') }),
);

/** The decision models of `GET /v1/decision/models`. */
export const decisionModelsResponseSchema = named(
  'DecisionModelsResponse',
  'The decision models and their prices.',
  z.looseObject({
    success: z.boolean().describe('true.'),
    models: z
      .array(
        z.looseObject({
          name: z.string().describe('The model name.'),
          aliases: z.array(z.string()).describe('Other names it answers to.'),
          input_cost_per_1m: z.number().describe('Credits per million prompt tokens.'),
          output_cost_per_1m: z.number().describe('Credits per million generated tokens.'),
          description: z.string().describe('What it is for.'),
        }),
      )
      .describe('The models.'),
  }),
);

/** The execution types of `GET /v1/auto-swarm-builder/execution-types`. */
export const executionTypesResponseSchema = named('AutoSwarmBuilderListExecutionTypesResponse', 'The execution types of the auto swarm builder.', z.array(z.string()));

/** The price list of `GET /v1/usage/costs`. */
export const usageCostsResponseSchema = named(
  'UsageCostsResponse',
  'The price list.',
  z.looseObject({ usage_pricing: z.record(z.string(), z.number()).describe('Every price, by name.'), timestamp: timestamp() }),
);

/** This server's OpenAPI document, `GET /openapi.json`. */
export const openApiDocumentResponseSchema = named(
  'OpenApiDocument',
  'An OpenAPI 3.1 document.',
  z.looseObject({ openapi: z.string().describe('3.1.0.'), info: z.looseObject({}).describe('Title and version.'), paths: z.looseObject({}).describe('The operations.') }),
);
