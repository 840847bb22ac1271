import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { allRoutes } from '../../src/http/routes/index.js';
import { adminRoutes } from '../../src/http/routes/admin/index.js';
import { docsRoutes } from '../../src/http/routes/docs.js';
import { openApiComponents } from '../../src/contract/schemas/openapi-components.js';
import { useTestServer } from '../support/test-server.js';

const client = useTestServer();

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by a real OpenAPI validator)', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it("documents every route with its request body, success response and 422 (the marketplace's 400)", async () => {
    const document = (await client().get('/openapi.json', null)).body;
    for (const route of [...allRoutes(), ...adminRoutes]) {
      const operation = document.paths[route.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (route.body) {
        expect(operation.requestBody.content['application/json'].schema).toBeDefined();
        // The marketplace's routes refuse a body as swarms.world does: a 400 with `errors` by field.
        const refusal = route.errorStyle === 'marketplace' ? '400' : '422';
        expect(operation.responses[refusal], `${route.path} ${refusal}`).toBeDefined();
      }
      const success = operation.responses['200'] ?? operation.responses['201'];
      if (route.html || route.textType) continue;
      expect(Object.keys(success.content['application/json'].schema).length, `${route.path} response schema`).toBeGreaterThan(0);
    }
    expect(document.paths['/_swarms-local/journal']).toBeDefined();
    expect(document.components.schemas.SwarmSpec.properties.swarm_type.anyOf[0].enum).toContain('HeavySwarm');
  });

  it('groups every operation under a declared area and summarises it in words, not its path', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const declared = document.tags.map((tag: { name: string; description: string }) => tag.name);
    expect(declared.length).toBeGreaterThan(5);
    for (const [path, operations] of Object.entries<Record<string, { tags: string[]; summary: string }>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method} ${path}`;
        expect(operation.tags, name).toHaveLength(1);
        expect(declared, name).toContain(operation.tags[0]);
        expect(operation.summary, name).toMatch(/[A-Za-z]{3,} [A-Za-z]{2,}/);
        expect(operation.summary, name).not.toMatch(new RegExp(`^${method} `, 'i'));
        if (path !== '/') expect(operation.summary.toLowerCase(), name).not.toContain(path.toLowerCase());
      }
    }
    expect(document.tags.every((tag: { description: string }) => tag.description.length > 0)).toBe(true);
  });

  it("takes each JSON route's success schema from its own definition", async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const routes = [...allRoutes(), ...adminRoutes, ...docsRoutes([])];
    for (const route of routes) {
      if (route.html || route.textType) continue;
      const name = `${route.method} ${route.path}`;
      expect(route.response, `${name} declares its response`).toBeDefined();
      const operation = document.paths[route.path.replace(/:([A-Za-z_]+)/g, '{$1}')][route.method];
      const schema = operation.responses[String(route.successStatus ?? 200)].content['application/json'].schema;
      const component = openApiComponents.get(route.response!)?.id;
      if (component) expect(schema, name).toEqual({ $ref: `#/components/schemas/${component}` });
      else expect(Object.keys(schema.properties), name).toEqual(Object.keys((route.response as ZodObject).shape));
    }
  });

  it("names request and response models as the hosted API's SDKs do, and refers to them by $ref", async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const bodyOf = (path: string) => document.paths[path].post.requestBody.content['application/json'].schema.$ref;
    const answerOf = (path: string, method = 'post') => document.paths[path][method].responses['200'].content['application/json'].schema.$ref;
    const expected: Array<[string, string | undefined, string]> = [
      ['/v1/agent/completions', 'AgentCompletion', 'AgentRunResponse'],
      ['/v1/agent/batch/completions', 'AgentBatchRunParams', 'AgentBatchRunResponse'],
      ['/v1/swarm/completions', 'SwarmSpec', 'SwarmRunResponse'],
      ['/v1/swarm/batch/completions', 'SwarmBatchRunParams', 'SwarmBatchRunResponse'],
      ['/v1/reasoning-agent/completions', 'ReasoningAgentCreateCompletionParams', 'ReasoningAgentCreateCompletionResponse'],
      ['/v1/auto-swarm-builder/completions', 'AutoSwarmBuilderCreateCompletionParams', 'AutoSwarmBuilderCreateCompletionResponse'],
      ['/v1/advanced-research/completions', 'AdvancedResearchCreateCompletionParams', 'AdvancedResearchCreateCompletionResponse'],
      ['/v1/advanced-research/batch/completions', 'AdvancedResearchBatchCreateCompletionParams', 'AdvancedResearchBatchCreateCompletionResponse'],
      ['/v1/marketplace/agents', 'MarketplaceCreateAgentParams', 'MarketplaceCreateAgentResponse'],
      ['/v1/batched-grid-workflow/completions', 'BatchedGridWorkflowCompleteWorkflowParams', 'BatchedGridWorkflowCompleteWorkflowResponse'],
      ['/v1/graph-workflow/completions', 'GraphWorkflowExecuteWorkflowParams', 'GraphWorkflowExecuteWorkflowResponse'],
      ['/v1/chat/completions', 'ChatCompletionRequest', 'ChatCompletion'],
    ];
    for (const [path, body, answer] of expected) {
      expect(bodyOf(path), path).toBe(`#/components/schemas/${body}`);
      expect(answerOf(path), path).toBe(`#/components/schemas/${answer}`);
    }
    const gets: Array<[string, string]> = [
      ['/health', 'HealthCheckResponse'],
      ['/v1/agents/list', 'AgentListResponse'],
      ['/v1/models/available', 'ModelListAvailableResponse'],
      ['/v1/swarms/available', 'SwarmCheckAvailableResponse'],
      ['/v1/swarm/logs', 'SwarmGetLogsResponse'],
      ['/v1/reasoning-agent/types', 'ReasoningAgentListTypesResponse'],
      ['/v1/rate/limits', 'RateGetLimitsResponse'],
      ['/v1/auto-swarm-builder/execution-types', 'AutoSwarmBuilderListExecutionTypesResponse'],
      ['/v1/tools/available', 'ToolListAvailableResponse'],
    ];
    for (const [path, answer] of gets) expect(answerOf(path, 'get'), path).toBe(`#/components/schemas/${answer}`);
    for (const model of ['AgentSpec', 'McpConnection', 'EdgeSpec', 'RateLimitWindow']) expect(document.components.schemas[model], model).toBeDefined();
    expect(document.components.schemas.SwarmSpec.properties.agents.anyOf[0].items.$ref).toBe('#/components/schemas/AgentSpec');
  });

  it('describes every operation in a sentence or more and every field, and gives examples of the request bodies', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const undescribed: string[] = [];
    const walk = (schema: any, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (Array.isArray(schema)) return schema.forEach((item, index) => walk(item, `${where}[${index}]`));
      for (const [name, property] of Object.entries<any>(schema.properties ?? {})) {
        if (!property.description) undescribed.push(`${where}.${name}`);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}.${key}`);
    };
    walk(document.components.schemas, 'components');
    for (const [path, methods] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(methods)) {
        // A sentence or more: a capital (or code) first, a full stop last, and more words than a label has.
        expect(operation.description, `${method} ${path}`).toMatch(/^[A-Z`].*\.$/s);
        expect(operation.description.split(/\s+/).length, `${method} ${path}: ${operation.description}`).toBeGreaterThanOrEqual(8);
        walk(operation, `${method} ${path}`);
        for (const parameter of operation.parameters ?? []) if (!parameter.description) undescribed.push(`${method} ${path} ?${parameter.name}`);
        const body = operation.requestBody?.content['application/json'].schema.$ref;
        if (body) expect(document.components.schemas[body.split('/').at(-1)].examples?.length, `${method} ${path} example`).toBeGreaterThan(0);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('lists text/event-stream on every streaming endpoint, with its event types', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const streamOf = (path: string) => document.paths[path].post.responses['200'].content['text/event-stream']?.schema.description ?? '';
    for (const event of ['start', 'chunk', 'usage', 'end', 'done', 'error']) expect(streamOf('/v1/agent/completions')).toContain(`event: ${event}`);
    for (const event of ['metadata', 'start', 'agent_start', 'chunk', 'agent_end', 'usage', 'end', 'error']) expect(streamOf('/v1/swarm/completions')).toContain(`event: ${event}`);
    expect(streamOf('/v1/chat/completions')).toContain('[DONE]');
    expect(streamOf('/v1/chat/completions')).toContain('chat.completion.chunk');
  });

  it('declares the x-api-key and bearer schemes, either accepted on every route that takes a key', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    expect(document.components.securitySchemes.ApiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    expect(document.components.securitySchemes.BearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ ApiKeyAuth: [] }, { BearerAuth: [] }]);
    expect(document.paths['/v1/chat/completions'].post.security).toBeUndefined();
    expect(document.paths['/health'].get.security).toBeUndefined();
    expect(document.paths['/'].get.security).toEqual([]);
  });

  it('declares the query parameters of the logs and the journal', async () => {
    const document = (await client().get('/openapi.json', null)).body;
    const names = (path: string) => document.paths[path].get.parameters.filter((parameter: any) => parameter.in === 'query').map((parameter: any) => parameter.name);
    expect(names('/v1/swarm/logs')).toEqual(['limit', 'offset', 'category', 'since']);
    expect(names('/_swarms-local/journal')).toEqual(['endpoint', 'status', 'job_id', 'agent', 'model', 'since', 'limit', 'download']);
    const limit = document.paths['/v1/swarm/logs'].get.parameters[0];
    expect(limit).toMatchObject({ required: false, schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } });
  });

  it('carries no JavaScript safe-integer bounds as limits', async () => {
    const text = (await client().get('/openapi.json', null)).text;
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it('serves a readable docs page offline', async () => {
    const page = await client().get('/docs', null);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('/v1/swarm/completions');
    expect(page.text).not.toMatch(/<script[^>]+src=["']https?:/);
  });
});
