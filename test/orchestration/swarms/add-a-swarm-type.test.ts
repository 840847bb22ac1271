import { describe, expect, it, vi } from 'vitest';
import type * as Enums from '../../../src/contract/schemas/enums.js';
import type { SwarmType } from '../../../src/contract/schemas/enums.js';
import { ApiError } from '../../../src/errors/api-error.js';
import { agentTurn } from '../../../src/orchestration/primitives/agent-turn.js';
import { builtInAgent } from '../../../src/orchestration/primitives/built-in-agent.js';
import type { SwarmMessage } from '../../../src/orchestration/swarms/swarm-input.js';
import type { SwarmTypeDescriptor } from '../../../src/orchestration/swarms/swarm-type-descriptor.js';
import { registerSwarmType } from '../../../src/orchestration/swarms/swarm-types.js';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import type { CallOptions } from '../../../src/providers/spec.js';
import { createStaticRouter } from '../../../src/providers/static-router.js';
import { agentOf, promptOf, scriptedServer, swarmScript } from '../../support/scripted-swarm.js';
import { callsOf, entriesOf, threeAgents } from '../../support/swarm-run.js';
import { createTestClient, type TestClient } from '../../support/test-server.js';

// CONTRIBUTING.md, "Recipe: add a swarm type", followed once without editing src/.
//
// Step 1, the name. In src/ it is one more line of SWARM_TYPES (src/contract/schemas/enums.ts); here the
// test extends that list for every module this file loads, so the request schema, the OpenAPI enum and
// the registry's own check see the new names. /v1/swarms/available is derived from SWARM_TYPES in
// src/; a mocked module is not re-derived, so the test extends that list too.
vi.mock('../../../src/contract/schemas/enums.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Enums>();
  const added = ['EchoChain', 'HouseGrid'];
  return { ...actual, SWARM_TYPES: [...actual.SWARM_TYPES, ...added], AVAILABLE_SWARM_TYPES: [...actual.AVAILABLE_SWARM_TYPES, ...added] };
});

// Step 2, its file (src/orchestration/swarms/types/<kebab-name>.ts): a descriptor whose runner makes
// every model call through the primitives, and whose fields state the facts the run around it needs.

/** EchoChain: each agent, in list order, is handed the answer of the one before it (the first, the task); the last answer is final. */
const echoChain: SwarmTypeDescriptor = {
  designable: { purpose: 'each agent refines the answer of the one before it' },
  run: async (input) => {
    const history: SwarmMessage[] = [];
    let task = input.task;
    for (const agent of input.agents) {
      const [answer] = await agentTurn(input, agent, { task });
      history.push(answer);
      task = answer.content;
    }
    return { history, final: history.slice(-1), numberOfAgents: input.agents.length };
  },
};

/** The model HouseGrid's built-in clerk runs on. */
const HOUSE_MODEL = 'house-model-v1';

/** HouseGrid: staffs itself with one built-in clerk on HOUSE_MODEL, who answers every task of `tasks` in one run. */
const houseGrid: SwarmTypeDescriptor = {
  staffsItself: true,
  takesAllTasks: true,
  builtInModels: () => [HOUSE_MODEL],
  run: async (input) => {
    const clerk = builtInAgent('House-Clerk', 'You answer each task in one line.', HOUSE_MODEL);
    const rows: SwarmMessage[] = [];
    for (const task of input.tasks) rows.push(...(await agentTurn(input, clerk, { task })));
    return { history: rows, final: rows, numberOfAgents: 1 };
  },
};

// Step 3, the registry. In src/ it is one line of BUILT_IN in src/orchestration/swarms/swarm-types.ts;
// here registerSwarmType. (The casts: SwarmType is the compile-time list, which the mock cannot extend.)
registerSwarmType('EchoChain' as SwarmType, echoChain);
registerSwarmType('HouseGrid' as SwarmType, houseGrid);

const forcedTool = (call: ScriptedModel['calls'][number]) => (typeof call.toolChoice === 'object' ? call.toolChoice.name : '');

async function withServer<T>(client: Promise<TestClient>, use: (client: TestClient) => Promise<T>): Promise<T> {
  const started = await client;
  try {
    return await use(started);
  } finally {
    await started.server.close();
  }
}

