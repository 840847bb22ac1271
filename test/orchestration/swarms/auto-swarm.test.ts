import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../../src/providers/spec.js';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf, promptOf, swarmScript } from '../../support/scripted-swarm.js';
import { runTagged } from '../../support/tagged-script.js';
import { createTestClient } from '../../support/test-server.js';

const TASK = 'Plan a city park.';
const forcedTool = (call: ScriptedModel['calls'][number]) => (typeof call.toolChoice === 'object' ? call.toolChoice.name : '');
const speakers = (model: ScriptedModel) => model.calls.map(agentOf);
const entries = (output: Array<{ role: string; content: string }>) => output.map((message) => `${message.role}=${message.content}`);
const team = (swarmType: string) => () => ({
  name: 'Park team',
  description: 'Designs parks',
  swarm_type: swarmType,
  task: 'the model echo of the task',
  agents: [
    { agent_name: 'X', description: 'x', system_prompt: 'Be X.', model_name: 'gpt-4o', temperature: 0.1 },
    { agent_name: 'Y', description: 'y', system_prompt: 'Be Y.' },
  ],
});

describe('AutoSwarmBuilder follows the framework (AutoSwarmBuilder.build_and_run_swarm, auto_swarm_builder.py)', () => {
  it('max_loops 1: one boss call on gpt-5.4 designs team and type, then the designed swarm runs its agents on their models', async () => {
    const model = swarmScript(team('SequentialWorkflow'));
    const { response, tagged } = await runTagged(model, { swarm_type: 'AutoSwarmBuilder', agents: [], task: TASK });
    expect(speakers(model)).toEqual(['structured', 'X', 'Y']);
    expect(forcedTool(model.calls[0])).toBe('SwarmRouterConfig');
    expect(promptOf(model.calls[0])).toMatch(new RegExp(`^Create the multi-agent team for the following task: ${TASK}`));
    expect(tagged.map((call) => call.model)).toEqual(['gpt-5.4', 'gpt-4o', 'gpt-5.4']);
    expect((model.calls[1] as CallOptions).temperature).toBe(0.1);
    expect(promptOf(model.calls[2])).toContain('X#1');
    expect(entries(response.body.output)).toEqual(['X=X#1', 'Y=Y#1']);
    expect(response.body.number_of_agents).toBe(3);
  });

  it("max_loops 2: the designed swarm runs with the request's max_loops", async () => {
    const model = swarmScript(team('ConcurrentWorkflow'));
    const { response } = await runTagged(model, { swarm_type: 'AutoSwarmBuilder', agents: [], task: TASK, max_loops: 2 });
    expect(speakers(model).filter((name) => name === 'structured')).toHaveLength(1);
    expect(speakers(model).slice(1).sort()).toEqual(['X', 'Y']);
    expect(response.status).toBe(200);
  });

  it('a swarm type the framework cannot build (auto) is refused like a malformed design: one repair, then 502', async () => {
    const model = swarmScript(team('auto'));
    const { response } = await runTagged(model, { swarm_type: 'AutoSwarmBuilder', agents: [], task: TASK });
    expect(response.status).toBe(502);
    expect(model.calls).toHaveLength(2);
  });

  it('a team smaller than its chosen type needs (DebateWithJudge with two agents) is not a valid design: one repair, then 502', async () => {
    const model = swarmScript(team('DebateWithJudge'));
    const { response } = await runTagged(model, { swarm_type: 'AutoSwarmBuilder', agents: [], task: TASK });
    expect(response.status).toBe(502);
    expect(model.calls).toHaveLength(2);
  });

  it('asks for a team large enough for every type it offers', async () => {
    const model = swarmScript(team('SequentialWorkflow'));
    await runTagged(model, { swarm_type: 'AutoSwarmBuilder', agents: [], task: TASK });
    const offered = model.calls[0].tools?.[0].parameters as { properties: { agents: { minItems: number }; swarm_type: { enum: string[] } } };
    expect(offered.properties.swarm_type.enum).toContain('DebateWithJudge');
    expect(offered.properties.agents.minItems).toBe(3);
  });
});

describe('AutoSwarmBuilder on the synthetic model always designs a swarm that runs', () => {
  const tasks = [
    'Plan a city park.',
    'Write a poem',
    'Debate whether cats beat dogs',
    'x',
    'Forecast quarterly revenue',
    'Translate this to French',
    'Judge the best essay',
    'Launch a product',
  ];
  it.each([0, 2, 4, 5])('seed %i: every task runs to a 200', async (seed) => {
    const client = await createTestClient({ seed });
    try {
      for (const task of tasks) {
        const response = await client.post('/v1/swarm/completions', { swarm_type: 'AutoSwarmBuilder', agents: [], task });
        expect(response.status, `${task}: ${JSON.stringify(response.body)}`).toBe(200);
      }
    } finally {
      await client.server.close();
    }
  });
});

