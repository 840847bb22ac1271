import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { DROPPED_SWARM_TYPES, type SwarmType } from '../../src/contract/schemas/enums.js';
import { scriptedServer, swarmScript } from '../support/scripted-swarm.js';
import { useTestServer, type TestResponse } from '../support/test-server.js';
import * as sdk from './sdk-schemas.js';

const client = useTestServer({ seed: 16 });
const ajv = new Ajv2020({ strict: false, allErrors: true });

/** Fails with the SDK type's name and every mismatch when a body does not have the declared shape. */
function expectShape(response: TestResponse, schema: Record<string, unknown>, name: string): void {
  expect(response.status, `${name}: ${response.text.slice(0, 400)}`).toBe(200);
  const validate = ajv.compile(schema);
  expect(validate(response.body), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** An AgentSpec with every key the SDKs declare, as a typed client sends it (unset keys as null). */
const agentSpec = (name: string) => ({
  agent_name: name,
  description: `${name} of the team`,
  system_prompt: `You are ${name}.`,
  model_name: 'gpt-4o-mini',
  auto_generate_prompt: false,
  max_tokens: 400,
  temperature: 0.5,
  role: 'worker',
  max_loops: 1,
  tools_list_dictionary: null,
  mcp_url: null,
  mcp_config: null,
  mcp_configs: null,
  streaming_on: false,
  llm_args: null,
  dynamic_temperature_enabled: false,
  tool_call_summary: true,
  reasoning_effort: 'low',
  reasoning_enabled: true,
  thinking_tokens: 512,
});

/** A SwarmSpec with every key the SDKs declare. */
const swarmSpec = (swarmType: string) => ({
  name: `${swarmType} team`,
  description: 'A team for the SDK conformance test',
  agents: [agentSpec('Analyst'), agentSpec('Critic'), agentSpec('Writer')],
  max_loops: 1,
  swarm_type: swarmType,
  rearrange_flow: swarmType === 'AgentRearrange' ? 'Analyst -> Critic -> Writer' : null,
  task: 'Assess the outlook for sodium-ion batteries',
  img: null,
  rules: null,
  tasks: null,
  messages: null,
  stream: false,
  service_tier: 'standard',
  heavy_swarm_loops_per_agent: 1,
  heavy_swarm_question_agent_model_name: 'gpt-4o-mini',
  heavy_swarm_worker_model_name: 'gpt-4o-mini',
});

const researchInput = {
  config: {
    name: 'Sodium',
    description: null,
    worker_model_name: 'gpt-4o-mini',
    director_model_name: 'gpt-4o-mini',
    director_agent_name: null,
    director_max_tokens: 800,
    director_max_loops: 1,
    max_loops: 1,
    exa_search_num_results: 2,
    exa_search_max_characters: 300,
  },
  task: 'Sodium-ion battery costs',
  img: null,
};

describe('answers have the shapes the hosted API SDKs declare', () => {
  it('GET /health, /v1/models/available, /v1/swarms/available, /v1/tools/available, /v1/reasoning-agent/types, /v1/auto-swarm-builder/execution-types', async () => {
    expectShape(await client().get('/health'), sdk.HealthCheckResponse, 'HealthCheckResponse');
    expectShape(await client().get('/v1/models/available'), sdk.ModelListAvailableResponse, 'ModelListAvailableResponse');
    expectShape(await client().get('/v1/swarms/available'), sdk.SwarmCheckAvailableResponse, 'SwarmCheckAvailableResponse');
    expectShape(await client().get('/v1/tools/available'), sdk.ToolListAvailableResponse, 'ToolListAvailableResponse');
    expectShape(await client().get('/v1/reasoning-agent/types'), sdk.ReasoningAgentListTypesResponse, 'ReasoningAgentListTypesResponse');
    const executionTypes = await client().get('/v1/auto-swarm-builder/execution-types');
    expectShape(executionTypes, sdk.AutoSwarmBuilderListExecutionTypesResponse, 'AutoSwarmBuilderListExecutionTypesResponse');
    expect(executionTypes.body).toEqual(expect.arrayContaining([...sdk.SDK_EXECUTION_TYPES]));
  });

  it('the catalogues list every swarm and reasoning type the SDKs can send, but for the types the framework dropped (still run: test/http/swarms-available)', async () => {
    const listed = sdk.SDK_SWARM_TYPES.filter((type) => type !== 'HiearchicalSwarm' && !DROPPED_SWARM_TYPES.includes(type as SwarmType));
    expect((await client().get('/v1/swarms/available')).body.swarm_types).toEqual(expect.arrayContaining(listed));
    expect((await client().get('/v1/reasoning-agent/types')).body.agent_types).toEqual(expect.arrayContaining([...sdk.SDK_REASONING_TYPES]));
  });

  it('POST /v1/agent/completions with a full AgentCompletion, then GET /v1/agents/list, /v1/swarm/logs, /v1/rate/limits', async () => {
    const body = { agent_config: agentSpec('Solo'), task: 'Summarise sodium-ion progress', history: null, img: null, imgs: null, tools_enabled: null };
    expectShape(await client().post('/v1/agent/completions', body), sdk.AgentRunResponse, 'AgentRunResponse');
    expectShape(await client().get('/v1/agents/list'), sdk.AgentListResponse, 'AgentListResponse');
    expectShape(await client().get('/v1/swarm/logs'), sdk.SwarmGetLogsResponse, 'SwarmGetLogsResponse');
    expectShape(await client().get('/v1/rate/limits'), sdk.RateGetLimitsResponse, 'RateGetLimitsResponse');
  });

  it('POST /v1/agent/batch/completions', async () => {
    const item = (task: string) => ({
      agent_config: agentSpec('Batcher'),
      task,
      history: [{ role: 'user', content: 'Earlier question' }],
      img: null,
      imgs: null,
      tools_enabled: null,
    });
    expectShape(await client().post('/v1/agent/batch/completions', [item('One'), item('Two')]), sdk.AgentBatchRunResponse, 'agent BatchRunResponse');
  });

  it.each(sdk.SDK_SWARM_TYPES)('POST /v1/swarm/completions with swarm_type %s', async (swarmType) => {
    expectShape(await client().post('/v1/swarm/completions', swarmSpec(swarmType)), sdk.SwarmRunResponse, `SwarmRunResponse (${swarmType})`);
  });

  it('POST /v1/swarm/batch/completions', async () => {
    const response = await client().post('/v1/swarm/batch/completions', [swarmSpec('SequentialWorkflow'), swarmSpec('ConcurrentWorkflow')]);
    expectShape(response, sdk.SwarmBatchRunResponse, 'swarm BatchRunResponse');
    expect(response.body).toHaveLength(2);
  });

  it.each(sdk.SDK_REASONING_TYPES)('POST /v1/reasoning-agent/completions with swarm_type %s', async (swarmType) => {
    const body = {
      agent_name: 'Reasoner',
      description: null,
      model_name: 'gpt-4o-mini',
      system_prompt: 'Think carefully.',
      max_loops: 1,
      swarm_type: swarmType,
      num_samples: 2,
      output_type: 'dict',
      num_knowledge_items: 2,
      memory_capacity: 2,
      task: 'Is sodium-ion cheaper than LFP?',
    };
    expectShape(await client().post('/v1/reasoning-agent/completions', body), sdk.ReasoningAgentCreateCompletionResponse, `ReasoningAgentCreateCompletionResponse (${swarmType})`);
  });

  it.each(sdk.SDK_OUTPUT_TYPES)('POST /v1/reasoning-agent/completions with output_type %s', async (outputType) => {
    const body = { swarm_type: 'reasoning-duo', output_type: outputType, task: 'Is sodium-ion cheaper than LFP?' };
    expectShape(await client().post('/v1/reasoning-agent/completions', body), sdk.ReasoningAgentCreateCompletionResponse, `ReasoningAgentCreateCompletionResponse (${outputType})`);
  });

  it.each(sdk.SDK_EXECUTION_TYPES)('POST /v1/auto-swarm-builder/completions with execution_type %s', async (executionType) => {
    const body = {
      name: 'Builder',
      description: 'Design a team',
      task: 'Research sodium-ion batteries',
      model_name: 'gpt-4o-mini',
      max_tokens: 800,
      max_loops: 1,
      execution_type: executionType,
    };
    expectShape(
      await client().post('/v1/auto-swarm-builder/completions', body),
      sdk.AutoSwarmBuilderCreateCompletionResponse,
      `AutoSwarmBuilderCreateCompletionResponse (${executionType})`,
    );
  });

  it('POST /v1/advanced-research/completions and its batch, including input_schemas: null', async () => {
    expectShape(await client().post('/v1/advanced-research/completions', researchInput), sdk.AdvancedResearchCreateCompletionResponse, 'AdvancedResearchCreateCompletionResponse');
    const batch = await client().post('/v1/advanced-research/batch/completions', { input_schemas: [researchInput, { ...researchInput, task: '' }] });
    // The second item fails (no task) and is reported in place, still with every declared key.
    expectShape(batch, sdk.AdvancedResearchBatchCreateCompletionResponse, 'BatchCreateCompletionResponse');
    expectShape(
      await client().post('/v1/advanced-research/batch/completions', { input_schemas: null }),
      sdk.AdvancedResearchBatchCreateCompletionResponse,
      'BatchCreateCompletionResponse (null)',
    );
  });

  it('POST /v1/marketplace/agents', async () => {
    expectShape(await client().post('/v1/marketplace/agents', { number_of_items: 5 }), sdk.MarketplaceCreateAgentResponse, 'MarketplaceCreateAgentResponse');
  });

  it('POST /v1/batched-grid-workflow/completions', async () => {
    const body = { name: 'Grid', description: null, agent_completions: [agentSpec('North'), agentSpec('South')], tasks: ['Costs', 'Supply'], imgs: null, max_loops: 1 };
    expectShape(await client().post('/v1/batched-grid-workflow/completions', body), sdk.BatchedGridWorkflowCompleteWorkflowResponse, 'BatchedGridWorkflowCompleteWorkflowResponse');
  });

  it('POST /v1/graph-workflow/completions with EdgeSpec and plain-dictionary edges', async () => {
    const body = {
      name: 'Graph',
      description: null,
      agents: [agentSpec('Analyst'), agentSpec('Critic'), agentSpec('Writer')],
      edges: [
        { source: 'Analyst', target: 'Critic', metadata: null },
        { source: 'Critic', target: 'Writer' },
      ],
      entry_points: ['Analyst'],
      end_points: ['Writer'],
      max_loops: 1,
      task: 'Assess sodium-ion',
      img: null,
      auto_compile: true,
      verbose: false,
    };
    expectShape(await client().post('/v1/graph-workflow/completions', body), sdk.GraphWorkflowExecuteWorkflowResponse, 'GraphWorkflowExecuteWorkflowResponse');
  });
});

describe('request fields the SDKs send are honoured', () => {
  it('reasoning_effort always, and thinking_tokens with reasoning_enabled, reach the model call (and so the fixture key)', async () => {
    const model = swarmScript();
    const scripted = await scriptedServer(model);
    try {
      await scripted.post('/v1/agent/completions', { agent_config: { ...agentSpec('Thinker'), model_name: 'gpt-4.1' }, task: 'Think' });
      await scripted.post('/v1/agent/completions', {
        agent_config: { ...agentSpec('Plain'), model_name: 'gpt-4.1', reasoning_enabled: false, reasoning_effort: null },
        task: 'Think',
      });
      expect(model.calls[0].reasoning).toEqual({ effort: 'low', budgetTokens: 512 });
      expect(model.calls[1].reasoning).toBeUndefined();
      const listed = (await scripted.get('/v1/agents/list')).body.agents;
      expect(listed.find((agent: { agent_name: string }) => agent.agent_name === 'Thinker')).toMatchObject({
        reasoning_effort: 'low',
        thinking_tokens: 512,
        reasoning_enabled: true,
      });
    } finally {
      await scripted.server.close();
    }
  });
});