describe('a swarm type added by the recipe runs end to end through POST /v1/swarm/completions', () => {
  it('runs its runner on the request agents: its calls, in its order, make the output, the agent count and the bill', async () => {
    const model = swarmScript();
    const response = await withServer(scriptedServer(model), (client) =>
      client.post('/v1/swarm/completions', { name: 'chain', swarm_type: 'EchoChain', agents: threeAgents, task: 'Plan a city park.' }),
    );
    expect(response.status).toBe(200);
    expect(callsOf(model)).toEqual([
      ['A', 'Plan a city park.'],
      ['B', 'A#1'],
      ['C', 'B#1'],
    ]);
    expect(response.body.swarm_type).toBe('EchoChain');
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
    expect(response.body.number_of_agents).toBe(3);
    expect(response.body.usage.input_tokens).toBeGreaterThan(0);
    expect(response.body.usage.billing_info.total_cost).toBeGreaterThan(0);
  });

  it('streams like every type: metadata naming it, each agent between its start and end frames, usage, end', async () => {
    const response = await withServer(scriptedServer(swarmScript()), (client) =>
      client.post('/v1/swarm/completions', { name: 'chain', swarm_type: 'EchoChain', agents: threeAgents.slice(0, 2), task: 'Go.', stream: true }),
    );
    const frames = response.text
      .split('\n\n')
      .filter((block) => block.trim())
      .map((block) => ({ event: block.match(/^event: (.+)$/m)?.[1], data: JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? 'null') }));
    expect(frames[0]).toMatchObject({ event: 'metadata', data: { swarm_name: 'chain', swarm_type: 'EchoChain', number_of_agents: 2 } });
    const order = frames.map((frame) => frame.event).filter((event, index, all) => event !== 'chunk' || all[index - 1] !== 'chunk');
    expect(order).toEqual(['metadata', 'start', 'agent_start', 'chunk', 'agent_end', 'agent_start', 'chunk', 'agent_end', 'usage', 'end']);
    expect(frames.filter((frame) => frame.event === 'agent_start').map((frame) => frame.data.agent)).toEqual(['A', 'B']);
    const textOf = (agent: string) =>
      frames
        .filter((frame) => frame.event === 'chunk' && frame.data.agent === agent)
        .map((frame) => frame.data.content)
        .join('');
    expect([textOf('A'), textOf('B')]).toEqual(['A#1', 'B#1']);
    expect(frames.at(-1)?.data).toMatchObject({ status: 'success' });
  });

  it('honours takesAllTasks and staffsItself: one task at a time nests the output per task; a grid that staffs itself runs all tasks at once without agents', async () => {
    const chain = swarmScript();
    const nested = await withServer(scriptedServer(chain), (client) =>
      client.post('/v1/swarm/completions', { swarm_type: 'EchoChain', agents: threeAgents.slice(0, 2), tasks: ['First.', 'Second.'] }),
    );
    expect(callsOf(chain).map(([, prompt]) => prompt)).toEqual(['First.', 'A#1', 'Second.', 'A#2']);
    expect(nested.body.output.map(entriesOf)).toEqual([
      [
        ['A', 'A#1'],
        ['B', 'B#1'],
      ],
      [
        ['A', 'A#2'],
        ['B', 'B#2'],
      ],
    ]);

    const grid = swarmScript();
    const flat = await withServer(scriptedServer(grid), (client) => client.post('/v1/swarm/completions', { swarm_type: 'HouseGrid', agents: [], tasks: ['First.', 'Second.'] }));
    expect(flat.status).toBe(200);
    expect(grid.calls.map((call) => [agentOf(call), call.model, promptOf(call)])).toEqual([
      ['House-Clerk', HOUSE_MODEL, 'First.'],
      ['House-Clerk', HOUSE_MODEL, 'Second.'],
    ]);
    expect(entriesOf(flat.body.output)).toEqual([
      ['House-Clerk', 'House-Clerk#1'],
      ['House-Clerk', 'House-Clerk#2'],
    ]);
    expect(flat.body.number_of_agents).toBe(1);
  });

  it('checks its descriptor before any call: a type that does not staff itself needs agents, and its built-in models must be routable', async () => {
    const model = swarmScript();
    const router = {
      ...createStaticRouter(model, ['gpt-4.1']),
      assertAvailable: (name: string) => {
        if (name === HOUSE_MODEL) throw new ApiError('MODEL_NOT_AVAILABLE', `Model ${name} is not available.`);
      },
    };
    const [unstaffed, unroutable] = await withServer(createTestClient({ dependencies: { router } }), async (client) => [
      await client.post('/v1/swarm/completions', { swarm_type: 'EchoChain', agents: [], task: 'Go.' }),
      await client.post('/v1/swarm/completions', { swarm_type: 'HouseGrid', agents: [], task: 'Go.' }),
    ]);
    expect(unstaffed.status).toBe(400);
    expect(unstaffed.body.detail).toMatch(/^A EchoChain needs at least one agent/);
    // The types named as building their own agents are read from the descriptors, the added one included.
    expect(unstaffed.body.detail).toContain('HouseGrid');
    expect(unstaffed.body.detail).not.toContain('EchoChain build');
    expect(unroutable.status).toBe(400);
    expect(unroutable.body.detail).toContain(HOUSE_MODEL);
    expect(model.calls).toHaveLength(0);
  });

  it('is listed by /v1/swarms/available and the OpenAPI enum, while a name no list holds is still a 422', async () => {
    const [available, openapi, unknown] = await withServer(createTestClient(), async (client) => [
      await client.get('/v1/swarms/available'),
      await client.get('/openapi.json'),
      await client.post('/v1/swarm/completions', { swarm_type: 'NowhereSwarm', agents: threeAgents, task: 'Go.' }),
    ]);
    expect(available.body.swarm_types).toEqual(expect.arrayContaining(['EchoChain', 'HouseGrid', 'SequentialWorkflow']));
    expect(JSON.stringify(openapi.body)).toContain('"EchoChain"');
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('EchoChain');
  });

  it("a designable type is offered to auto's matcher with its purpose and to the AutoSwarmBuilder boss; a type without `designable` is not", async () => {
    const model = swarmScript((options: CallOptions) => {
      if (forcedTool(options) === 'select_swarm_type') return { swarm_type: 'EchoChain' };
      return { name: 'Chain', description: 'Chains', swarm_type: 'EchoChain', task: 'x', agents: [{ agent_name: 'X', description: 'x', system_prompt: 'Be X.' }] };
    });
    const [matched, built] = await withServer(scriptedServer(model), async (client) => [
      await client.post('/v1/swarm/completions', { swarm_type: 'auto', agents: threeAgents.slice(0, 2), task: 'Plan a city park.' }),
      await client.post('/v1/swarm/completions', { swarm_type: 'AutoSwarmBuilder', agents: [], task: 'Plan a city park.' }),
    ]);
    const [matcher, a, b, boss, x] = model.calls;
    expect(forcedTool(matcher)).toBe('select_swarm_type');
    expect(promptOf(matcher)).toContain('- EchoChain: each agent refines the answer of the one before it');
    expect(promptOf(matcher)).not.toContain('HouseGrid');
    expect([agentOf(a), promptOf(a), agentOf(b), promptOf(b)]).toEqual(['A', 'Plan a city park.', 'B', 'A#1']);
    expect(entriesOf(matched.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
    ]);

    expect(forcedTool(boss)).toBe('SwarmRouterConfig');
    const [design] = boss.tools ?? [];
    const designable = (design.parameters as { properties: { swarm_type: { enum: string[] } } }).properties.swarm_type.enum;
    expect(designable).toContain('EchoChain');
    expect(designable).not.toContain('HouseGrid');
    expect(agentOf(x)).toBe('X');
    expect(entriesOf(built.body.output)).toEqual([['X', 'X#1']]);
    expect(model.calls).toHaveLength(5);
  });

  it('registerSwarmType refuses a name SWARM_TYPES does not list, and a name already registered', () => {
    expect(() => registerSwarmType('NowhereSwarm' as SwarmType, echoChain)).toThrow(/not in SWARM_TYPES/);
    expect(() => registerSwarmType('EchoChain' as SwarmType, echoChain)).toThrow(/already registered/);
    expect(() => registerSwarmType('SequentialWorkflow', echoChain)).toThrow(/already registered/);
  });
});
