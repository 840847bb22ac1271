import { describe, expect, it } from 'vitest';
import { createTestClient } from '../../support/test-server.js';
import { scriptedServer, swarmScript } from '../../support/scripted-swarm.js';

const agents = ['A', 'B'].map((name) => ({ agent_name: name, system_prompt: `You are ${name}.`, max_tokens: 60 }));
const events = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({ event: block.match(/^event: (.+)$/m)?.[1], data: JSON.parse(block.match(/^data: (.*)$/m)![1]) }));

describe('swarm streaming', () => {
  it('sends metadata, start, then per agent agent_start → chunks → agent_end, then usage and end', async () => {
    const client = await scriptedServer(swarmScript());
    try {
      const response = await client.post('/v1/swarm/completions', { name: 's', swarm_type: 'SequentialWorkflow', agents, task: 'Go.', stream: true });
      const frames = events(response.text);
      expect(frames.every((frame) => frame.event)).toBe(true);
      // Consecutive chunks collapse to one entry: token-sized pieces are an implementation detail.
      const order = frames.map((frame) => frame.event).filter((event, index, all) => event !== 'chunk' || all[index - 1] !== 'chunk');
      expect(order).toEqual(['metadata', 'start', 'agent_start', 'chunk', 'agent_end', 'agent_start', 'chunk', 'agent_end', 'usage', 'end']);
      expect(frames[0].data).toMatchObject({ swarm_name: 's', swarm_type: 'SequentialWorkflow', number_of_agents: 2, job_id: expect.stringMatching(/^swarms-/) });
      const textOf = (agent: string) =>
        frames
          .filter((frame) => frame.event === 'chunk' && frame.data.agent === agent)
          .map((frame) => frame.data.content)
          .join('');
      expect(textOf('A')).toBe('A#1');
      expect(textOf('B')).toBe('B#1');
      expect(frames.at(-2)!.data.billing_info).toBeDefined();
      expect(frames.at(-1)!.data).toMatchObject({ status: 'success', execution_time: expect.any(Number) });
    } finally {
      await client.server.close();
    }
  });

  it('interleaves the chunks of agents that run in parallel, each between its own start and end', async () => {
    const client = await createTestClient({ seed: 2, synthetic: { latencyMs: 0, tokensPerSecond: 2000 } });
    try {
      const response = await client.post('/v1/swarm/completions', { swarm_type: 'ConcurrentWorkflow', agents, task: 'Compare two cities.', stream: true });
      const frames = events(response.text);
      const chunkAgents = frames.filter((frame) => frame.event === 'chunk').map((frame) => frame.data.agent);
      const firstB = chunkAgents.indexOf('B');
      const lastA = chunkAgents.lastIndexOf('A');
      expect(firstB).toBeLessThan(lastA);
      for (const agent of ['A', 'B']) {
        const start = frames.findIndex((frame) => frame.event === 'agent_start' && frame.data.agent === agent);
        const end = frames.findIndex((frame) => frame.event === 'agent_end' && frame.data.agent === agent);
        const chunks = frames.flatMap((frame, index) => (frame.event === 'chunk' && frame.data.agent === agent ? [index] : []));
        expect(Math.min(...chunks)).toBeGreaterThan(start);
        expect(Math.max(...chunks)).toBeLessThan(end);
      }
    } finally {
      await client.server.close();
    }
  });

  it('ends with an error frame carrying the 502 when the planner stays malformed after the stream began', async () => {
    const client = await scriptedServer(swarmScript(() => ({ nonsense: true })));
    try {
      const response = await client.post('/v1/swarm/completions', { swarm_type: 'auto', agents: [], task: 'Go.', stream: true });
      const frames = events(response.text);
      expect(frames[0].event).toBe('metadata');
      expect(frames.at(-1)).toMatchObject({ event: 'error', data: { status_code: 502, detail: expect.stringMatching(/repair attempt/) } });
      expect(frames.some((frame) => frame.event === 'end')).toBe(false);
    } finally {
      await client.server.close();
    }
  });

  it('records the same usage for a streamed run as for the same run unstreamed', async () => {
    const client = await createTestClient({ seed: 4 });
    try {
      const spec = { swarm_type: 'SequentialWorkflow', agents, task: 'Summarise tides.' };
      const plain = await client.post('/v1/swarm/completions', spec);
      const streamed = await client.post('/v1/swarm/completions', { ...spec, stream: true });
      const usage = events(streamed.text).find((frame) => frame.event === 'usage')!.data;
      expect(usage).toEqual(plain.body.usage);
    } finally {
      await client.server.close();
    }
  });
});

