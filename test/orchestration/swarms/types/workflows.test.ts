import { describe, expect, it } from 'vitest';
import { exchangesOf, swarmScript } from '../../../support/scripted-swarm.js';
import { callsOf, entriesOf, runSwarm, speakersOf, threeAgents } from '../../../support/swarm-run.js';

const TASK = 'User: Plan a city park.';

describe('SequentialWorkflow mirrors SequentialWorkflow.run → AgentRearrange._run (flow "A -> B -> C")', () => {
  it('max_loops 1: each agent reads the whole transcript so far; one entry per agent', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'SequentialWorkflow' });
    expect(callsOf(model)).toEqual([
      ['A', TASK],
      ['B', `${TASK}\n\nA: A#1`],
      ['C', `${TASK}\n\nA: A#1\n\nB: B#1`],
    ]);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
    expect(response.body.number_of_agents).toBe(3);
  });

  it('max_loops 2: the flow runs again on the same transcript', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'SequentialWorkflow', max_loops: 2 });
    expect(speakersOf(model)).toEqual(['A', 'B', 'C', 'A', 'B', 'C']);
    expect(callsOf(model)[3]).toEqual(['A', `${TASK}\n\nA: A#1\n\nB: B#1\n\nC: C#1`]);
    // A remembers its first exchange (the framework Agent keeps its short-term memory between runs).
    expect(exchangesOf(model.calls[3]).slice(0, 2)).toEqual([
      { role: 'user', content: TASK },
      { role: 'assistant', content: 'A#1' },
    ]);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
      ['A', 'A#2'],
      ['B', 'B#2'],
      ['C', 'C#2'],
    ]);
    const final = await runSwarm(swarmScript(), { swarm_type: 'SequentialWorkflow', max_loops: 2, return_history: false });
    expect(entriesOf(final.body.output)).toEqual([['C', 'C#2']]);
  });

  it('an agent with max_loops 2 adds one entry holding both of its answers, as the framework Agent returns them', async () => {
    const model = swarmScript();
    const agents = [{ ...threeAgents[0], max_loops: 2 }, threeAgents[1]];
    const response = await runSwarm(model, { swarm_type: 'SequentialWorkflow', agents });
    expect(speakersOf(model)).toEqual(['A', 'A', 'B']);
    expect(callsOf(model)[2]).toEqual(['B', `${TASK}\n\nA: A#1\nA#2`]);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1\nA#2'],
      ['B', 'B#1'],
    ]);
  });
});

describe('AgentRearrange mirrors AgentRearrange._run', () => {
  it('max_loops 1: "A -> B, C" runs A, then B and C in parallel on the same transcript; entries in flow order', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'AgentRearrange', rearrange_flow: 'A -> B, C' });
    expect(speakersOf(model)[0]).toBe('A');
    expect(callsOf(model).slice(1).sort()).toEqual([
      ['B', `${TASK}\n\nA: A#1`],
      ['C', `${TASK}\n\nA: A#1`],
    ]);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
    const final = await runSwarm(swarmScript(), { swarm_type: 'AgentRearrange', rearrange_flow: 'A -> B, C', return_history: false });
    expect(entriesOf(final.body.output)).toEqual([
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
  });

  it('max_loops 2: "C -> A" twice over, each agent reading everything said before', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'AgentRearrange', rearrange_flow: 'C -> A', max_loops: 2 });
    expect(callsOf(model)).toEqual([
      ['C', TASK],
      ['A', `${TASK}\n\nC: C#1`],
      ['C', `${TASK}\n\nC: C#1\n\nA: A#1`],
      ['A', `${TASK}\n\nC: C#1\n\nA: A#1\n\nC: C#2`],
    ]);
    expect(entriesOf(response.body.output)).toEqual([
      ['C', 'C#1'],
      ['A', 'A#1'],
      ['C', 'C#2'],
      ['A', 'A#2'],
    ]);
    expect(response.body.number_of_agents).toBe(3);
  });

  it('answers 400 before any call without a rearrange_flow (SwarmRouter.reliability_check), or naming an unknown agent', async () => {
    const model = swarmScript();
    const missing = await runSwarm(model, { swarm_type: 'AgentRearrange' });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toContain('rearrange_flow');
    const unknown = await runSwarm(model, { swarm_type: 'AgentRearrange', rearrange_flow: 'A -> Zed' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain('Zed');
    expect(unknown.body.detail).toContain('Known agents: A, B, C');
    expect(model.calls).toHaveLength(0);
  });
});

describe('ConcurrentWorkflow mirrors ConcurrentWorkflow._run', () => {
  it.each([1, 2])('max_loops %i: one pass, every agent on the task alone', async (maxLoops) => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'ConcurrentWorkflow', max_loops: maxLoops });
    expect(callsOf(model).sort()).toEqual([
      ['A', 'Plan a city park.'],
      ['B', 'Plan a city park.'],
      ['C', 'Plan a city park.'],
    ]);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
    expect(response.body.outputs).toEqual({ A: 'A#1', B: 'B#1', C: 'C#1' });
  });
});

describe('MixtureOfAgents mirrors MixtureOfAgents._run (SwarmRouter: aggregator = last agent, layers = max_loops)', () => {
  it('max_loops 1: all three answer the task, then C aggregates the whole transcript once (N+1 entries)', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'MixtureOfAgents' });
    expect(callsOf(model).slice(0, 3).sort()).toEqual([
      ['A', 'Plan a city park.'],
      ['B', 'Plan a city park.'],
      ['C', 'Plan a city park.'],
    ]);
    const [aggregator, seen] = callsOf(model)[3];
    expect(aggregator).toBe('C');
    expect(exchangesOf(model.calls[3]).slice(0, 2)).toEqual([
      { role: 'user', content: 'Plan a city park.' },
      { role: 'assistant', content: 'C#1' },
    ]);
    expect(seen).toMatch(/^System: Team Name: test\n/);
    expect(seen).toContain('| A | Agent A |');
    expect(seen.slice(seen.indexOf(TASK))).toBe(`${TASK}\n\nA: A#1\n\nB: B#1\n\nC: C#1`);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
      ['C', 'C#2'],
    ]);
    expect(response.body.number_of_agents).toBe(3);
  });

  it("max_loops 2: a second layer reads the task and the first layer's answers; one aggregation at the end", async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'MixtureOfAgents', max_loops: 2, return_history: false });
    const layerTwo = 'Original task: Plan a city park.\n\nPrevious layer synthesis:\nA: A#1\n\nB: B#1\n\nC: C#1';
    expect(callsOf(model).slice(3, 6).sort()).toEqual([
      ['A', layerTwo],
      ['B', layerTwo],
      ['C', layerTwo],
    ]);
    expect(speakersOf(model)).toHaveLength(7);
    expect(callsOf(model)[6][1]).toContain('C: C#1\n\nA: A#2\n\nB: B#2\n\nC: C#2');
    expect(entriesOf(response.body.output)).toEqual([['C', 'C#3']]);
  });
});
