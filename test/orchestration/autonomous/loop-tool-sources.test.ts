import { afterEach, describe, expect, it } from 'vitest';
import type { JournalNode } from '../../../src/journal/journal-node.js';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { scriptedServer } from '../../support/scripted-swarm.js';
import type { TestClient } from '../../support/test-server.js';
import { calling, complete, done, plan } from './loop-script.js';

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

const toolCalls = (node: JournalNode): JournalNode[] => [...(node.kind === 'tool-call' ? [node] : []), ...node.children.flatMap(toolCalls)];

describe('the tool calls of an autonomous agent in the journal', () => {
  it('marks an MCP tool call as mcp, with where its answer came from, as an agent that is not autonomous does', async () => {
    const model = createScriptedModel([plan(['a', []]), calling(['lookup_stock', { sku: 'A-1' }]), done('a'), complete]);
    client = await scriptedServer(model, {
      fakeMcpServers: [{ name: 'inventory', tools: [{ name: 'lookup_stock', description: 'Stock of a SKU', answer: 'A-1: 12 units' }] }],
    });
    const response = await client.post('/v1/agent/completions', {
      agent_config: { agent_name: 'Auto', max_loops: 'auto', mcp_url: `${client.url}/_swarms-local/mcp/inventory` },
      task: 'Check the stock of A-1.',
    });
    expect(response.status).toBe(200);
    const [request] = await client.server.deps.journal.list('default');
    const calls = toolCalls(request).map((node) => [node.name, node.attributes?.source, node.attributes?.answeredFrom]);
    expect(calls).toContainEqual(['lookup_stock', 'mcp', 'fake']);
    expect(calls).toContainEqual(['create_plan', 'builtin', undefined]);
  });
});
