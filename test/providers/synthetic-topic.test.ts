import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.js';

const task = 'How should our small bakery price sourdough loaves and croissants for the weekend farmers market?';
/** The task's key nouns: whatever the synthetic model writes about the task names at least one of them. */
const keyNouns = /bakery|sourdough|loaves|croissants|farmers market/i;
const agents = [
  { agent_name: 'Pricing Analyst', system_prompt: 'You analyse prices and margins.' },
  { agent_name: 'Marketing Lead', system_prompt: 'You plan promotions and customer outreach.' },
];

describe("the synthetic model's plans and replies in a team", () => {
  const client = useTestServer({ seed: 3, synthetic: { latencyMs: 0, tokensPerSecond: 0, composeThread: false } });
  const run = async (swarmType: string) => {
    const response = await client().post('/v1/swarm/completions', { task, swarm_type: swarmType, agents, max_loops: 1 });
    expect(response.status).toBe(200);
    return response.body.output as Array<{ role: string; content: unknown }>;
  };

  it("keep a HierarchicalSwarm director's plan and orders, and the workers' answers, on the task's subject", async () => {
    const output = await run('HierarchicalSwarm');
    const plan = output.find((message) => message.role === 'Director' && typeof message.content === 'string' && message.content.startsWith('{'));
    const { plan: planText, orders } = JSON.parse(plan?.content as string) as { plan: string; orders: Array<{ task: string }> };
    expect(planText).toMatch(keyNouns);
    for (const order of orders) expect(order.task).toMatch(keyNouns);
    // Not the director's own prompt ("team", "work", "director") taken for the subject.
    expect(plan?.content).not.toMatch(/team work|director/i);
    const answers = output.filter((message) => agents.some((agent) => agent.agent_name === message.role));
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer.content).toMatch(keyNouns);
  });

  it("keep GroupChat replies on the user's question, not on the chat's instructions", async () => {
    const replies = (await run('GroupChat')).filter((message) => message.role !== 'User' && typeof message.content === 'string' && message.content);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      expect(reply.content).toMatch(keyNouns);
      expect(reply.content).not.toMatch(/call respond|message said wrong/i);
    }
  });

  it('are the same bytes for the same request and seed', async () => {
    expect(JSON.stringify(await run('HierarchicalSwarm'))).toBe(JSON.stringify(await run('HierarchicalSwarm')));
  });
});
