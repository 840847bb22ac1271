import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../../../src/providers/scripted/index.js';
import type { CallOptions } from '../../../../src/providers/spec.js';
import { agentOf, exchangesOf, promptOf, scriptedServer, swarmScript } from '../../../support/scripted-swarm.js';
import { callsOf, entriesOf, runSwarm, speakersOf, threeAgents } from '../../../support/swarm-run.js';

const TASK = 'User: Plan a city park.';

/** Bids per agent, turn after turn: `bids[agent][turn]` is [score, message] (silence once the list runs out). */
function bidding(bids: Record<string, Array<[number, string]>>) {
  const turns = new Map<string, number>();
  return (options: CallOptions) => {
    const agent = agentOf(options);
    const turn = turns.get(agent) ?? 0;
    turns.set(agent, turn + 1);
    const [score, message] = bids[agent]?.[turn] ?? [0, ''];
    return { score, message };
  };
}

describe('GroupChat mirrors GroupChat._run_async (every agent bids each turn; the best bid above 0.5 speaks)', () => {
  it("max_loops 1: one bidding turn of all three agents on the task; the winner's reply is the one entry", async () => {
    const model = swarmScript(bidding({ A: [[0.4, 'a']], B: [[0.9, 'b says']], C: [[0.8, 'c says']] }));
    const response = await runSwarm(model, { swarm_type: 'GroupChat' });
    expect(speakersOf(model).sort()).toEqual(['A', 'B', 'C']);
    for (const call of model.calls) {
      // GroupChat._decide_sync: respond offered with the agent's default tool_choice (auto), the decide prompt alone as the task.
      expect([call.tools?.map((tool) => tool.name), call.toolChoice]).toEqual([['respond'], 'auto']);
      expect(promptOf(call)).toMatch(/Call respond\. Below 0\.5 leave the message empty; otherwise give a short, specific reply with no preamble\.$/);
      expect(promptOf(call)).toContain(`The conversation so far:\n${TASK}\n\nThe latest message, from User:\nPlan a city park.`);
    }
    expect(entriesOf(response.body.output)).toEqual([['B', 'b says']]);
  });

  it('max_loops 2: the second turn sees the first reply; the last speaker pays the recency penalty (0.9 - 0.3 < 0.7)', async () => {
    const model = swarmScript(
      bidding({
        A: [
          [0.6, 'a1'],
          [0.7, 'a2'],
        ],
        B: [
          [0.9, 'b1'],
          [0.9, 'b2'],
        ],
        C: [
          [0, ''],
          [0.2, 'c2'],
        ],
      }),
    );
    const response = await runSwarm(model, { swarm_type: 'GroupChat', max_loops: 2 });
    expect(model.calls).toHaveLength(6);
    for (const call of model.calls.slice(3)) expect(promptOf(call)).toContain(`${TASK}\n\nB: b1\n\nThe latest message, from B:\nb1`);
    // Each agent remembers its first bid: the prompt it got and the call it answered with.
    const secondBidOfA = model.calls.slice(3).find((call) => agentOf(call) === 'A')!;
    const remembered = exchangesOf(secondBidOfA);
    expect(remembered.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(JSON.parse(remembered[1].content)).toEqual({ score: 0.6, message: 'a1' });
    expect(entriesOf(response.body.output)).toEqual([
      ['B', 'b1'],
      ['A', 'a2'],
    ]);
  });

  it('ends at a lull: a turn no bid wins posts nothing and stops the chat', async () => {
    const model = swarmScript(bidding({ A: [[0.8, 'a1']], B: [[0.5, 'b1']] }));
    const response = await runSwarm(model, { swarm_type: 'GroupChat', max_loops: 5 });
    expect(model.calls).toHaveLength(6);
    expect(entriesOf(response.body.output)).toEqual([['A', 'a1']]);
  });

  it('answers 400 before any call for fewer than two agents (the framework refuses them)', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'GroupChat', agents: threeAgents.slice(0, 1) });
    expect(response.status).toBe(400);
    expect(model.calls).toHaveLength(0);
  });
});

