import { z, type ZodObject, type ZodType } from 'zod';
import { openApiComponents } from '../../contract/schemas/openapi-components.js';
import { VERSION } from '../../version.js';
import type { RouteDefinition, StreamDescription } from '../route.js';
import { ERROR_SCHEMAS, SECURITY_SCHEMES } from './error-schemas.js';
import { withoutSafeIntegerBounds } from './json-schema-cleanup.js';
import { ROUTE_TAGS, type RouteTag } from './route-tags.js';

type JsonSchema = Record<string, unknown>;

const CONVERSION = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' } as const;

/** Every named component, refs between them as `#/components/schemas/<id>`. */
function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(openApiComponents, { ...CONVERSION, uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      return [id, withoutSafeIntegerBounds(rest)];
    }),
  );
}

/** A registered schema by reference; anything else inline. */
function schemaRef(schema: ZodType): JsonSchema {
  const id = openApiComponents.get(schema)?.id;
  if (id) return { $ref: `#/components/schemas/${id}` };
  const { $schema: _dialect, ...inline } = z.toJSONSchema(schema, CONVERSION) as JsonSchema;
  return withoutSafeIntegerBounds(inline);
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

/** The query parameters of a route, each with its own schema and description. */
function queryParameters(query: ZodObject): JsonSchema[] {
  const schema = withoutSafeIntegerBounds(z.toJSONSchema(query, CONVERSION) as JsonSchema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, { description, ...property }]) => ({ name, in: 'query', required: required.has(name), description, schema: property }));
}

/** The SSE media type of a streaming route: its frames, in order, in the description. */
function eventStream(streams: StreamDescription): JsonSchema {
  const frames = streams.events.map(({ event, data }) => `- ${event ? `\`event: ${event}\`` : 'no event name'} — ${data}`).join('\n');
  return {
    schema: {
      type: 'string',
      description: `Server-sent events, sent when ${streams.when}. Each frame is \`event: <name>\` (when it has one) and \`data: <JSON>\`:\n${frames}`,
    },
  };
}

function successContent(route: RouteDefinition): JsonSchema {
  if (route.html) return { 'text/html': { schema: { type: 'string', description: 'An HTML page.' } } };
  if (route.textType) return { [route.textType]: { schema: { type: 'string', description: `A ${route.textType} body.` } } };
  const json = { 'application/json': { schema: route.response ? schemaRef(route.response) : {} } };
  return route.streams ? { ...json, 'text/event-stream': eventStream(route.streams) } : json;
}

function security(route: RouteDefinition): JsonSchema[] | undefined {
  if (route.auth === false) return [];
  // Open-keyless routes take a key when one is sent, and none in open-auth mode.
  if (route.auth === 'open-keyless') return [{ ApiKeyAuth: [] }, { BearerAuth: [] }, {}];
  return undefined;
}

function operation(route: RouteDefinition): JsonSchema {
  const { parameters } = openApiPath(route.path);
  const summary = route.summary ?? `${route.method.toUpperCase()} ${route.path}`;
  const responses: JsonSchema = {
    [route.successStatus ?? 200]: { description: route.streams ? `${summary} JSON, or server-sent events when ${route.streams.when}.` : summary, content: successContent(route) },
    default: {
      description: 'An error: `{"detail": ...}`, or OpenAI\'s `{"error": {...}}` on OpenAI-compatible routes.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    },
  };
  if ((route.body || route.query) && route.errorStyle === 'marketplace')
    responses['400'] = {
      description: "Validation Error (the marketplace's shape)",
      content: { 'application/json': { schema: { $ref: '#/components/schemas/MarketplaceError' } } },
    };
  else if (route.body || route.query)
    responses['422'] = { description: 'Validation Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPValidationError' } } } };
  const routeSecurity = security(route);
  const allParameters = [
    ...parameters.map((name) => ({ name, in: 'path', required: true, description: `The ${name} of the item.`, schema: { type: 'string' } })),
    ...(route.query ? queryParameters(route.query) : []),
  ];
  return {
    operationId: `${route.method}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
    tags: [(route.tag ?? EMBEDDER_TAG).name],
    summary,
    description: route.description ?? summary,
    ...(routeSecurity ? { security: routeSecurity } : {}),
    ...(allParameters.length ? { parameters: allParameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaRef(route.body) } } } } : {}),
    responses,
  };
}

/** The OpenAPI document: the parts the docs page reads typed, the rest plain JSON. */
export interface OpenApiDocument extends JsonSchema {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
}

/** The area of an embedder's own routes (`createApp(deps, { endpoints })`) that name none. */
const EMBEDDER_TAG: RouteTag = { name: 'Other', description: 'Endpoints added by the application that embeds swarms-local.' };

/** The areas the routes belong to, in ROUTE_TAGS order, then any others in route order. */
function documentTags(routes: RouteDefinition[]): RouteTag[] {
  const used = new Set(routes.map((route) => route.tag ?? EMBEDDER_TAG));
  return [...new Set([...Object.values(ROUTE_TAGS), ...used])].filter((tag) => used.has(tag));
}

/** The OpenAPI 3.1 document of every route the app serves, generated from the route table's zod schemas. */
export function buildOpenApiDocument(routes: RouteDefinition[]): OpenApiDocument {
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
      description:
        "A self-hosted, offline-capable implementation of the Swarms multi-agent orchestration API. Request and response models carry the names the hosted API's SDKs give them.",
    },
    servers: [{ url: '/' }],
    tags: documentTags(routes),
    security: [{ ApiKeyAuth: [] }, { BearerAuth: [] }],
    components: { securitySchemes: SECURITY_SCHEMES, schemas: { ...componentSchemas(), ...ERROR_SCHEMAS } },
    paths,
  };
}
