import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { PREVIEW_STRING_LIMIT } from '../../src/security/secrets.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

// Issue 43, item 1: a keyless client posting 3.9 MB tool arguments to a fake MCP server under `--auth strict
// --no-admin` grew the heap until the process died: every call was kept whole, and the mount stayed up.

const clerk = { name: 'clerk', tools: [{ name: 'lookup_stock', description: 'Stock of a SKU', answer: 'Every SKU: 7 units in York.' }] };
const servers: TestClient[] = [];
afterAll(() => Promise.all(servers.map((server) => server.server.close())));

async function start(settings: Record<string, unknown>): Promise<{ client: TestClient; key: string }> {
  const client = await createTestClient({ auth: 'strict', fakeMcpServers: [clerk], ...settings });
  servers.push(client);
  const { store, clock } = client.server.deps;
  return { client, key: (await createApiKey(store, clock, { userName: 'ada', credits: 100 })).key };
}

async function callTool(url: string, key: string, args: Record<string, unknown>): Promise<void> {
  const client = new Client({ name: 'bounds-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { 'x-api-key': key } } }));
  await client.callTool({ name: 'lookup_stock', arguments: args });
  await client.close();
}

describe('fake MCP servers under hostile clients', () => {
  it('keeps only the newest calls, as many as fakeMcpCallLog says, with large arguments kept as masked previews', async () => {
    const { client, key } = await start({ fakeMcpCallLog: 3 });
    const mcpUrl = `${client.url}/_swarms-local/mcp/clerk`;
    for (let index = 0; index < 5; index += 1) await callTool(mcpUrl, key, { sku: `S-${index}`, notes: 'x'.repeat(200_000) });
    const server = client.server.deps.fakeMcp.get('clerk');
    const calls = (server?.calls ?? []) as Array<{ arguments: { preview?: string } }>;
    expect(calls.map((call) => JSON.stringify(call.arguments).length <= PREVIEW_STRING_LIMIT + 200)).toEqual([true, true, true]);
    expect(calls[0].arguments.preview).toContain('"sku":"S-2"');
    expect(calls[2].arguments.preview).toContain('cut: 200');
    expect(server?.droppedCalls).toBe(2);
  });

  it('refuses a call without a key in strict auth, and answers one with a key', async () => {
    const { client, key } = await start({});
    const keyless = await fetch(`${client.url}/_swarms-local/mcp/clerk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'lookup_stock', arguments: { sku: 'A' } } }),
    });
    expect(keyless.status).toBe(401);
    await callTool(`${client.url}/_swarms-local/mcp/clerk`, key, { sku: 'A' });
    expect(client.server.deps.fakeMcp.get('clerk')?.calls).toHaveLength(1);
  });

  it('is not served over HTTP under --no-admin, while the server’s own agents still reach the configured server', async () => {
    const { client, key } = await start({ admin: false });
    const mcpUrl = `${client.url}/_swarms-local/mcp/clerk`;
    const outside = await fetch(mcpUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: '{}' });
    expect(outside.status).toBe(404);
    const run = await client.post(
      '/v1/agent/completions',
      { agent_config: { agent_name: 'Stock Clerk', max_tokens: 200, mcp_url: mcpUrl }, task: 'Check the stock of SKU B-7.' },
      key,
    );
    expect(run.status, run.text).toBe(200);
    expect(run.body.outputs[0].content).toContain('7 units in York');
    expect(client.server.deps.fakeMcp.get('clerk')?.calls).toHaveLength(1);
  });
});