describe('RoundRobin mirrors RoundRobinSwarm.run (list order, the whole transcript and a turn header each turn)', () => {
  // RoundRobinSwarm keeps its conversation with time_enabled: each line of the transcript opens with its timestamp.
  const at = String.raw`\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\] `;
  /** What each agent was asked: its memory's last Human entry, read whole (its own lines are timestamped too). */
  const askedOf = (model: ReturnType<typeof swarmScript>) =>
    model.calls.map((call) => {
      const text = String(call.messages.find((message) => message.role === 'user')?.content);
      return [agentOf(call), text.slice(text.lastIndexOf('] Human: ') + '] Human: '.length)];
    });

  it('max_loops 1: A, B, C once, each reading the transcript so far, every line with its timestamp', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'RoundRobin' });
    const calls = askedOf(model);
    expect(calls.map(([agent]) => agent)).toEqual(['A', 'B', 'C']);
    expect(calls[0][1]).toMatch(
      new RegExp(String.raw`^${at}User: Plan a city park\.\n\nYou are A, agent 1 of 3 in loop 1 of 1\. Previous speaker: \(none: you open the conversation\)\. Next speaker: B\.`),
    );
    expect(calls[2][1]).toMatch(
      new RegExp(
        String.raw`^${at}User: Plan a city park\.\n\n${at}A: A#1\n\n${at}B: B#1\n\nYou are C, agent 3 of 3 in loop 1 of 1\. Previous speaker: B\. Next speaker: \(none: you close the conversation\)\.`,
      ),
    );
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
  });

  it("max_loops 2: the same order again, A's second turn after C's first", async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'RoundRobin', max_loops: 2, return_history: false });
    expect(speakersOf(model)).toEqual(['A', 'B', 'C', 'A', 'B', 'C']);
    expect(askedOf(model)[3][1]).toMatch(new RegExp(String.raw`${at}C: C#1\n\nYou are A, agent 1 of 3 in loop 2 of 2\. Previous speaker: C\. Next speaker: B\.`));
    expect(entriesOf(response.body.output)).toEqual([['C', 'C#2']]);
  });
});

describe('InteractiveGroupChat mirrors InteractiveGroupChat.run (its last framework version, round-robin speaker function)', () => {
  it('max_loops 1: the agents @mentioned in the task speak once each, in the order mentioned, each reading the transcript', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'InteractiveGroupChat', task: '@C and @A, plan a city park.' });
    const calls = callsOf(model);
    expect(calls.map(([agent]) => agent)).toEqual(['C', 'A']);
    // The transcript opens with the chat's System entry (its agents and their prompts), then the task.
    expect(calls[0][1]).toMatch(
      /^System: Group chat: [^\n]*\nPurpose: [^\n]*\nAgents in the chat:\n- A: [\s\S]*- C: [\s\S]*\n\nUser: @C and @A, plan a city park\.\n\nCOLLABORATIVE TASK: respond to the latest task as C\./,
    );
    expect(calls[1][1]).toMatch(/\n\nUser: @C and @A, plan a city park\.\n\nC: C#1\n\nCOLLABORATIVE TASK: respond to the latest task as A\./);
    expect(calls[1][1].startsWith('System: Group chat: ')).toBe(true);
    expect(entriesOf(response.body.output)).toEqual([
      ['C', 'C#1'],
      ['A', 'A#1'],
    ]);
  });

  it('max_loops 2 changes nothing: without mentions every agent speaks once, in list order', async () => {
    const model = swarmScript();
    const response = await runSwarm(model, { swarm_type: 'InteractiveGroupChat', max_loops: 2 });
    expect(speakersOf(model)).toEqual(['A', 'B', 'C']);
    expect(entriesOf(response.body.output)).toEqual([
      ['A', 'A#1'],
      ['B', 'B#1'],
      ['C', 'C#1'],
    ]);
  });
});

describe('GroupChat streamed', () => {
  it("streams the posted reply as its speaker's turn, and never a bid a backend without tools answered in JSON text", async () => {
    const model = createScriptedModel([], {
      respond: (options) => ({ content: [{ type: 'text', text: JSON.stringify({ score: agentOf(options) === 'B' ? 0.9 : 0.1, message: `${agentOf(options)} would say this` }) }] }),
    });
    const client = await scriptedServer(model);
    try {
      const response = await client.post('/v1/swarm/completions', { name: 'chat', swarm_type: 'GroupChat', agents: threeAgents, task: 'Plan a city park.', stream: true });
      const frames = response.text
        .split('\n\n')
        .filter((block: string) => block.startsWith('event: '))
        .map((block: string) => ({ event: block.match(/^event: (.+)$/m)![1], data: JSON.parse(block.match(/^data: (.*)$/m)![1]) as { agent: string; content?: string } }));
      const turns = frames.filter(({ event }) => ['agent_start', 'chunk', 'agent_end'].includes(event)).map(({ event, data }) => [event, data.agent, data.content]);
      expect(turns).toEqual([
        ['agent_start', 'B', undefined],
        ['chunk', 'B', 'B would say this'],
        ['agent_end', 'B', undefined],
      ]);
    } finally {
      await client.server.close();
    }
  });
});
