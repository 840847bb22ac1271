import { spawnSync } from 'node:child_process';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server.js';
import { startTestMcpServer, type TestMcpServer } from '../support/mcp-server.js';
import { completion, LIVE_SETTINGS, upstream } from '../support/openai-upstream.js';
import { startOtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';
import { builtPath } from '../support/built.js';
import { createTestClient, type TestResponse } from '../support/test-server.js';

/** The caller's own trace: swarms-local's spans must continue it. */
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${CALLER_SPAN}-01`;
const MCP_TOKEN = 'mcp-secret-token-5d1e8a0c4f';

let mcp: TestMcpServer;
beforeAll(async () => {
  mcp = await startTestMcpServer(MCP_TOKEN);
});
afterAll(() => mcp.close());

const childrenOf = (spans: ReceivedSpan[], parent: ReceivedSpan) => spans.filter((span) => span.parentSpanId === parent.spanId);

describe('OpenTelemetry traces of a swarm run', () => {
  for (const protocol of ['http/protobuf', 'http/json'] as const) {
    it(`are exported over OTLP ${protocol} as a GenAI span tree continuing the caller's trace`, async () => {
      const receiver = await startOtlpReceiver();
      const client = await createTestClient({
        seed: 1,
        env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: protocol, OTEL_SERVICE_NAME: 'swarm-tests' },
      });
      let run: TestResponse;
      try {
        run = await client.request('POST', '/v1/swarm/completions', {
          headers: { traceparent: TRACEPARENT },
          body: {
            swarm_type: 'SequentialWorkflow',
            task: 'Check the inventory for SKU B-7 and report it.',
            agents: [
              { agent_name: 'Stock Clerk', max_tokens: 200, mcp_config: { url: mcp.url, authorization_token: MCP_TOKEN, transport: 'streamable_http' } },
              { agent_name: 'Writer', max_tokens: 100 },
            ],
          },
        });
        expect(run.status, JSON.stringify(run.body)).toBe(200);
      } finally {
        // Closing the server sends the spans still batched.
        await client.server.close();
        await receiver.close();
      }
      expect(receiver.contentTypes.every((type) => type.startsWith(protocol === 'http/json' ? 'application/json' : 'application/x-protobuf'))).toBe(true);
      // The test client's own GET /openapi.json, sent without a traceparent, is a trace of its own.
      const spans = receiver.spans.filter((span) => span.traceId === TRACE_ID);
      expect(receiver.spans.filter((span) => span.traceId !== TRACE_ID).map((span) => span.name)).toEqual(['GET /openapi.json']);
      expect(spans.every((span) => span.resource['service.name'] === 'swarm-tests')).toBe(true);

      const server = spans.find((span) => span.name === 'POST /v1/swarm/completions')!;
      expect(server).toMatchObject({ kind: 2, parentSpanId: CALLER_SPAN });
      expect(server.attributes).toMatchObject({
        'http.request.method': 'POST',
        'http.route': '/v1/swarm/completions',
        'http.response.status_code': 200,
        'swarms_local.job_id': run.body.job_id,
      });

      const agents = childrenOf(spans, server);
      expect(agents.map((span) => span.name)).toEqual(['invoke_agent Stock Clerk', 'invoke_agent Writer']);
      for (const agent of agents) {
        expect(agent.attributes).toMatchObject({ 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': agent.name.slice('invoke_agent '.length) });
      }
      const [clerk, writer] = agents;
      const clerkWork = childrenOf(spans, clerk);
      const tool = clerkWork.find((span) => span.name.startsWith('execute_tool '))!;
      expect(tool.attributes).toMatchObject({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': mcp.toolCalls[0].name, 'gen_ai.tool.type': 'extension' });
      expect(tool.name).toBe(`execute_tool ${mcp.toolCalls[0].name}`);

      const chats = spans.filter((span) => span.name.startsWith('chat '));
      expect(chats.length).toBeGreaterThanOrEqual(2);
      expect(childrenOf(spans, writer).filter((span) => span.name.startsWith('chat ')).length).toBeGreaterThanOrEqual(1);
      for (const chat of chats) {
        expect([clerk.spanId, writer.spanId]).toContain(chat.parentSpanId);
        expect(chat.kind).toBe(3);
        expect(chat.name).toBe(`chat ${chat.attributes['gen_ai.request.model']}`);
        expect(chat.attributes).toMatchObject({ 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'synthetic' });
        expect(chat.attributes['gen_ai.response.finish_reasons']).toHaveLength(1);
      }
      // The tokens on the chat spans are the run's tokens.
      const sum = (key: string) => chats.reduce((total, chat) => total + Number(chat.attributes[key]), 0);
      expect(sum('gen_ai.usage.input_tokens')).toBe(run.body.usage.input_tokens);
      expect(sum('gen_ai.usage.output_tokens')).toBe(run.body.usage.output_tokens);
      expect(JSON.stringify(spans)).not.toContain(MCP_TOKEN);
    });
  }

  it('mask an API key that appears in an agent name, in span names and attributes, as the store and journal do', async () => {
    // Issue 32, item 10: `invoke_agent <key>` and `gen_ai.agent.name` carried the key unmasked.
    const key = 'sk-proj-Zq8Xw2Lp5Rt9Vb3Nm7Kc1Hd4';
    const receiver = await startOtlpReceiver();
    const client = await createTestClient({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint } });
    try {
      const run = await client.post('/v1/agent/completions', { task: 'Say hello.', agent_config: { agent_name: `Agent ${key}`, max_tokens: 20 } });
      expect(run.status).toBe(200);
    } finally {
      await client.server.close();
      await receiver.close();
    }
    const exported = JSON.stringify(receiver.spans);
    expect(receiver.spans.map((span) => span.name)).toContain('invoke_agent Agent [REDACTED]');
    expect(exported).toContain('Agent [REDACTED]');
    expect(exported).not.toContain(key);
  });

  it('carry the context on to a live backend in traceparent, under the chat span', async () => {
    const receiver = await startOtlpReceiver();
    const seen: string[] = [];
    upstream().reply(function reply() {
      seen.push(String(this.req.headers.traceparent));
      return [200, completion('Hello from upstream.')];
    });
    const client = await createTestClient({ ...LIVE_SETTINGS, env: { ...LIVE_SETTINGS.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint } });
    try {
      const response = await client.request('POST', '/v1/agent/completions', {
        headers: { traceparent: TRACEPARENT },
        body: { agent_config: { agent_name: 'Relay', max_tokens: 20 }, task: 'Say hello.' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    } finally {
      await client.server.close();
      await receiver.close();
      nock.cleanAll();
    }
    const chat = receiver.spans.find((span) => span.name.startsWith('chat '))!;
    expect(chat.attributes['gen_ai.provider.name']).toBe('openai');
    expect(seen).toEqual([`00-${TRACE_ID}-${chat.spanId}-01`]);
  });

  it('are off, with no traceparent sent upstream, when no OTEL variable is set', async () => {
    const seen: unknown[] = [];
    upstream().reply(function reply() {
      seen.push(this.req.headers.traceparent);
      return [200, completion('Hello.')];
    });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      expect(client.server.deps.tracing).toBeUndefined();
      const response = await client.request('POST', '/v1/agent/completions', {
        headers: { traceparent: TRACEPARENT },
        body: { agent_config: { agent_name: 'Relay', max_tokens: 20 }, task: 'Say hello.' },
      });
      expect(response.status).toBe(200);
    } finally {
      await client.server.close();
      nock.cleanAll();
    }
    expect(seen).toEqual([undefined]);
  });

  it('cost nothing when off: no OpenTelemetry SDK package is loaded until an endpoint is set', () => {
    // The compiled server, as an installed one loads its packages (transpiling src/ in each child would take longer than the test).
    // CommonJS packages imported from ESM land in the require cache: list the SDK's after a request.
    const probe = `
      import { createRequire } from 'node:module';
      const { startServer } = await import(${JSON.stringify(builtPath('dist/server.js'))});
      const env = process.argv[1] === 'on' ? { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_BSP_SCHEDULE_DELAY: '60000' } : {};
      const server = await startServer({ port: 0, db: ':memory:', env });
      await fetch(server.url + '/v1/agent/completions', { method: 'POST', headers: { 'x-api-key': 'sk-probe-0123456789', 'content-type': 'application/json' },
        body: JSON.stringify({ agent_config: { agent_name: 'Probe', max_tokens: 10 }, task: 'Hi.' }) });
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((path) => /@opentelemetry[\\/](sdk-|exporter-|context-async-hooks|resources)/.test(path));
      process.stdout.write(String(loaded.length));
      process.exit(0);`;
    const sdkModules = (mode: string) => Number(spawnSync(process.execPath, ['--input-type=module', '-e', probe, mode], { encoding: 'utf8' }).stdout);
    expect(sdkModules('off')).toBe(0);
    expect(sdkModules('on')).toBeGreaterThan(0);
  });

  it('refuses a protocol it does not speak, naming the variable', async () => {
    await expect(startServer({ port: 0, db: ':memory:', env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' } })).rejects.toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL=grpc is not supported; use one of: http\/protobuf, http\/json/,
    );
  });
});
