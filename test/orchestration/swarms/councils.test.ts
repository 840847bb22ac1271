import { describe, expect, it } from 'vitest';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf, exchangesOf, promptOf, swarmScript } from '../../support/scripted-swarm.js';
import { runTagged } from '../../support/tagged-script.js';
import { createTestClient } from '../../support/test-server.js';

const agents = ['A', 'B', 'C'].map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));
const TASK = 'Plan a city park.';

const run = (model: ScriptedModel, spec: Record<string, unknown>) => runTagged(model, { name: 'test', agents, task: TASK, ...spec });
const speakers = (model: ScriptedModel) => model.calls.map(agentOf);
const callsOf = (model: ScriptedModel, agent: string) => model.calls.filter((call) => agentOf(call) === agent);
const promptOfAgent = (model: ScriptedModel, agent: string, turn = 1) => promptOf(callsOf(model, agent)[turn - 1]);
/** The earlier exchange an agent's call carried (what it remembers), as role: text lines. */
const remembered = (model: ScriptedModel, agent: string, turn: number) => exchangesOf(callsOf(model, agent)[turn - 1]).map((message) => `${message.role}: ${message.content}`);
const entries = (output: Array<{ role: string; content: string }>) => output.map((message) => `${message.role}=${message.content}`);

describe('MajorityVoting follows the framework (MajorityVoting.run, majority_voting.py)', () => {
  it('max_loops 1: the agents answer the conversation at once, then the built-in Consensus-Agent reads the history', async () => {
    const model = swarmScript();
    const { response, tagged } = await run(model, { swarm_type: 'MajorityVoting' });
    expect(speakers(model).slice(0, 3).sort()).toEqual(['A', 'B', 'C']);
    expect(speakers(model).slice(3)).toEqual(['Consensus-Agent']);
    for (const agent of ['A', 'B', 'C']) expect(promptOfAgent(model, agent)).toBe(`user: ${TASK}`);
    expect(promptOfAgent(model, 'Consensus-Agent')).toBe(`History: user: ${TASK}\n\nA: A#1\n\nB: B#1\n\nC: C#1`);
    expect(tagged.filter((call) => call.agent === 'Consensus-Agent').map((call) => call.model)).toEqual(['gpt-5.4']);
    expect(entries(response.body.output)).toEqual(['A=A#1', 'B=B#1', 'C=C#1', 'Consensus-Agent=Consensus-Agent#1']);
    expect(response.body.number_of_agents).toBe(3);
  });

  it('max_loops 2: every loop re-votes on the whole conversation and is judged again; agents remember their first loop', async () => {
    const model = swarmScript();
    const { response } = await run(model, { swarm_type: 'MajorityVoting', max_loops: 2 });
    expect(speakers(model).slice(3, 4)).toEqual(['Consensus-Agent']);
    expect(speakers(model).slice(4, 7).sort()).toEqual(['A', 'B', 'C']);
    expect(speakers(model).slice(7)).toEqual(['Consensus-Agent']);
    const firstLoop = `user: ${TASK}\n\nA: A#1\n\nB: B#1\n\nC: C#1\n\nConsensus-Agent: Consensus-Agent#1`;
    expect(promptOfAgent(model, 'B', 2)).toBe(firstLoop);
    expect(remembered(model, 'B', 2)).toEqual([`user: user: ${TASK}`, 'assistant: B#1']);
    expect(promptOfAgent(model, 'Consensus-Agent', 2)).toBe(`History: ${firstLoop}\n\nA: A#2\n\nB: B#2\n\nC: C#2`);
    expect(entries(response.body.output)).toEqual(['A=A#1', 'B=B#1', 'C=C#1', 'Consensus-Agent=Consensus-Agent#1', 'A=A#2', 'B=B#2', 'C=C#2', 'Consensus-Agent=Consensus-Agent#2']);
  });
});

