import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';
import { startTestMcpServer, toolResultText } from '../support/mcp-server.js';
import { completion, upstream } from '../support/openai-upstream.js';
import { filesUnder, recordOnce, stableAgentBody } from '../support/recorded-runs.js';
import { createTestClient } from '../support/test-server.js';

let local: SwarmsLocal;
const clients: Client[] = [];

beforeAll(async () => {
  local = await createSwarmsLocal({
    mcp: [
      {
        name: 'inventory',
        tools: [
          {
            name: 'lookup_stock',
            description: 'Stock of a SKU',
            inputSchema: { type: 'object', properties: { sku: { type: 'string' } } },
            answers: [{ when: { sku: 'A-1' }, answer: 'A-1: 12 units' }],
            answer: (args: Record<string, unknown>) => `No stock record for ${String(args.sku)}`,
          },
        ],
      },
      {
        name: 'flaky',
        tools: ['broken', 'silent', 'garbled', 'slow'].map((name) => ({ name, description: `${name} tool`, answer: `${name} answered in full` })),
        faults: [
          { kind: 'tool-error', match: { tool: 'broken' }, message: 'warehouse database is down' },
          { kind: 'tool-timeout', match: { tool: 'silent' } },
          { kind: 'tool-malformed', match: { tool: 'garbled' } },
          { kind: 'latency', match: { tool: 'slow' }, latencyMs: 20 },
        ],
      },
    ],
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await local.close();
});

/** An official SDK client connected to a fake server over the HTTP+SSE transport. */
async function connectOverSse(name: string): Promise<Client> {
  const client = new Client({ name: 'fake-mcp-sse-test', version: '1.0.0' });
  await client.connect(new SSEClientTransport(new URL(local.mcp.sseUrl(name))));
  clients.push(client);
  return client;
}

describe('a fake MCP server over the HTTP+SSE transport', () => {
  it('lists its tools and answers by argument match and by function, in a closed world that refuses an undeclared tool', async () => {
    const client = await connectOverSse('inventory');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['lookup_stock']);
    expect(toolResultText(await client.callTool({ name: 'lookup_stock', arguments: { sku: 'A-1' } }))).toBe('A-1: 12 units');
    expect(toolResultText(await client.callTool({ name: 'lookup_stock', arguments: { sku: 'Q-9' } }))).toBe('No stock record for Q-9');
    await expect(client.callTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(/declares no tool delete_everything \(closed world\)/);
    expect(local.mcp.calls('inventory').map((call) => call.answeredBy)).toEqual(['matched', 'function', 'undeclared']);
  });

  it('injects the same tool faults as over streamable HTTP: an error result, a timeout, a malformed result and a slow answer', async () => {
    const client = await connectOverSse('flaky');
    const broken = await client.callTool({ name: 'broken', arguments: {} });
    expect([broken.isError, toolResultText(broken)]).toEqual([true, 'warehouse database is down']);
    await expect(client.callTool({ name: 'silent', arguments: {} }, undefined, { timeout: 50 })).rejects.toThrow(/timed out/i);
    const garbled = toolResultText(await client.callTool({ name: 'garbled', arguments: {} }));
    expect(() => JSON.parse(garbled)).toThrow();
    expect(toolResultText(await client.callTool({ name: 'slow', arguments: {} }))).toBe('slow answered in full');
    expect(local.mcp.calls('flaky').map((call) => call.answeredBy)).toEqual(['fault:tool-error', 'fault:tool-timeout', 'fault:tool-malformed', 'fault:latency']);
  });

  it('announces its messages endpoint on the stream, and refuses a message without an open session and a POST to the stream, saying what to do', async () => {
    const stream = await fetch(local.mcp.sseUrl('inventory'), { headers: { accept: 'text/event-stream' } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/^event: endpoint\ndata: \/_swarms-local\/mcp\/inventory\/messages\?sessionId=[0-9a-f-]{36}\n\n/);
    await reader.cancel();

    const messages = local.mcp.sseUrl('inventory').replace(/\/sse$/, '/messages');
    const noSession = await fetch(`${messages}?sessionId=not-a-session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noSession.status).toBe(404);
    expect((await noSession.json()).detail).toContain('No open session not-a-session of the fake MCP server inventory. Open one with GET /_swarms-local/mcp/inventory/sse');

    const postToStream = await fetch(local.mcp.sseUrl('inventory'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(postToStream.status).toBe(405);
    expect(postToStream.headers.get('allow')).toBe('GET');
  });

  it('ends the open sessions of a server when it is declared again, so no client is answered from a stale declaration', async () => {
    local.mcp.declare({ name: 'pricing', tools: [{ name: 'quote', answer: '4.20 EUR' }] });
    const client = await connectOverSse('pricing');
    expect(toolResultText(await client.callTool({ name: 'quote', arguments: {} }))).toBe('4.20 EUR');
    local.mcp.declare({ name: 'pricing', tools: [{ name: 'quote', answer: '5.10 EUR' }] });
    // The old session is gone: its next message is refused (or, once the event source has reconnected, answered by the new declaration).
    const after = await client.callTool({ name: 'quote', arguments: {} }).then(toolResultText, (error: Error) => error.message);
    expect(after).toMatch(/^(Error POSTing to endpoint \(HTTP 404\): .*No open session [0-9a-f-]{36} of the fake MCP server pricing|5\.10 EUR$)/);
    expect(toolResultText(await (await connectOverSse('pricing')).callTool({ name: 'quote', arguments: {} }))).toBe('5.10 EUR');
  });

  it('ends its open streams when swarms-local closes, instead of holding the close for the shutdown grace', async () => {
    // A grace longer than the test's timeout: a close that waited for the stream would fail the test.
    const closing = await createSwarmsLocal({ shutdownGraceMs: 600_000, mcp: [{ name: 'idle', tools: [{ name: 'noop', answer: 'ok' }] }] });
    const client = new Client({ name: 'fake-mcp-sse-test', version: '1.0.0' });
    await client.connect(new SSEClientTransport(new URL(closing.mcp.sseUrl('idle'))));
    expect(toolResultText(await client.callTool({ name: 'noop', arguments: {} }))).toBe('ok');
    await closing.close();
    await client.close();
  });

  it('is reached by an agent whose mcp_url ends in /sse, or whose mcp_config names the sse transport', async () => {
    local.mcp.declare({ name: 'clerk', tools: [{ name: 'lookup_stock', description: 'Stock of a SKU', answer: 'Every SKU: 7 units in York.' }] });
    const agentRun = async (agentConfig: Record<string, unknown>) => {
      const response = await fetch(`${local.url}/v1/agent/completions`, {
        method: 'POST',
        headers: { ...local.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ agent_config: { agent_name: 'Stock Clerk', max_tokens: 200, ...agentConfig }, task: 'Check the stock of SKU B-7.' }),
      });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return body.outputs[0].content as string;
    };
    expect(await agentRun({ mcp_url: local.mcp.sseUrl('clerk') })).toContain('7 units in York');
    expect(await agentRun({ mcp_config: { url: local.mcp.sseUrl('clerk'), transport: 'sse' } })).toContain('7 units in York');
    expect(local.mcp.calls('clerk').map((call) => call.answeredBy)).toEqual(['fixed', 'fixed']);
    // Known as swarms-local's own fake on its SSE path too: answered in every mode, never recorded as a live server.
    const answeredFrom = (await local.journal())
      .flatMap(function nodes(node): typeof node.children {
        return [node, ...node.children.flatMap(nodes)];
      })
      .filter((node) => node.kind === 'tool-call' && node.name === 'lookup_stock')
      .map((node) => node.attributes?.answeredFrom);
    expect(answeredFrom.slice(-2)).toEqual(['fake', 'fake']);
  });
});

describe('an MCP server reached over SSE, in fixtures', () => {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-mcp-sse-fixtures-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const TOKEN = 'mcp-token-sse-inventory-3e9b1f7c';

  it('records an agent run whose mcp_url ends in /sse, then replays it identically with the server stopped', async () => {
    const inventory = await startTestMcpServer(TOKEN, undefined, { transport: 'sse' });
    const request = {
      agent_config: { agent_name: 'Stock Clerk', model_name: 'gpt-4.1', max_tokens: 200, mcp_config: { url: inventory.url, authorization_token: TOKEN } },
      task: 'Check the inventory for SKU A-113.',
    };
    upstream().reply(200, completion('', { toolCalls: [{ id: 'call_sse1', name: 'lookup_inventory', arguments: '{"sku":"A-113"}' }], usage: [40, 12] }));
    upstream().reply(200, completion('A-113: 12 units in Leeds.', { usage: [80, 10] }));
    const recorded = await recordOnce(directory, '/v1/agent/completions', request, [inventory]);
    expect(nock.isDone()).toBe(true);
    expect(inventory.toolCalls).toEqual([{ name: 'lookup_inventory', arguments: { sku: 'A-113' } }]);
    expect(filesUnder(join(directory, '@tools'))).toHaveLength(2);

    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      const replayed = await replayer.post('/v1/agent/completions', request);
      expect(replayed.status, replayed.text).toBe(200);
      expect(stableAgentBody(replayed.body)).toEqual(stableAgentBody(recorded));
      expect(replayed.body.outputs[0].content).toContain('12 units in Leeds');
    } finally {
      await replayer.server.close();
    }
  });
});
