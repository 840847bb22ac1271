import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../../src/providers/spec.js';
import { compileGraph } from '../../../src/orchestration/graph/compile-graph.js';
import { agentOf, promptOf, scriptedServer, swarmScript } from '../../support/scripted-swarm.js';

const node = (name: string) => ({ agent_name: name, system_prompt: `You are ${name}.` });
const edge = (source: string, target: string) => ({ source, target });

async function runGraph(body: Record<string, unknown>, options: { slowNode?: string } = {}) {
  const model = swarmScript();
  // A slow node finishes after the nodes listed after it in its layer (to show the response order is not finishing order).
  const slowed = options.slowNode
    ? { ...model, doGenerate: async (call: CallOptions) => (agentOf(call) === options.slowNode ? await sleep(50) : undefined, model.doGenerate(call)) }
    : model;
  const client = await scriptedServer(slowed);
  try {
    const response = await client.post('/v1/graph-workflow/completions', { name: 'g', task: 'Write a city guide.', ...body });
    return { response, model };
  } finally {
    await client.server.close();
  }
}

describe('graph compilation', () => {
  it('layers a diamond and defaults entry and end points', () => {
    const graph = compileGraph({ nodes: ['A', 'B', 'C', 'D'], edges: [edge('A', 'B'), edge('A', 'C'), edge('B', 'D'), edge('C', 'D')] });
    expect(graph.layers).toEqual([['A'], ['B', 'C'], ['D']]);
    expect(graph.entryPoints).toEqual(['A']);
    expect(graph.endPoints).toEqual(['D']);
  });

  it('names the cycle and how to fix it', () => {
    expect(() => compileGraph({ nodes: ['A', 'B', 'C'], edges: [edge('A', 'B'), edge('B', 'C'), edge('C', 'B')] })).toThrow(
      /cycle: (B -> C -> B|C -> B -> C)\. Remove one of these edges/,
    );
  });

  it('names an edge with an unknown node and the known nodes', () => {
    expect(() => compileGraph({ nodes: ['A', 'B'], edges: [edge('A', 'Ghost')] })).toThrow(/Edge 0 \(A -> Ghost\) names an unknown target node "Ghost"\. Known nodes: A, B/);
  });

  it('names nodes unreachable from explicit entry points', () => {
    expect(() => compileGraph({ nodes: ['A', 'B', 'C'], edges: [edge('A', 'B')], entryPoints: ['A'] })).toThrow(/Node\(s\) C cannot be reached/);
  });
});

