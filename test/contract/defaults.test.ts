import { describe, expect, it } from 'vitest';
import { withAgentCompletionDefaults } from '../../src/contract/schemas/agent-completion.js';
import { agentSpecSchema, withAgentDefaults } from '../../src/contract/schemas/agent-spec.js';
import { normalizeQuestions } from '../../src/contract/schemas/decision.js';
import { withGraphDefaults } from '../../src/contract/schemas/graph-workflow.js';
import { withReasoningDefaults } from '../../src/contract/schemas/reasoning.js';
import { withSwarmDefaults } from '../../src/contract/schemas/swarm-spec.js';
import { validateBody } from '../../src/contract/fastapi/validate.js';

const options = { defaultModel: 'gpt-4.1' };

/** The seed's McpConfig defaults, for an agent (transport 'auto'). */
const MCP_DEFAULTS = {
  type: 'mcp',
  url: 'http://localhost:8000/mcp',
  transport: 'auto',
  timeout: 30,
  sse_read_timeout: 300,
  tool_timeout: 120,
  api_key_header: 'Authorization',
  api_key_prefix: 'Bearer',
};

describe('withAgentDefaults', () => {
  it("fills every documented default into an empty AgentConfig (8192 tokens, no temperature, dynamic temperature on), the model from the server's default", () => {
    expect(withAgentDefaults({}, options)).toMatchObject({
      model_name: 'gpt-4.1',
      max_tokens: 8192,
      temperature: null,
      role: 'worker',
      max_loops: 1,
      tool_call_summary: true,
      streaming_on: false,
      auto_generate_prompt: false,
      dynamic_temperature_enabled: true,
      reasoning_enabled: false,
      publish_to_marketplace: false,
      mcp_configs: [],
    });
    expect(withAgentDefaults(undefined, { defaultModel: 'claude-sonnet-4-20250514' }).model_name).toBe('claude-sonnet-4-20250514');
  });

  it('keeps values the caller sent, falsy ones included, and replaces only null or absent fields', () => {
    const agent = withAgentDefaults({ temperature: 0, max_loops: 3, tool_call_summary: false, role: null, max_tokens: null }, options);
    expect(agent).toMatchObject({ temperature: 0, max_loops: 3, tool_call_summary: false, role: 'worker', max_tokens: 8192 });
  });

  it('orders the keys as the config was sent, a default taking the place of the key it fills and new ones after, in a fixed order', () => {
    // The key order reaches responses and logs as JSON, so it must not depend on how the object is built.
    const defaultKeys = Object.keys(withAgentDefaults({}, options));
    for (const sent of [
      { agent_name: 'A', max_tokens: 64 },
      { system_prompt: 'Be brief.', role: null, agent_name: 'B', temperature: 0 },
      { max_loops: 2, model_name: 'gpt-4o', description: 'd', mcp_configs: null },
    ]) {
      const keys = Object.keys(withAgentDefaults(sent, options));
      expect(keys).toEqual([...Object.keys(sent), ...defaultKeys.filter((key) => !(key in sent))]);
    }
  });

  it('accepts mcp_configs as an array or as {connections}, and gives both the same array with defaults', () => {
    const configs = [{ url: 'http://127.0.0.1:9000/mcp', name: 'files' }, { name: 'defaulted' }];
    const asArray = validateBody(agentSpecSchema, { mcp_configs: configs });
    const asConnections = validateBody(agentSpecSchema, { mcp_configs: { connections: configs } });
    if (!asArray.ok || !asConnections.ok) throw new Error('both shapes must validate');
    const expected = [
      { ...MCP_DEFAULTS, url: 'http://127.0.0.1:9000/mcp', name: 'files' },
      { ...MCP_DEFAULTS, name: 'defaulted' },
    ];
    expect(withAgentDefaults(asArray.value, options).mcp_configs).toEqual(expected);
    expect(withAgentDefaults(asConnections.value, options).mcp_configs).toEqual(expected);
  });

  it("applies the seed's OAuthConfig defaults inside an McpConfig", () => {
    const agent = withAgentDefaults({ mcp_config: { url: 'http://127.0.0.1:9000/mcp', oauth: { client_id: 'app' } } }, options);
    expect(agent.mcp_config?.oauth).toEqual({
      client_id: 'app',
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost:8765/callback',
      use_token_cache: true,
      open_browser: true,
      callback_timeout: 300,
    });
  });
});

describe('withAgentCompletionDefaults', () => {
  it('always gives an agent configuration and stream false', () => {
    const body = withAgentCompletionDefaults({ task: 'hi' }, options);
    expect(body.stream).toBe(false);
    expect(body.agent_config).toMatchObject({ model_name: 'gpt-4.1', max_tokens: 8192 });
  });
});

describe('withSwarmDefaults', () => {
  it("fills the seed's SwarmSpec defaults and the hosted API's default HeavySwarm models", () => {
    expect(withSwarmDefaults({ task: 'x', agents: [{ agent_name: 'A' }] }, options)).toMatchObject({
      max_loops: 1,
      return_history: true,
      stream: false,
      service_tier: 'standard',
      heavy_swarm_loops_per_agent: 1,
      heavy_swarm_question_agent_model_name: 'gpt-4.1',
      heavy_swarm_worker_model_name: 'claude-sonnet-4-20250514',
      agents: [{ agent_name: 'A', model_name: 'gpt-4.1', role: 'worker' }],
    });
  });

  it('turns a single message object into a one-item list', () => {
    expect(withSwarmDefaults({ messages: { role: 'user', content: 'hi' } }, options).messages).toEqual([{ role: 'user', content: 'hi' }]);
  });
});

describe('withReasoningDefaults', () => {
  it("fills the seed's defaults", () => {
    expect(withReasoningDefaults({ task: 'x' }, options)).toMatchObject({
      agent_name: 'reasoning-agent',
      swarm_type: 'reasoning-duo',
      num_samples: 1,
      output_type: 'dict-all-except-first',
      max_loops: 1,
      model_name: 'gpt-4.1',
    });
  });

  it('normalises the reasoning_duo spelling to reasoning-duo', () => {
    expect(withReasoningDefaults({ swarm_type: 'reasoning_duo' }, options).swarm_type).toBe('reasoning-duo');
  });
});

describe('withGraphDefaults', () => {
  it("fills the seed's defaults, and graph agents' MCP transport defaults to streamable_http", () => {
    const graph = withGraphDefaults({ agents: [{ agent_name: 'A', mcp_configs: [{}] }], edges: [{ source: 'A', target: 'B' }] }, options);
    expect(graph).toMatchObject({ max_loops: 1, auto_compile: true, verbose: false, edges: [{ source: 'A', target: 'B', metadata: {} }] });
    expect(graph.agents[0].mcp_configs[0].transport).toBe('streamable_http');
  });
});

describe('normalizeQuestions', () => {
  it('makes a bare string a noul question and gives score questions a 1 to 5 scale unless set', () => {
    expect(
      normalizeQuestions({
        refund: 'Is the customer asking for a refund?',
        urgency: { type: 'score', question: 'How urgent?' },
        stars: { type: 'score', question: 'Stars?', min: 0, max: 10 },
      }),
    ).toEqual({
      refund: { type: 'noul', question: 'Is the customer asking for a refund?' },
      urgency: { type: 'score', question: 'How urgent?', min: 1, max: 5 },
      stars: { type: 'score', question: 'Stars?', min: 0, max: 10 },
    });
  });
});
