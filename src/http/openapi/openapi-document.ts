import { z, type ZodType } from 'zod';
import { VERSION } from '../../version.js';
import type { RouteDefinition } from '../route.js';

type JsonSchema = Record<string, unknown>;

/** FastAPI's validation error body. */
const VALIDATION_ERROR: JsonSchema = {
  type: 'object',
  title: 'HTTPValidationError',
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        title: 'ValidationError',
        required: ['loc', 'msg', 'type'],
        properties: {
          loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
          msg: { type: 'string' },
          type: { type: 'string' },
          input: {},
          ctx: { type: 'object' },
        },
      },
    },
  },
};

/** Every other error: `{"detail": "<sentence>"}` (and the premium envelope, and OpenAI's shape on its endpoint). */
const ERROR_BODY: JsonSchema = {
  title: 'ErrorBody',
  anyOf: [
    { type: 'object', required: ['detail'], properties: { detail: {} } },
    { type: 'object', required: ['error'], properties: { error: { type: 'object' } } },
  ],
};

function schemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Express `:id` parameters → OpenAPI `{id}`. */
function openApiPath(path: string): { path: string; parameters: string[] } {
  const parameters: string[] = [];
  const converted = path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    parameters.push(name);
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

function operation(route: RouteDefinition<unknown>): JsonSchema {
  const { parameters } = openApiPath(route.path);
  const responses: JsonSchema = {
    [route.successStatus ?? 200]: {
      description: route.summary ?? 'Success',
      content: route.html || route.textType
        ? { [route.textType ?? 'text/html']: { schema: { type: 'string' } } }
        : route.streams
        ? { 'application/json': { schema: route.response ? schemaOf(route.response, 'output') : {} }, 'text/event-stream': { schema: { type: 'string' } } }
        : { 'application/json': { schema: route.response ? schemaOf(route.response, 'output') : {} } },
    },
    default: { description: 'Error', content: { 'application/json': { schema: ERROR_BODY } } },
  };
  if (route.body) responses['422'] = { description: 'Validation Error', content: { 'application/json': { schema: VALIDATION_ERROR } } };
  return {
    operationId: `${route.method}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
    summary: route.summary ?? `${route.method.toUpperCase()} ${route.path}`,
    ...(route.auth === false ? { security: [] } : route.auth === 'open-keyless' ? { security: [{ ApiKeyAuth: [] }, {}] } : {}),
    ...(parameters.length ? { parameters: parameters.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route the app serves, generated from the route table's zod schemas. */
export function buildOpenApiDocument(routes: RouteDefinition<unknown>[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const { path } = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'swarms-local',
      version: VERSION,
      description: 'A self-hosted, offline-capable implementation of the Swarms multi-agent orchestration API.',
    },
    servers: [{ url: '/' }],
    security: [{ ApiKeyAuth: [] }],
    components: { securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'x-api-key' } } },
    paths,
  };
}
