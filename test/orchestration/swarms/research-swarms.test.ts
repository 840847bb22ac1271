import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../../src/providers/spec.js';
import type { ScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf, exchangesOf, promptOf, swarmScript } from '../../support/scripted-swarm.js';
import { runTagged } from '../../support/tagged-script.js';

const TASK = 'Assess home batteries in Germany.';
const agents = [{ agent_name: 'Ignored', system_prompt: 'Never called.' }];
const run = (model: ScriptedModel, spec: Record<string, unknown>) => runTagged(model, { name: 'test', agents, task: TASK, ...spec });
const speakers = (model: ScriptedModel) => model.calls.map(agentOf);
const callsOf = (model: ScriptedModel, agent: string) => model.calls.filter((call) => agentOf(call) === agent);
const promptOfAgent = (model: ScriptedModel, agent: string, turn = 1) => promptOf(callsOf(model, agent)[turn - 1]);
const systemOf = (call: CallOptions | ScriptedModel['calls'][number]) => String(call.messages[0].content);
const roles = (output: Array<{ role: string }>) => output.map((entry) => entry.role);
const forcedTool = (options: CallOptions) => (typeof options.toolChoice === 'object' ? options.toolChoice.name : '');
/** The tools a call offers with tool_choice auto (the framework's LiteLLM default), by name. */
const offeredTools = (options: CallOptions) => (options.toolChoice === 'auto' ? options.tools?.map((tool) => tool.name) : undefined);

/** Answers every question tool with `<key>_question` = `<key>-q<n>` (n counts the question calls). */
function questionScript() {
  let round = 0;
  return swarmScript((options) => {
    const properties = (options.tools![0].parameters as { properties: Record<string, unknown> }).properties;
    round += 1;
    return Object.fromEntries(Object.keys(properties).map((key) => [key, key === 'thinking' ? 'plan' : `${key.replace('_question', '')}-q${round}`]));
  });
}