describe('DebateWithJudge follows the framework (DebateWithJudge.run, debate_with_judge.py, agents 1-3 as pro, con, judge)', () => {
  it('max_loops 1: each agent is briefed, then pro argues, con answers pro, the judge evaluates both', async () => {
    const model = swarmScript();
    const { response } = await run(model, { swarm_type: 'DebateWithJudge', agents: [...agents, { agent_name: 'D', system_prompt: 'Unused.' }] });
    expect(speakers(model)).toEqual(['A', 'B', 'C', 'A', 'B', 'C']);
    expect(promptOfAgent(model, 'A')).toMatch(/^You are A, arguing in favor \(Pro position\) of the topic: Plan a city park\./);
    expect(promptOfAgent(model, 'C')).toMatch(/^You are C, an impartial judge evaluating a debate between A \(Pro\) and B \(Con\)/);
    expect(promptOfAgent(model, 'A', 2)).toMatch(/^Present your argument in favor of: Plan a city park\./);
    expect(remembered(model, 'A', 2)).toEqual([expect.stringMatching(/^user: You are A, arguing in favor/), 'assistant: A#1']);
    expect(promptOfAgent(model, 'B', 2)).toContain("Pro's argument:\nA#2");
    expect(promptOfAgent(model, 'C', 2)).toMatch(
      /^Loop 1\/1: Evaluate the debate on: Plan a city park\.\n\nPro's argument \(A\):\nA#2\n\nCon's argument \(B\):\nB#2\n\nThis is the final loop\./,
    );
    expect(entries(response.body.output)).toEqual(['A=A#2', 'B=B#2', 'C=C#2']);
    // The request's agents, as every type counts them (the fourth is billed though it never speaks).
    expect(response.body.number_of_agents).toBe(4);
  });

  it("max_loops 2: the judge's synthesis is the next loop's topic; only the last loop is final", async () => {
    const model = swarmScript();
    const { response } = await run(model, { swarm_type: 'DebateWithJudge', max_loops: 2, return_history: true });
    expect(speakers(model)).toEqual(['A', 'B', 'C', 'A', 'B', 'C', 'A', 'B', 'C']);
    expect(promptOfAgent(model, 'C', 2)).toMatch(/^Loop 1\/2: Evaluate the debate on: Plan a city park\.[\s\S]*your synthesis will be the topic of the next loop\.$/);
    expect(promptOfAgent(model, 'A', 3)).toMatch(/^Loop 2: Based on the judge's previous evaluation, present an improved argument in favor of: C#2/);
    expect(promptOfAgent(model, 'B', 3)).toContain("Pro's current argument:\nA#3");
    expect(promptOfAgent(model, 'C', 3)).toMatch(/^Loop 2\/2: Evaluate the debate on: C#2[\s\S]*This is the final loop\./);
    expect(entries(response.body.output)).toEqual(['A=A#2', 'B=B#2', 'C=C#2', 'A=A#3', 'B=B#3', 'C=C#3']);
  });

  it('answers 400 before any call with fewer than three agents', async () => {
    const model = swarmScript();
    const { response } = await run(model, { swarm_type: 'DebateWithJudge', agents: agents.slice(0, 2) });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('pro, con and judge');
    expect(model.calls).toHaveLength(0);
  });
});

describe('LLMCouncil follows the framework (LLMCouncil.run, llm_council.py)', () => {
  it.each([1, 2])('max_loops %i: members answer, rank every anonymised answer, then the Chairman on chairman_model synthesises (2N + 1 entries)', async (maxLoops) => {
    const model = swarmScript();
    const { response, tagged } = await run(model, { swarm_type: 'LLMCouncil', max_loops: maxLoops, chairman_model: 'gpt-4o' });
    expect(speakers(model).slice(0, 3).sort()).toEqual(['A', 'B', 'C']);
    expect(speakers(model).slice(3, 6).sort()).toEqual(['A', 'B', 'C']);
    expect(speakers(model).slice(6)).toEqual(['Chairman']);
    expect(promptOfAgent(model, 'A')).toBe(TASK);
    const evaluation = promptOfAgent(model, 'B', 2);
    expect(evaluation).toContain(`QUERY: ${TASK}`);
    for (const answer of ['A#1', 'B#1', 'C#1']) expect(evaluation).toMatch(new RegExp(`Response [ABC]:\\n${answer}`));
    expect(evaluation).not.toMatch(/Response [ABC]:\n(?!A#1|B#1|C#1)/);
    expect(remembered(model, 'B', 2)).toEqual([`user: ${TASK}`, 'assistant: B#1']);
    const synthesis = promptOfAgent(model, 'Chairman');
    expect(synthesis).toContain('=== A ===\nA#1');
    expect(synthesis).toContain('=== Evaluation by C ===\nC#2');
    expect(synthesis).toMatch(/ {2}[ABC] = A\n {2}[ABC] = B\n {2}[ABC] = C/);
    expect(tagged.filter((call) => call.agent === 'Chairman').map((call) => call.model)).toEqual(['gpt-4o']);
    expect(entries(response.body.output)).toEqual(['A=A#1', 'B=B#1', 'C=C#1', 'A-Evaluation=A#2', 'B-Evaluation=B#2', 'C-Evaluation=C#2', 'Chairman=Chairman#1']);
  });

  it("with no agents, the framework's four councillors sit on their models and the Chairman uses gpt-5.1", async () => {
    const model = swarmScript();
    const { response, tagged } = await run(model, { swarm_type: 'LLMCouncil', agents: [] });
    expect(response.status).toBe(200);
    const modelOf = (agent: string) => [...new Set(tagged.filter((call) => call.agent === agent).map((call) => call.model))];
    expect(modelOf('GPT-5.1-Councilor')).toEqual(['gpt-5.1']);
    expect(modelOf('Gemini-3-Pro-Councilor')).toEqual(['gemini-2.5-flash']);
    expect(modelOf('Claude-Sonnet-4.5-Councilor')).toEqual(['anthropic/claude-sonnet-4-5']);
    expect(modelOf('Grok-4-Councilor')).toEqual(['xai/grok-4-1-fast-reasoning']);
    expect(modelOf('Chairman')).toEqual(['gpt-5.1']);
    expect(response.body.output).toHaveLength(9);
  });
});

describe('CouncilAsAJudge follows the framework (CouncilAsAJudge.run, council_as_judge.py)', () => {
  const JUDGES = ['accuracy_judge', 'helpfulness_judge', 'harmlessness_judge', 'coherence_judge', 'conciseness_judge', 'instruction_adherence_judge'];

  it.each([1, 2])('max_loops %i: six dimension judges evaluate the task, the aggregator reports; the request agents take no part', async (maxLoops) => {
    const model = swarmScript();
    const { response, tagged } = await run(model, { swarm_type: 'CouncilAsAJudge', max_loops: maxLoops, council_judge_model_name: 'gpt-4o' });
    expect(speakers(model).slice(0, 6).sort()).toEqual([...JUDGES].sort());
    expect(speakers(model).slice(6)).toEqual(['aggregator_agent']);
    expect(promptOfAgent(model, 'coherence_judge')).toContain(`--- BEGIN RESPONSE ---\n${TASK}\n--- END RESPONSE ---`);
    expect(promptOfAgent(model, 'coherence_judge')).toMatch(/Evaluate the following response for the coherence dimension: Plan a city park\.\.$/);
    const report = promptOfAgent(model, 'aggregator_agent');
    expect(report).toContain('--- ACCURACY ANALYSIS ---\naccuracy_judge#1');
    expect(report).toContain('--- INSTRUCTION_ADHERENCE ANALYSIS ---\ninstruction_adherence_judge#1');
    expect(new Set(tagged.map((call) => call.model))).toEqual(new Set(['gpt-4o']));
    expect(entries(response.body.output)).toEqual([...JUDGES.map((judge) => `${judge}=${judge}#1`), 'aggregator_agent=aggregator_agent#1']);
  });

  it('runs on gpt-5.4 when the request names no judge model, and needs no agents', async () => {
    const model = swarmScript();
    const { response, tagged } = await run(model, { swarm_type: 'CouncilAsAJudge', agents: [] });
    expect(response.status).toBe(200);
    expect(new Set(tagged.map((call) => call.model))).toEqual(new Set(['gpt-5.4']));
  });
});

describe('named built-in models', () => {
  it.each([
    ['LLMCouncil', 'chairman_model'],
    ['CouncilAsAJudge', 'council_judge_model_name'],
  ])('%s: a %s the server cannot route is a 400 naming it', async (swarmType, parameter) => {
    const client = await createTestClient();
    try {
      const response = await client.post('/v1/swarm/completions', { swarm_type: swarmType, agents, task: TASK, [parameter]: 'no-such-model' });
      expect(response.status).toBe(400);
      expect(response.body.detail).toContain('no-such-model');
    } finally {
      await client.server.close();
    }
  });
});