describe('POST /v1/graph-workflow/completions', () => {
  it('runs a diamond: parallel middle layer, the join sees both predecessors labelled', async () => {
    const { response, model } = await runGraph({ agents: ['A', 'B', 'C', 'D'].map(node), edges: [edge('A', 'B'), edge('A', 'C'), edge('B', 'D'), edge('C', 'D')] });
    expect(response.status).toBe(200);
    const order = model.calls.map(agentOf);
    expect(order[0]).toBe('A');
    expect(order.slice(1, 3).sort()).toEqual(['B', 'C']);
    expect(order[3]).toBe('D');
    const joinPrompt = promptOf(model.calls[3]);
    expect(joinPrompt).toContain('[B]\nB#1');
    expect(joinPrompt).toContain('[C]\nC#1');
    expect(joinPrompt).toContain('Write a city guide.');
    expect(response.body).toMatchObject({ job_id: expect.stringMatching(/^graph-workflow-/), status: 'success', outputs: { A: 'A#1', B: 'B#1', C: 'C#1', D: 'D#1' } });
    expect(response.body.usage).toMatchObject({ cost_per_agent: 0.04, token_cost: expect.any(Number), total_cost: expect.any(Number), total_tokens: expect.any(Number) });
  });

  it('lists outputs and the trace in graph order, not in the order parallel nodes finished', async () => {
    const { response, model } = await runGraph(
      { agents: ['A', 'B', 'C', 'D'].map(node), edges: [edge('A', 'B'), edge('A', 'C'), edge('B', 'D'), edge('C', 'D')], verbose: true },
      { slowNode: 'B' },
    );
    // The slowed B reaches the model only after C has been answered.
    expect(model.calls.map(agentOf)).toEqual(['A', 'C', 'B', 'D']);
    expect(Object.keys(response.body.outputs)).toEqual(['A', 'B', 'C', 'D']);
    expect(response.body.trace.map((entry: { node: string }) => entry.node)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('fans out and in', async () => {
    const { model } = await runGraph({
      agents: ['S', 'W1', 'W2', 'W3', 'J'].map(node),
      edges: [edge('S', 'W1'), edge('S', 'W2'), edge('S', 'W3'), edge('W1', 'J'), edge('W2', 'J'), edge('W3', 'J')],
    });
    const joinPrompt = promptOf(model.calls.at(-1)!);
    for (const worker of ['W1', 'W2', 'W3']) expect(joinPrompt).toContain(`${worker}#1`);
  });

  it('runs two disconnected components side by side, each node seeing only its own component', async () => {
    const { response, model } = await runGraph({ agents: ['A', 'B', 'X', 'Y'].map(node), edges: [edge('A', 'B'), edge('X', 'Y')], verbose: true });
    expect(Object.keys(response.body.outputs).sort()).toEqual(['A', 'B', 'X', 'Y']);
    expect(response.body.layers.map((layer: string[]) => [...layer].sort())).toEqual([
      ['A', 'X'],
      ['B', 'Y'],
    ]);
    const promptFor = (name: string) => promptOf(model.calls.find((call) => agentOf(call) === name)!);
    expect(promptFor('B')).toContain('[A]\nA#1');
    expect(promptFor('B')).not.toContain('X#1');
    expect(promptFor('Y')).toContain('[X]\nX#1');
    expect(promptFor('Y')).not.toContain('A#1');
  });

  it('feeds back only the explicit end points, and to every explicit entry point', async () => {
    const { response, model } = await runGraph({
      agents: ['A', 'B', 'C'].map(node),
      edges: [edge('A', 'B'), edge('B', 'C')],
      entry_points: ['A', 'B'],
      end_points: ['B'],
      max_loops: 2,
      verbose: true,
    });
    expect(response.body).toMatchObject({ entry_points: ['A', 'B'], end_points: ['B'] });
    expect(model.calls.map(agentOf)).toEqual(['A', 'B', 'C', 'A', 'B', 'C']);
    const secondPassOfA = promptOf(model.calls[3]);
    expect(secondPassOfA).toContain('[B]\nB#1');
    expect(secondPassOfA).not.toContain('C#1');
    expect(promptOf(model.calls[4])).toContain('Results of the previous pass');
    expect(promptOf(model.calls[5])).not.toContain('Results of the previous pass');
    expect(
      response.body.trace.filter((entry: { loop: number }) => entry.loop === 1).map((entry: { node: string; inputs_from: string[] }) => [entry.node, entry.inputs_from]),
    ).toEqual([
      ['A', ['B']],
      ['B', ['A', 'B']],
      ['C', ['B']],
    ]);
  });

  it('answers 400 for a cycle and for an unknown node, before any call', async () => {
    const cycle = await runGraph({ agents: ['A', 'B'].map(node), edges: [edge('A', 'B'), edge('B', 'A')] });
    expect(cycle.response.status).toBe(400);
    expect(cycle.response.body.detail).toMatch(/cycle/);
    expect(cycle.model.calls).toHaveLength(0);
    const unknown = await runGraph({ agents: ['A'].map(node), edges: [edge('A', 'Nope')] });
    expect(unknown.response.status).toBe(400);
    expect(unknown.response.body.detail).toContain('Nope');
  });

  it('answers 400 for a graph without a task, before any call', async () => {
    const { response, model } = await runGraph({ agents: ['A'].map(node), task: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('needs a task');
    expect(model.calls).toHaveLength(0);
  });

  it('repeats the graph for max_loops 2, feeding end outputs back to the entry', async () => {
    const { response, model } = await runGraph({ agents: ['A', 'B'].map(node), edges: [edge('A', 'B')], max_loops: 2 });
    expect(model.calls.map(agentOf)).toEqual(['A', 'B', 'A', 'B']);
    expect(promptOf(model.calls[2])).toContain('B#1');
    expect(response.body.outputs).toEqual({ A: 'A#2', B: 'B#2' });
  });

  it('adds a per-node trace with verbose', async () => {
    const { response } = await runGraph({ agents: ['A', 'B'].map(node), edges: [edge('A', 'B')], verbose: true });
    const trace = response.body.trace;
    expect(trace).toHaveLength(2);
    expect(trace[1]).toMatchObject({
      node: 'B',
      layer: 1,
      inputs_from: ['A'],
      input_tokens: expect.any(Number),
      output_tokens: expect.any(Number),
      duration_ms: expect.any(Number),
    });
  });
});