describe('swarm batches', () => {
  it('reports a failed spec in place with status error and runs the others', async () => {
    const client = await createTestClient({ seed: 5 });
    try {
      const response = await client.post('/v1/swarm/batch/completions', [
        { name: 'ok-1', swarm_type: 'ConcurrentWorkflow', agents, task: 'One.' },
        { name: 'broken', swarm_type: 'SequentialWorkflow', agents: [{ agent_name: 'A', model_name: 'no-such-model' }], task: 'Two.' },
        { name: 'no-task', swarm_type: 'SequentialWorkflow', agents },
        { name: 'ok-2', swarm_type: 'SequentialWorkflow', agents, task: 'Three.' },
      ]);
      expect(response.status).toBe(200);
      expect(response.body.map((item: { status: string }) => item.status)).toEqual(['success', 'error', 'error', 'success']);
      expect(response.body[0]).toMatchObject({ swarm_name: 'ok-1', job_id: expect.stringMatching(/^swarms-/), result: expect.any(Array), usage: expect.any(Object) });
      expect(response.body[1].detail).toMatch(/^Failed to run swarm: Model no-such-model is not available/);
      expect(response.body[2].detail).toContain('There is no task or tasks or messages provided');
    } finally {
      await client.server.close();
    }
  });

  it('gives each successful item every field of a single run of the same spec, its output again as result', async () => {
    const client = await createTestClient({ seed: 5 });
    try {
      const spec = { name: 'solo', swarm_type: 'SequentialWorkflow', agents, task: 'Three.' };
      const single = (await client.post('/v1/swarm/completions', spec)).body;
      const [item] = (await client.post('/v1/swarm/batch/completions', [spec])).body;
      expect(Object.keys(item).sort()).toEqual([...Object.keys(single), 'result'].sort());
      expect(item).toMatchObject({ status: 'success', swarm_name: 'solo', swarm_type: 'SequentialWorkflow', execution_time: expect.any(Number) });
      expect(item.result).toEqual(item.output);
    } finally {
      await client.server.close();
    }
  });

  it('answers a 51-spec batch with a 400', async () => {
    const client = await createTestClient();
    try {
      const response = await client.post(
        '/v1/swarm/batch/completions',
        Array.from({ length: 51 }, () => ({ agents, task: 'x' })),
      );
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/BATCH SIZE EXCEEDED.*Current batch size: 51/);
    } finally {
      await client.server.close();
    }
  });
});

describe('swarm billing', () => {
  async function billingAt(instant: string) {
    const client = await createTestClient({ seed: 6, clock: instant });
    try {
      return (await client.post('/v1/swarm/completions', { swarm_type: 'ConcurrentWorkflow', agents, task: 'Price this.' })).body.usage;
    } finally {
      await client.server.close();
    }
  }

  it('halves token costs (not the agent cost) between 8 PM and 6 AM US Pacific, and says so', async () => {
    const night = await billingAt('2026-07-01T05:00:00Z'); // 22:00 PDT
    const day = await billingAt('2026-07-01T20:00:00Z'); // 13:00 PDT
    expect(night.input_tokens).toBe(day.input_tokens);
    expect(night.billing_info).toMatchObject({ discount_active: true, discount_type: 'night_time', discount_percentage: 50 });
    expect(day.billing_info).toMatchObject({ discount_active: false, discount_type: 'none', discount_percentage: 0 });
    const nightCost = night.billing_info.cost_breakdown;
    const dayCost = day.billing_info.cost_breakdown;
    expect(nightCost.agent_cost).toBe(dayCost.agent_cost);
    expect(nightCost.agent_cost).toBeCloseTo(0.02, 6);
    expect(nightCost.input_token_cost).toBeCloseTo((night.input_tokens * 6.5) / 1e6 / 2, 5);
    expect(dayCost.output_token_cost).toBeCloseTo((day.output_tokens * 18.5) / 1e6, 5);
    expect(night.billing_info.total_cost).toBeCloseTo(nightCost.agent_cost + nightCost.input_token_cost + nightCost.output_token_cost, 5);
  });

  it('itemises an image charge in the cost breakdown, so the breakdown adds up to the total', async () => {
    const client = await createTestClient({ seed: 6, clock: '2026-07-01T20:00:00Z' });
    try {
      const response = await client.post('/v1/swarm/completions', { swarm_type: 'ConcurrentWorkflow', agents, task: 'Price this.', img: 'https://example.test/chart.png' });
      const { cost_breakdown: breakdown, total_cost: total } = response.body.usage.billing_info;
      const charges = Object.entries(breakdown)
        .filter(([name]) => name.endsWith('_cost'))
        .map(([, cost]) => cost as number);
      expect(charges.reduce((sum, cost) => sum + cost, 0)).toBeCloseTo(total, 5);
      expect(breakdown.img_cost).toBe(0.25);
    } finally {
      await client.server.close();
    }
  });
});
