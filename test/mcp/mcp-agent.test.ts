import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMcpServer, type TestMcpServer } from '../support/mcp-server.js';
import { useTestServer } from '../support/test-server.js';

const TOKEN = 'mcp-secret-token-7f3a9c2e1b';
let mcp: TestMcpServer;
const client = useTestServer({ seed: 1 });

beforeAll(async () => {
  mcp = await startTestMcpServer(TOKEN);
});
afterAll(() => mcp.close());

describe('an agent with a real MCP server', () => {
  it('lists the server tools, calls one, answers from its result, and bills the MCP call', async () => {
    const response = await client().post('/v1/agent/completions', {
      agent_config: {
        agent_name: 'Stock Clerk',
        max_tokens: 200,
        mcp_config: { url: mcp.url, authorization_token: TOKEN, transport: 'streamable_http' },
      },
      task: 'Check the inventory for SKU A-113.',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(mcp.toolCalls).toHaveLength(1);
    expect(mcp.authorizations.every((header) => header === `Bearer ${TOKEN}`)).toBe(true);
    expect(response.body.outputs[0].content).toContain('12 units in the Leeds warehouse');
    expect(response.body.usage.mcp_cost).toBe(0.1);
    const expected = Math.round((response.body.usage.input_tokens * 6.5e-6 + response.body.usage.output_tokens * 18.5e-6 + 0.1) * 1e6) / 1e6;
    expect(response.body.usage.total_cost).toBeCloseTo(expected, 6);
    expect(response.text).not.toContain(TOKEN);
    const agents = await client().get('/v1/agents/list');
    expect(JSON.stringify(agents.body)).not.toContain(TOKEN);
  });

  it('answers 502 naming the MCP server (without its token) when it refuses the credentials', async () => {
    const response = await client().post('/v1/agent/completions', {
      agent_config: { agent_name: 'Stock Clerk', max_tokens: 50, mcp_config: { url: mcp.url, authorization_token: 'wrong-token-123456', transport: 'streamable_http' } },
      task: 'Check the inventory for SKU A-113.',
    });
    expect(response.status).toBe(502);
    expect(response.body.detail).toContain(mcp.url);
    expect(response.body.detail).not.toContain('wrong-token-123456');
  });
});

/** A clerk with the MCP server and a writer without one, as a swarm's or a graph's agents. */
const clerkAndWriter = () => [
  { agent_name: 'Stock Clerk', max_tokens: 200, mcp_config: { url: mcp.url, authorization_token: TOKEN, transport: 'streamable_http' } },
  { agent_name: 'Writer', max_tokens: 100 },
];

describe('MCP inside a swarm', () => {
  it('connects a swarm agent to its MCP server and bills the call in the swarm usage', async () => {
    const before = mcp.toolCalls.length;
    const response = await client().post('/v1/swarm/completions', {
      swarm_type: 'SequentialWorkflow',
      agents: clerkAndWriter(),
      task: 'Check the inventory for SKU B-7 and report it.',
    });
    expect(response.status, response.text).toBe(200);
    expect(mcp.toolCalls.length).toBe(before + 1);
    expect(response.body.output[0].content).toContain('12 units in the Leeds warehouse');
    const { billing_info: billing } = response.body.usage;
    const tokens = billing.cost_breakdown.input_token_cost + billing.cost_breakdown.output_token_cost + billing.cost_breakdown.agent_cost;
    expect(billing.total_cost).toBeCloseTo(tokens + 0.1, 5);
  });
});

describe('MCP inside a graph workflow', () => {
  it('connects a graph node to its MCP server, as an agent run does', async () => {
    const before = mcp.toolCalls.length;
    const response = await client().post('/v1/graph-workflow/completions', {
      name: 'inventory graph',
      agents: clerkAndWriter(),
      edges: [{ source: 'Stock Clerk', target: 'Writer' }],
      task: 'Check the inventory for SKU C-21 and report it.',
    });
    expect(response.status, response.text).toBe(200);
    expect(mcp.toolCalls.length).toBe(before + 1);
    expect(response.body.outputs['Stock Clerk']).toContain('12 units in the Leeds warehouse');
  });
});