describe("auto: automatic swarm type selection for the request's agents (documented; the framework lists auto but cannot build it)", () => {
  const agents = ['A', 'B'].map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));

  it.each([1, 2])("max_loops %i: a matcher call picks the type, then the request's agents run as that type", async (maxLoops) => {
    const model = swarmScript(() => ({ swarm_type: 'MajorityVoting' }));
    const { response, tagged } = await runTagged(model, { swarm_type: 'auto', agents, task: TASK, max_loops: maxLoops });
    expect(speakers(model)[0]).toBe('structured');
    expect(forcedTool(model.calls[0])).toBe('select_swarm_type');
    const matcher = promptOf(model.calls[0]);
    expect(matcher).toContain(`Task:\n${TASK}`);
    expect(matcher).toContain('- A: Agent A');
    expect(matcher).not.toContain('- DebateWithJudge');
    expect(tagged[0].model).toBe('gpt-5.4');
    expect(
      speakers(model)
        .slice(1)
        .filter((name) => name === 'Consensus-Agent'),
    ).toHaveLength(maxLoops);
    expect(response.body.output.at(-1).role).toBe('Consensus-Agent');
  });

  it("runs a SequentialWorkflow when the matcher's answer stays unusable", async () => {
    const model = swarmScript(() => ({ swarm_type: 'Nonsense' }));
    const { response } = await runTagged(model, { swarm_type: 'auto', agents, task: TASK });
    expect(speakers(model)).toEqual(['structured', 'structured', 'A', 'B']);
    expect(entries(response.body.output)).toEqual(['A=A#1', 'B=B#1']);
  });

  it('with no agents, the boss builds the team as AutoSwarmBuilder does', async () => {
    const model = swarmScript(team('SequentialWorkflow'));
    await runTagged(model, { swarm_type: 'auto', agents: [], task: TASK });
    expect(forcedTool(model.calls[0])).toBe('SwarmRouterConfig');
    expect(speakers(model)).toEqual(['structured', 'X', 'Y']);
  });
});

describe('POST /v1/auto-swarm-builder/completions follows AutoSwarmBuilder.run', () => {
  const path = '/v1/auto-swarm-builder/completions';

  it('return-agents asks the boss (gpt-5.4, 8000 tokens) for the agents of the bare task, with AgentSpec defaults', async () => {
    const model = swarmScript(team('SequentialWorkflow'));
    const { response, tagged } = await runTagged(model, { task: TASK, execution_type: 'return-agents' }, path);
    expect(model.calls).toHaveLength(1);
    expect(forcedTool(model.calls[0])).toBe('Agents');
    expect(promptOf(model.calls[0])).toMatch(new RegExp(`^${TASK}\\n`));
    expect(tagged[0].model).toBe('gpt-5.4');
    expect((model.calls[0] as CallOptions).maxTokens).toBe(8000);
    expect(response.body.outputs.agents[1]).toEqual({
      agent_name: 'Y',
      description: 'y',
      system_prompt: 'Be Y.',
      model_name: 'gpt-5.4',
      auto_generate_prompt: false,
      max_tokens: 8192,
      temperature: 0.5,
      role: 'worker',
      max_loops: 1,
      goal: null,
    });
  });

  it("return-swarm-router-config asks for the whole team on model_name with max_tokens as the cap; the task is the caller's", async () => {
    const model = swarmScript(team('ConcurrentWorkflow'));
    const { response, tagged } = await runTagged(model, { task: TASK, execution_type: 'return-swarm-router-config', model_name: 'gpt-4o', max_tokens: 1234 }, path);
    expect(forcedTool(model.calls[0])).toBe('SwarmRouterConfig');
    expect(tagged[0].model).toBe('gpt-4o');
    expect((model.calls[0] as CallOptions).maxTokens).toBe(1234);
    expect(Object.keys(response.body.outputs).sort()).toEqual(['agents', 'description', 'multi_agent_collab_prompt', 'name', 'rearrange_flow', 'rules', 'swarm_type', 'task']);
    expect(response.body.outputs).toMatchObject({ name: 'Park team', swarm_type: 'ConcurrentWorkflow', task: TASK, rearrange_flow: null });
  });
});
