import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../../../src/providers/scripted/index.js';
import type { CallOptions } from '../../../../src/providers/spec.js';
import { agentOf, exchangesOf, promptOf, swarmScript } from '../../../support/scripted-swarm.js';
import { callsOf, entriesOf, runSwarm, speakersOf, threeAgents } from '../../../support/swarm-run.js';

/** Structured answers in turn, one per structured call. */
function inTurn(...answers: Array<Record<string, unknown>>) {
  let next = 0;
  return (_options: CallOptions) => answers[Math.min(next++, answers.length - 1)];
}

describe('MultiAgentRouter mirrors MultiAgentRouter.route_task', () => {
  it.each([1, 2])('max_loops %i: the boss (gpt-5.4, temperature 0.1) hands off to one agent with a rewritten task; only that agent answers', async (maxLoops) => {
    const model = swarmScript(inTurn({ handoffs: [{ reasoning: 'B plans parks', agent_name: 'B', task: 'Sketch the park layout.' }] }));
    const response = await runSwarm(model, { swarm_type: 'MultiAgentRouter', max_loops: maxLoops });
    const [boss, answer] = model.calls;
    expect(agentOf(boss)).toBe('Router');
    expect([boss.model, boss.temperature]).toEqual(['gpt-5.4', 0.1]);
    // As the framework's LiteLLM(response_format=MultipleHandOffsResponse) asks: the schema as a strict JSON answer, no tools, the task alone.
    expect([boss.tools, boss.toolChoice, boss.responseFormat?.type, boss.responseFormat?.type === 'json_schema' && boss.responseFormat.name]).toEqual([
      undefined,
      undefined,
      'json_schema',
      'MultipleHandOffsResponse',
    ]);
    expect(JSON.stringify(boss.messages[0])).toContain('- A: Agent A\\n- B: Agent B\\n- C: Agent C');
    expect(boss.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(promptOf(boss)).toBe('Plan a city park.');
    expect([agentOf(answer), promptOf(answer)]).toEqual(['B', 'Sketch the park layout.']);
    expect(model.calls).toHaveLength(2);
    expect(entriesOf(response.body.output)).toEqual([['B', 'B#1']]);
    expect(response.body.number_of_agents).toBe(3);
  });

  it('several handoffs: each picked agent answers its own task in the order handed off (the original task when none is given)', async () => {
    const model = swarmScript(
      inTurn({
        handoffs: [
          { reasoning: 'r', agent_name: 'C', task: 'Budget it.' },
          { reasoning: 'r', agent_name: 'A' },
        ],
      }),
    );
    const response = await runSwarm(model, { swarm_type: 'MultiAgentRouter' });
    expect(callsOf(model).slice(1)).toEqual([
      ['C', 'Budget it.'],
      ['A', 'Plan a city park.'],
    ]);
    expect(entriesOf(response.body.output)).toEqual([
      ['C', 'C#1'],
      ['A', 'A#1'],
    ]);
  });

  it('a boss answering in prose is asked once more with the schema in the prompt, still through response_format, and its JSON then routes', async () => {
    let bossCalls = 0;
    const model = createScriptedModel([], {
      respond: (options) => {
        if (agentOf(options) !== 'Router') return { content: [{ type: 'text', text: `${agentOf(options)} answers` }] };
        bossCalls += 1;
        const json = JSON.stringify({ handoffs: [{ reasoning: 'r', agent_name: 'C', task: null }] });
        return { content: [{ type: 'text', text: bossCalls === 1 ? 'I would send this to C, the budget expert.' : json }] };
      },
    });
    const response = await runSwarm(model, { swarm_type: 'MultiAgentRouter' });
    expect(response.status).toBe(200);
    const repair = model.calls[1];
    expect([repair.responseFormat?.type, repair.tools]).toEqual(['json_schema', undefined]);
    expect(promptOf(repair)).toMatch(
      /^That was not a valid JSON object for MultipleHandOffsResponse\. Reply with only the JSON object, matching this schema exactly:\n\{"type":"object"/,
    );
    expect(callsOf(model).slice(2)).toEqual([['C', 'Plan a city park.']]);
  });

  it('a handoff to an agent the swarm lacks gets one repair, then a 502', async () => {
    const model = swarmScript(inTurn({ handoffs: [{ reasoning: 'r', agent_name: 'Zed' }] }));
    const response = await runSwarm(model, { swarm_type: 'MultiAgentRouter' });
    expect(response.status).toBe(502);
    expect(speakersOf(model)).toEqual(['Router', 'Router']);
  });
});

const plan = (name: string, ...orders: Array<[string, string]>) => ({ plan: name, orders: orders.map(([agent_name, task]) => ({ agent_name, task })) });
const planEntry = (name: string, ...orders: Array<[string, string]>) => JSON.stringify(plan(name, ...orders));

describe('HierarchicalSwarm mirrors HierarchicalSwarm.run / step (a built-in director, every agent a worker)', () => {
  it.each(['HierarchicalSwarm', 'HiearchicalSwarm'])(
    '%s, max_loops 1: director orders, ordered workers in parallel, feedback director; no user agent directs',
    async (swarmType) => {
      const model = swarmScript(inTurn(plan('p1', ['A', 'alpha-task'], ['C', 'gamma-task'])));
      const response = await runSwarm(model, { swarm_type: swarmType });
      const calls = model.calls;
      expect(agentOf(calls[0])).toBe('Director');
      expect([calls[0].model, calls[0].temperature, calls[0].topP]).toEqual(['gpt-5.4', 0.7, 0.9]);
      // As the framework's director agent (tools_list_dictionary=[SwarmSpec]) asks: the tool offered, tool_choice auto, its input alone.
      expect([calls[0].tools?.map((tool) => tool.name), calls[0].toolChoice]).toEqual([['SwarmSpec'], 'auto']);
      const roster = promptOf(calls[0]).match(/^History: (System: [\s\S]*?) \n\n Task: Plan a city park\.$/)![1];
      expect(roster).toContain('| B | Agent B |');
      const seen = `History: ${roster}\n\nDirector: ${planEntry('p1', ['A', 'alpha-task'], ['C', 'gamma-task'])} \n\n Task: `;
      expect(callsOf(model).slice(1, 3).sort()).toEqual([
        ['A', `${seen}alpha-task`],
        ['C', `${seen}gamma-task`],
      ]);
      expect(agentOf(calls[3])).toBe('Director');
      expect(promptOf(calls[3])).toMatch(/^You are the Director\. Review the outputs/);
      expect(promptOf(calls[3])).toContain('A: A#1\n\nC: C#1 \n\n');
      expect(calls).toHaveLength(4);
      expect(entriesOf(response.body.output)).toEqual([
        ['Director', planEntry('p1', ['A', 'alpha-task'], ['C', 'gamma-task'])],
        ['A', 'A#1'],
        ['C', 'C#1'],
        ['Director', 'Director#1'],
      ]);
      expect(response.body.number_of_agents).toBe(3);
    },
  );

  it('max_loops 2: the second loop starts from the feedback, after the loop notice; the last feedback comes last', async () => {
    const model = swarmScript(inTurn(plan('p1', ['A', 'alpha-task']), plan('p2', ['B', 'beta-task'])));
    const response = await runSwarm(model, { swarm_type: 'HierarchicalSwarm', max_loops: 2 });
    expect(speakersOf(model)).toEqual(['Director', 'A', 'Director', 'Director', 'B', 'Director']);
    const second = promptOf(model.calls[3]);
    // The director remembers its first loop in its memory: the task it was given and the plan it answered.
    expect(exchangesOf(model.calls[3]).map((exchange) => exchange.role)).toEqual(['user', 'assistant']);
    expect(exchangesOf(model.calls[3])[1].content).toBe(planEntry('p1', ['A', 'alpha-task']));
    expect(second).toContain('Director: Director#1\n\nSystem: --- Loop 1/2 completed --- \n\n Task: Previous loop results: Director#1\n\nOriginal task: Plan a city park.');
    expect(entriesOf(response.body.output)).toEqual([
      ['Director', planEntry('p1', ['A', 'alpha-task'])],
      ['A', 'A#1'],
      ['Director', 'Director#1'],
      ['Director', planEntry('p2', ['B', 'beta-task'])],
      ['B', 'B#1'],
      ['Director', 'Director#2'],
    ]);
  });

  it('names the built-in director apart when a worker is called "Director", in the output and on every call', async () => {
    const model = swarmScript(inTurn(plan('p1', ['Director', 'budget-task'], ['Writer', 'copy-task'])));
    const agents = ['Director', 'Writer'].map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));
    const response = await runSwarm(model, { swarm_type: 'HierarchicalSwarm', agents });
    const builtIn = 'Director (swarm director)';
    expect(agentOf(model.calls[0])).toBe(builtIn);
    expect(speakersOf(model).slice(1, 3).sort()).toEqual(['Director', 'Writer']);
    expect(agentOf(model.calls[3])).toBe(builtIn);
    expect(entriesOf(response.body.output)).toEqual([
      [builtIn, planEntry('p1', ['Director', 'budget-task'], ['Writer', 'copy-task'])],
      ['Director', 'Director#1'],
      ['Writer', 'Writer#1'],
      [builtIn, `${builtIn}#1`],
    ]);
  });

  it('a director answering in prose (parse_orders would raise) is asked once more with SwarmSpec forced and its schema; its orders then run', async () => {
    let directorCalls = 0;
    const model = createScriptedModel([], {
      respond: (options) => {
        if (!options.tools) return { content: [{ type: 'text', text: `${agentOf(options)} answers` }] };
        directorCalls += 1;
        if (directorCalls === 1) return { content: [{ type: 'text', text: 'A should draw the paths.' }] };
        return { content: [{ type: 'tool-call', id: 'c1', name: 'SwarmSpec', arguments: JSON.stringify(plan('p', ['A', 'paths'])) }] };
      },
    });
    const response = await runSwarm(model, { swarm_type: 'HierarchicalSwarm' });
    expect(response.status).toBe(200);
    const repair = model.calls[1];
    expect(repair.toolChoice).toEqual({ name: 'SwarmSpec' });
    expect(String(repair.messages.at(-1)?.content)).toMatch(
      /^That was not a valid JSON object for SwarmSpec\. Call SwarmSpec, or reply with only the JSON object, matching this schema exactly:\n/,
    );
    expect(callsOf(model)[2]).toEqual(['A', expect.stringMatching(/ Task: paths$/)]);
  });

  it('a worker whose answer is tool calls alone (its tools_list_dictionary) is that list of calls in the output, as an agent completion answers it', async () => {
    const rating = {
      type: 'function',
      function: { name: 'extract_rating', description: 'Parse the rating', parameters: { type: 'object', properties: { text: { type: 'string' } } } },
    };
    const model = createScriptedModel([], {
      respond: (options) => {
        if (agentOf(options) === 'Director' && options.tools)
          return { content: [{ type: 'tool-call', id: 'c1', name: 'SwarmSpec', arguments: JSON.stringify(plan('p', ['A', 'rate it'])) }] };
        if (agentOf(options) === 'A') return { content: [{ type: 'tool-call', id: 'c2', name: 'extract_rating', arguments: '{"text":"Buy"}' }] };
        return { content: [{ type: 'text', text: `${agentOf(options)} answers` }] };
      },
    });
    const response = await runSwarm(model, { swarm_type: 'HierarchicalSwarm', agents: [{ ...threeAgents[0], tools_list_dictionary: [rating] }, threeAgents[1]] });
    expect(response.status).toBe(200);
    const worker = response.body.output.find((entry: { role: string }) => entry.role === 'A');
    expect(worker.content).toEqual([{ id: 'c2', type: 'function', function: { name: 'extract_rating', arguments: '{"text":"Buy"}' } }]);
  });

  it('director_model_name and director_settings configure the director; workers give only their final answer', async () => {
    const model = swarmScript(inTurn(plan('p', ['A', 'alpha-task'])));
    const agents = [{ ...threeAgents[0], max_loops: 2 }, threeAgents[1]];
    const response = await runSwarm(model, {
      swarm_type: 'HierarchicalSwarm',
      agents,
      director_model_name: 'gpt-4o',
      director_settings: { agent_name: 'Chief', temperature: 0.2, top_p: 0.5, max_tokens: 4000 },
    });
    const [director] = model.calls;
    expect(agentOf(director)).toBe('Chief');
    expect([director.model, director.temperature, director.topP, director.maxTokens]).toEqual(['gpt-4o', 0.2, 0.5, 4000]);
    expect(entriesOf(response.body.output).slice(1)).toEqual([
      ['A', 'A#2'],
      ['Chief', 'Director#1'],
    ]);
  });

  it('a director_settings value of the wrong type is a 400 naming it', async () => {
    const response = await runSwarm(swarmScript(), { swarm_type: 'HierarchicalSwarm', director_settings: { temperature: 'hot' } });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain('director_settings.temperature');
  });
});

