import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { toolResultText } from '../support/mcp-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';

let local: SwarmsLocal;
const clients: Client[] = [];

const stockTool = {
  name: 'lookup_stock',
  description: 'Stock of a SKU',
  inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
  answers: [{ when: { sku: 'A-1' }, answer: 'A-1: 12 units' }],
  answer: (args: Record<string, unknown>) => `No stock record for ${String(args.sku)}`,
};

beforeAll(async () => {
  local = await createSwarmsLocal({
    mcp: [
      { name: 'inventory', tools: [stockTool, { name: 'warehouses', description: 'Warehouses', answer: { leeds: 'open', york: 'closed' } }] },
      { name: 'open-world', closedWorld: false, tools: [] },
      {
        name: 'flaky',
        tools: ['broken', 'silent', 'garbled', 'slow', 'once'].map((name) => ({ name, description: `${name} tool`, answer: `${name} answered in full` })),
        faults: [
          { kind: 'tool-error', match: { tool: 'broken' }, message: 'warehouse database is down' },
          { kind: 'tool-timeout', match: { tool: 'silent' } },
          { kind: 'tool-malformed', match: { tool: 'garbled' } },
          { kind: 'latency', match: { tool: 'slow' }, latencyMs: 20 },
          { kind: 'tool-error', match: { tool: 'once' }, times: 1 },
        ],
      },
    ],
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await local.close();
});

/** An official SDK client connected to a fake server over streamable HTTP. */
async function connect(name: string): Promise<Client> {
  const client = new Client({ name: 'fake-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(local.mcp.url(name))));
  clients.push(client);
  return client;
}

describe('a fake MCP server', () => {
  it('lists its declared tools with their JSON schemas and answers by argument match, a function, or a fixed JSON value', async () => {
    const client = await connect('inventory');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => [tool.name, tool.description, tool.inputSchema])).toEqual([
      ['lookup_stock', 'Stock of a SKU', stockTool.inputSchema],
      ['warehouses', 'Warehouses', { type: 'object' }],
    ]);
    expect(toolResultText(await client.callTool({ name: 'lookup_stock', arguments: { sku: 'A-1' } }))).toBe('A-1: 12 units');
    expect(toolResultText(await client.callTool({ name: 'lookup_stock', arguments: { sku: 'Q-9' } }))).toBe('No stock record for Q-9');
    expect(JSON.parse(toolResultText(await client.callTool({ name: 'warehouses', arguments: {} })))).toEqual({ leeds: 'open', york: 'closed' });
    expect(local.mcp.calls('inventory').map((call) => call.answeredBy)).toEqual(['matched', 'function', 'fixed']);
  });

  it('fails a call to an undeclared tool loudly in a closed world, naming the declared tools, and echoes it in an open one', async () => {
    const closed = await connect('inventory');
    await expect(closed.callTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(
      /declares no tool delete_everything \(closed world\)\. Declared tools: lookup_stock, warehouses/,
    );
    const open = await connect('open-world');
    expect(JSON.parse(toolResultText(await open.callTool({ name: 'anything', arguments: { x: 1 } })))).toEqual({ tool: 'anything', arguments: { x: 1 } });
  });

  it('injects each tool fault kind through fault rules: an error result, a timeout, a malformed result, a slow answer, and a rule that fires once', async () => {
    const client = await connect('flaky');
    const broken = await client.callTool({ name: 'broken', arguments: {} });
    expect(broken.isError).toBe(true);
    expect(toolResultText(broken)).toBe('warehouse database is down');

    await expect(client.callTool({ name: 'silent', arguments: {} }, undefined, { timeout: 50 })).rejects.toThrow(/timed out/i);

    const garbled = toolResultText(await client.callTool({ name: 'garbled', arguments: {} }));
    expect(() => JSON.parse(garbled)).toThrow();
    expect('garbled answered in full'.startsWith(garbled.replace('{"result": "', ''))).toBe(true);

    expect(toolResultText(await client.callTool({ name: 'slow', arguments: {} }))).toBe('slow answered in full');

    expect((await client.callTool({ name: 'once', arguments: {} })).isError).toBe(true);
    expect(toolResultText(await client.callTool({ name: 'once', arguments: {} }))).toBe('once answered in full');

    expect(local.mcp.calls('flaky').map((call) => `${call.tool}:${call.answeredBy}`)).toEqual([
      'broken:fault:tool-error',
      'silent:fault:tool-timeout',
      'garbled:fault:tool-malformed',
      'slow:fault:latency',
      'once:fault:tool-error',
      'once:fixed',
    ]);
  });

  it('is reached by an agent through its usual mcp_url, and its answer reaches the model', async () => {
    local.mcp.declare({ name: 'clerk', tools: [{ name: 'lookup_stock', description: 'Stock of a SKU', answer: 'Every SKU: 7 units in York.' }] });
    const response = await fetch(`${local.url}/v1/agent/completions`, {
      method: 'POST',
      headers: { ...local.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ agent_config: { agent_name: 'Stock Clerk', max_tokens: 200, mcp_url: local.mcp.url('clerk') }, task: 'Check the stock of SKU B-7.' }),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.outputs[0].content).toContain('7 units in York');
    expect(local.mcp.calls('clerk')).toHaveLength(1);
    // The run tree says where the tool's answer came from: the dashboard shows it as the call's badge.
    const toolNodes = (await local.journal())
      .flatMap(function nodes(node): typeof node.children {
        return [node, ...node.children.flatMap(nodes)];
      })
      .filter((node) => node.kind === 'tool-call');
    expect(toolNodes.map((node) => [node.name, node.attributes?.source, node.attributes?.answeredFrom])).toEqual([['lookup_stock', 'mcp', 'fake']]);
  });
});

describe('the fake MCP admin endpoint', () => {
  it('declares a server from JSON, lists it with its calls, removes it, and refuses a bad declaration naming the field', async () => {
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${local.url}/_swarms-local/fake-mcp${path}`, {
        method,
        headers: { ...local.headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const created = await admin('POST', '', { name: 'pricing', tools: [{ name: 'quote', description: 'Price', answer: '4.20 EUR' }] });
    expect(created.status).toBe(201);
    const client = await connect('pricing');
    expect(toolResultText(await client.callTool({ name: 'quote', arguments: {} }))).toBe('4.20 EUR');
    const listed = await (await admin('GET', '')).json();
    expect(listed.servers.find((server: any) => server.name === 'pricing')).toMatchObject({
      path: '/_swarms-local/mcp/pricing',
      ssePath: '/_swarms-local/mcp/pricing/sse',
      calls: [{ tool: 'quote', answeredBy: 'fixed' }],
    });

    const bad = await admin('POST', '', { name: 'has space', tools: [] });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('URL path segment');

    const modelFault = await admin('POST', '', { name: 'pricing', tools: [], faults: [{ kind: 'http-status', status: 503 }] });
    expect(modelFault.status).toBe(400);
    expect((await modelFault.json()).detail).toContain("a fake MCP server's faults are tool faults");
    const toolFaultAmongModelFaults = await fetch(`${local.url}/_swarms-local/faults`, {
      method: 'POST',
      headers: { ...local.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'tool-error', match: { tool: 'quote' } }),
    });
    expect(toolFaultAmongModelFaults.status).toBe(400);
    expect((await toolFaultAmongModelFaults.json()).detail).toContain('declare it in that server\'s "faults"');

    expect(await (await admin('DELETE', '/pricing')).json()).toEqual({ removed: true });
    const gone = await fetch(local.mcp.url('inventory').replace('inventory', 'pricing'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(gone.status).toBe(404);
    expect(JSON.stringify(await gone.json())).toContain('No fake MCP server is named pricing');
  });
});