describe('HeavySwarm follows the framework (HeavySwarm.run, heavy_swarm.py)', () => {
  const WORKERS = ['Alternatives-Agent', 'Analysis-Agent', 'Research-Agent', 'Verification-Agent'];

  it('heavy_swarm_max_loops 1: questions, four workers each on its own question, then Synthesis-Agent on the conversation; max_loops is not read', async () => {
    const model = questionScript();
    const { response, tagged } = await run(model, { swarm_type: 'HeavySwarm', max_loops: 2, heavy_swarm_question_agent_model_name: 'gpt-4o', heavy_swarm_worker_model_name: 'o3' });
    expect(speakers(model)[0]).toBe('structured');
    // execute_question_generation: LiteLLM(tools_list_dictionary=..., tool_choice="auto"), its system prompt naming the tool, the task alone.
    expect(offeredTools(model.calls[0] as CallOptions)).toEqual(['generate_specialized_questions']);
    expect(systemOf(model.calls[0])).toContain(`Task: ${TASK}`);
    expect(systemOf(model.calls[0])).toContain('Use generate_specialized_questions function only.');
    expect(model.calls[0].messages.slice(1)).toEqual([{ role: 'user', content: TASK }]);
    expect(speakers(model).slice(1, 5).sort()).toEqual(WORKERS);
    expect(speakers(model).slice(5)).toEqual(['Synthesis-Agent']);
    expect(promptOfAgent(model, 'Research-Agent')).toBe('research-q1');
    expect(promptOfAgent(model, 'Verification-Agent')).toBe('verification-q1');
    const synthesis = promptOfAgent(model, 'Synthesis-Agent');
    expect(synthesis).toContain(`Original Task:\n${TASK}`);
    expect(synthesis).toContain(`User: ${TASK}\n\nQuestion Generator Agent: {"research_question":"research-q1"`);
    expect(synthesis).toContain('Research-Agent: Research-Agent#1');
    expect(tagged[0].model).toBe('gpt-4o');
    expect(new Set(tagged.slice(1).map((call) => call.model))).toEqual(new Set(['o3']));
    const output = response.body.output;
    expect(roles(output)).toEqual(['Question Generator Agent', 'Research-Agent', 'Analysis-Agent', 'Alternatives-Agent', 'Verification-Agent', 'Synthesis-Agent']);
    expect(output[0].content).toEqual({
      research_question: 'research-q1',
      analysis_question: 'analysis-q1',
      alternatives_question: 'alternatives-q1',
      verification_question: 'verification-q1',
    });
    expect(output.at(-1).content).toBe('Synthesis-Agent#1');
    expect(response.body.number_of_agents).toBe(5);
  });

  it('heavy_swarm_max_loops 2: the second loop asks new questions about the first synthesis; workers remember their first question', async () => {
    const model = questionScript();
    const { response } = await run(model, { swarm_type: 'HeavySwarm', heavy_swarm_max_loops: 2 });
    expect(speakers(model).filter((name) => name === 'structured')).toHaveLength(2);
    expect(speakers(model)[6]).toBe('structured');
    expect(promptOf(model.calls[6])).toMatch(/^Previous loop results: Synthesis-Agent#1\n\nOriginal task: Assess home batteries in Germany\./);
    expect(promptOfAgent(model, 'Analysis-Agent', 2)).toBe('analysis-q2');
    expect(exchangesOf(callsOf(model, 'Analysis-Agent')[1])).toEqual([
      { role: 'user', content: 'analysis-q1' },
      { role: 'assistant', content: 'Analysis-Agent#1' },
    ]);
    expect(promptOfAgent(model, 'Synthesis-Agent', 2)).toMatch(/^As Synthesis-Agent[\s\S]*Original Task:\nPrevious loop results: Synthesis-Agent#1/);
    expect(roles(response.body.output)).toHaveLength(12);
    expect(response.body.output.at(-1)).toEqual({ role: 'Synthesis-Agent', content: 'Synthesis-Agent#2' });
  });

  it.each([['medium', 'generate_grok_questions', ['Benjamin', 'Harper', 'Lucas'], 'Captain-Swarm']])(
    'heavy_swarm_variant %s asks through %s, runs its workers and its leader synthesises',
    async (variant, tool, workers, leader) => {
      const model = questionScript();
      const { response } = await run(model, { swarm_type: 'HeavySwarm', heavy_swarm_variant: variant });
      expect(offeredTools(model.calls[0] as CallOptions)).toEqual([tool]);
      expect(speakers(model).slice(1, -1).sort()).toEqual(workers);
      expect(speakers(model).at(-1)).toBe(leader);
      expect(promptOfAgent(model, 'Harper')).toBe('harper-q1');
      expect(response.body.number_of_agents).toBe(workers.length + 1);
    },
  );

  it('an unknown heavy_swarm_variant is a 422', async () => {
    const { response } = await run(questionScript(), { swarm_type: 'HeavySwarm', heavy_swarm_variant: 'huge' });
    expect(response.status).toBe(422);
  });
});

describe('DeepResearchSwarm follows its last framework version (DeepResearchSwarm.step, deep_research_swarm.py)', () => {
  it.each([1, 2])('max_loops %i: the research agent plans queries, each is searched, the summariser reports on the whole conversation', async (maxLoops) => {
    const model = swarmScript(() => ({ depth: 1, detailed_queries: ['battery prices', 'grid rules'] }));
    const { response, tagged } = await run(model, { swarm_type: 'DeepResearchSwarm', max_loops: maxLoops });
    expect(speakers(model)).toEqual(['structured', 'Summarization-Agent']);
    expect(forcedTool(model.calls[0] as CallOptions)).toBe('search_topic');
    expect(promptOf(model.calls[0])).toMatch(new RegExp(`^${TASK}`));
    expect(tagged.map((call) => call.model)).toEqual(['gpt-4o-mini', 'claude-3-5-sonnet-20240620']);
    const report = promptOfAgent(model, 'Summarization-Agent');
    expect(report).toMatch(
      new RegExp(
        `^Please generate a comprehensive 4,000-word report analyzing the following content: User: ${TASK}\\n\\nUser: Search results for battery prices: \\n \\{"query":"battery prices"`,
      ),
    );
    expect(report).toContain('User: Search results for grid rules:');
    const output = response.body.output;
    expect(roles(output)).toEqual(['User', 'User', 'Summarization-Agent']);
    expect(output[0].content).toMatch(/^Search results for battery prices: \n {"query":"battery prices","results":\[/);
    expect(output[2].content).toBe('Summarization-Agent#1');
    expect(response.body.usage.billing_info.cost_breakdown.search_cost).toBeGreaterThan(0);
    // number_of_agents is the agents sent, as for every other type (the two built-in agents are not counted).
    expect(response.body.number_of_agents).toBe(agents.length);
    expect(agents.length).not.toBe(2);
  });
});

describe('MALT follows its last framework version (MALT.step, malt.py)', () => {
  it.each([1, 2])('max_loops %i: creator, three verifiers on its answer, the majority voter, then three refiners per verdict, once', async (maxLoops) => {
    const model = swarmScript();
    const { response, tagged } = await run(model, { swarm_type: 'MALT', max_loops: maxLoops });
    expect(speakers(model).slice(0, 1)).toEqual(['Proof-Creator-Agent']);
    expect(speakers(model).slice(1, 4)).toEqual(['Proof-Verifier-Agent', 'Proof-Verifier-Agent', 'Proof-Verifier-Agent']);
    expect(speakers(model)[4]).toBe('Majority-Voting-Agent');
    expect(speakers(model).slice(5)).toEqual(Array(9).fill('Proof-Refiner-Agent'));
    expect(promptOfAgent(model, 'Proof-Creator-Agent')).toBe(TASK);
    for (const turn of [1, 2, 3]) expect(promptOfAgent(model, 'Proof-Verifier-Agent', turn)).toBe('Proof-Creator-Agent#1');
    expect(JSON.parse(promptOfAgent(model, 'Majority-Voting-Agent')).sort()).toEqual(['Proof-Verifier-Agent#1', 'Proof-Verifier-Agent#2', 'Proof-Verifier-Agent#3']);
    const refinerPrompts = callsOf(model, 'Proof-Refiner-Agent').map(promptOf);
    expect(refinerPrompts.slice(0, 3)).toEqual(Array(3).fill(refinerPrompts[0]));
    expect(new Set(refinerPrompts)).toEqual(new Set(['Proof-Verifier-Agent#1', 'Proof-Verifier-Agent#2', 'Proof-Verifier-Agent#3']));
    expect(new Set(tagged.map((call) => call.model))).toEqual(new Set(['gpt-4o-mini']));
    expect(roles(response.body.output)).toEqual([
      'Proof-Creator-Agent',
      ...Array(3).fill('Proof-Verifier-Agent'),
      'Majority-Voting-Agent',
      ...Array(9).fill('Proof-Refiner-Agent'),
    ]);
    expect(response.body.output.at(-1).content).toMatch(/^Proof-Refiner-Agent#\d$/);
  });
});