/** Structured answers by built-in agent, each in turn. */
function byAgent(answers: Record<string, Array<Record<string, unknown>>>) {
  const used = new Map<string, number>();
  return (options: CallOptions) => {
    const agent = agentOf(options);
    const index = used.get(agent) ?? 0;
    used.set(agent, index + 1);
    return answers[agent][Math.min(index, answers[agent].length - 1)];
  };
}

const task = (title: string, priority: number, depends_on_titles: string[] = []) => ({ title, description: `do ${title}`, priority, depends_on_titles });

describe('PlannerWorkerSwarm mirrors PlannerWorkerSwarm.run (planner → worker pool → cycle judge)', () => {
  it('max_loops 1: the queue hands out the highest priority first, waits for dependencies, and a complete verdict ends the run', async () => {
    const model = swarmScript(
      byAgent({
        Planner: [{ plan: 'the plan', tasks: [task('T1', 1), task('T2', 2, ['T1']), task('T3', 3)] }],
        CycleJudge: [{ is_complete: true, overall_quality: 8, summary: 'done well' }],
      }),
    );
    const response = await runSwarm(model, { swarm_type: 'PlannerWorkerSwarm' });
    const calls = callsOf(model);
    expect(calls[0][0]).toBe('Planner');
    expect(calls[0][1]).toMatch(/^Plan a city park\.\n\n/);
    expect(model.calls[0].model).toBe('gpt-5.4');
    expect(
      calls
        .slice(1, 3)
        .map(([agent, prompt]) => [agent, prompt.split('\n\nTask: ')[1]])
        .sort(),
    ).toEqual([
      ['A', 'T3\nDescription: do T3'],
      ['B', 'T1\nDescription: do T1'],
    ]);
    expect(calls[3][0]).toBe('A');
    expect(calls[3][1]).toMatch(/Task: T2\nDescription: do T2\n\nContext from prerequisite tasks:\n\[Result from: T1\]\nB#1$/);
    expect(calls[4][0]).toBe('CycleJudge');
    expect(calls[4][1]).toContain('Task execution report:\n- [completed] T1: B#1\n- [completed] T2: A#2\n- [completed] T3: A#1');
    expect(calls).toHaveLength(5);
    expect(entriesOf(response.body.output)).toEqual([
      ['Planner', 'the plan'],
      ['A', '[Task: T3]\nA#1'],
      ['B', '[Task: T1]\nB#1'],
      ['A', '[Task: T2]\nA#2'],
      ['CycleJudge', 'Quality: 8/10 | Complete: True\ndone well'],
    ]);
  });

  it('max_loops 2: an incomplete verdict sends its gaps to the planner for a second cycle, keeping the finished tasks', async () => {
    const model = swarmScript(
      byAgent({
        Planner: [
          { plan: 'first', tasks: [task('T1', 1)] },
          { plan: 'second', tasks: [task('T2', 1)] },
        ],
        CycleJudge: [{ is_complete: false, overall_quality: 4, summary: 'half', gaps: ['no budget'], follow_up_instructions: 'add a budget' }],
      }),
    );
    const response = await runSwarm(model, { swarm_type: 'PlannerWorkerSwarm', max_loops: 2 });
    expect(speakersOf(model)).toEqual(['Planner', 'A', 'CycleJudge', 'Planner', 'A', 'CycleJudge']);
    expect(callsOf(model)[3][1]).toMatch(
      /^Original goal: Plan a city park\.\n\nPrevious cycle feedback: add a budget\nGaps identified: \['no budget'\]\n\nCreate new tasks to address these gaps\./,
    );
    expect(callsOf(model)[5][1]).toContain('- [completed] T1: A#1\n- [completed] T2: A#2');
    expect(entriesOf(response.body.output).map(([role]) => role)).toEqual(['Planner', 'A', 'CycleJudge', 'Planner', 'A', 'CycleJudge']);
    expect(response.body.output.at(-1).content).toBe('Quality: 4/10 | Complete: False\nhalf');
  });

  it('a plan that stays malformed after one repair is a 502', async () => {
    const model = swarmScript(byAgent({ Planner: [{ nonsense: true }] }));
    const response = await runSwarm(model, { swarm_type: 'PlannerWorkerSwarm' });
    expect(response.status).toBe(502);
    expect(speakersOf(model)).toEqual(['Planner', 'Planner']);
  });
});
