import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestMcpServer } from '../support/mcp-server.js';
import { LIVE_SETTINGS, completion, upstream } from '../support/openai-upstream.js';
import { filesUnder, recordOnce, stableAgentBody } from '../support/recorded-runs.js';
import { createTestClient } from '../support/test-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-mcp-fixtures-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const TOKEN_A = 'mcp-token-inventory-5d1c9e7a3b';
const TOKEN_B = 'mcp-token-pricing-8f2a6c4e0d';

describe('MCP exchanges in fixtures', () => {
  it('records a run over two MCP servers, then replays it identically with both servers stopped, and names a changed tool argument in a 424', async () => {
    // The inventory server answers each call differently, so replaying the same call twice must keep their order.
    const inventory = await startTestMcpServer(TOKEN_A, [
      { name: 'lookup_inventory', description: 'Inventory of a SKU', answer: (sku, call) => `${sku}: ${12 - call} units (count ${call}).` },
    ]);
    const pricing = await startTestMcpServer(TOKEN_B, [{ name: 'quote_price', description: 'Price of a SKU', answer: (sku) => `${sku}: 4.20 EUR.` }]);
    const request = {
      agent_config: {
        agent_name: 'Stock Clerk',
        model_name: 'gpt-4.1',
        max_tokens: 200,
        mcp_configs: [
          { url: inventory.url, authorization_token: TOKEN_A, transport: 'streamable_http' },
          { url: pricing.url, authorization_token: TOKEN_B, transport: 'streamable_http' },
        ],
      },
      task: 'Check stock and price of SKU A-113 twice.',
    };
    const toolCalls = [
      { id: 'call_upstreamA1', name: 'lookup_inventory', arguments: '{"sku":"A-113"}' },
      { id: 'call_upstreamB1', name: 'quote_price', arguments: '{"sku":"A-113"}' },
      { id: 'call_upstreamA2', name: 'lookup_inventory', arguments: '{"sku":"A-113"}' },
    ];
    upstream().reply(200, completion('', { toolCalls, usage: [40, 12] }));
    upstream().reply(200, completion('A-113: 11 then 10 units, 4.20 EUR.', { usage: [90, 14] }));

    const recorded = await recordOnce(directory, '/v1/agent/completions', request, [inventory, pricing]);
    expect(nock.isDone()).toBe(true);
    nock.cleanAll();
    expect(inventory.toolCalls).toHaveLength(2);
    expect(pricing.toolCalls).toHaveLength(1);

    const files = filesUnder(directory);
    const toolFiles = files.filter((file) => file.includes(`${join(directory, '@tools')}`));
    // Two tool lists and two distinct calls (the repeated one is one file with two recordings), beside two model calls.
    expect(toolFiles).toHaveLength(4);
    expect(files).toHaveLength(6);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain(TOKEN_A);
      expect(text).not.toContain(TOKEN_B);
    }
    const repeated = toolFiles.map((file) => JSON.parse(readFileSync(file, 'utf8'))).find((file) => file.request.tool.name === 'lookup_inventory');
    expect(repeated.recordings.map((recording: any) => recording.output)).toEqual(['A-113: 11 units (count 1).', 'A-113: 10 units (count 2).']);

    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      const replayed = await replayer.post('/v1/agent/completions', request);
      expect(replayed.status, replayed.text).toBe(200);
      expect(stableAgentBody(replayed.body)).toEqual(stableAgentBody(recorded));

      // The model's recorded tool call now asks for another SKU: the tool exchange misses, naming the argument.
      const modelFile = files.find((file) => !file.includes('@tools') && JSON.parse(readFileSync(file, 'utf8')).recordings[0].result?.content?.[0]?.type === 'tool-call');
      const edited = JSON.parse(readFileSync(modelFile!, 'utf8'));
      edited.recordings[0].result.content[1].arguments = '{"sku":"Z-999"}';
      writeFileSync(modelFile!, JSON.stringify(edited));
      const restarted = await createTestClient({ mode: 'replay', fixturesDir: directory });
      try {
        const miss = await restarted.post('/v1/agent/completions', request);
        expect(miss.status).toBe(424);
        expect(miss.body.detail).toContain(`call on the tool server ${pricing.url}`);
        expect(miss.body.detail).toContain('matched   tool');
        expect(miss.body.detail).toContain('differed  arguments: sku: recorded "A-113", this call "Z-999"');
      } finally {
        await restarted.server.close();
      }
    } finally {
      await replayer.server.close();
    }
  });

  it('replays the tool answers of agents that ran at once, each agent its own, whatever order their calls come in', async () => {
    const concurrent = mkdtempSync(join(tmpdir(), 'swarms-local-mcp-concurrent-'));
    // Each call gets a different count, so an answer handed to the wrong agent would show in its output.
    const inventory = await startTestMcpServer(TOKEN_A, [{ name: 'lookup_inventory', description: 'Inventory of a SKU', answer: (sku, call) => `${sku}: count ${call}.` }]);
    const agent = (name: string) => ({
      agent_name: name,
      model_name: 'gpt-4.1',
      max_tokens: 100,
      mcp_config: { url: inventory.url, authorization_token: TOKEN_A, transport: 'streamable_http' },
    });
    const request = { swarm_type: 'ConcurrentWorkflow', agents: [agent('Clerk North'), agent('Clerk South')], task: 'Count SKU A-113.' };
    // The upstream asks for the tool first, then answers with what the tool said (whichever agent asks).
    nock('https://llm.example.test')
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) => {
        const result = body.messages.find((message: any) => message.role === 'tool');
        return result
          ? completion(`Counted: ${result.content}`)
          : completion('', { toolCalls: [{ id: `call_${body.messages[0].content.length}`, name: 'lookup_inventory', arguments: '{"sku":"A-113"}' }] });
      });
    const outputOf = (body: any) => ({ output: body.output, usage: body.usage });
    const recorder = await createTestClient({ ...LIVE_SETTINGS, upstreamTimeoutMs: 5000, mode: 'record', fixturesDir: concurrent });
    let recorded: any;
    try {
      const response = await recorder.post('/v1/swarm/completions', request);
      expect(response.status, response.text).toBe(200);
      recorded = response.body;
    } finally {
      await recorder.server.close();
      await inventory.close();
      nock.cleanAll();
    }
    expect(inventory.toolCalls).toHaveLength(2);
    const replayer = await createTestClient({ mode: 'replay', fixturesDir: concurrent });
    try {
      // Each agent's exchanges are keyed by the agent: however the two interleave, each gets its own answer.
      for (let run = 0; run < 3; run += 1) {
        const replayed = await replayer.post('/v1/swarm/completions', request);
        expect(replayed.status, replayed.text).toBe(200);
        expect(outputOf(replayed.body)).toEqual(outputOf(recorded));
      }
    } finally {
      await replayer.server.close();
      rmSync(concurrent, { recursive: true, force: true });
    }
  });
});
