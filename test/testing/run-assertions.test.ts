import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertAgentCalled,
  assertAgentCalledBefore,
  assertCostUnder,
  assertRunEnded,
  assertToolCalled,
  assertTurnsAtMost,
  createSwarmsLocal,
  type JournalNode,
  RunAssertionError,
  type RunView,
  type SwarmsLocal,
} from '../../src/testing/index.js';
import '../../src/testing/vitest.js';
import { hierarchicalSwarm, post, searchingAgent } from './run-requests.js';

/** The built-in director's name in a team whose own worker is called Director. */
const DIRECTOR = 'Director (swarm director)';

let local: SwarmsLocal;
let hierarchical: RunView;
let searching: RunView;

/** The message of the RunAssertionError `assertion` throws. */
function failureOf(assertion: () => void): string {
  try {
    assertion();
  } catch (error) {
    expect(error).toBeInstanceOf(RunAssertionError);
    return (error as Error).message;
  }
  throw new Error('the assertion passed');
}

beforeAll(async () => {
  local = await createSwarmsLocal({ frozenAt: '2026-03-01T09:00:00Z' });
  const swarm = await post(local, '/v1/swarm/completions', hierarchicalSwarm());
  expect(swarm.status).toBe(200);
  hierarchical = await local.run(String(swarm.body.job_id));
  await post(local, '/v1/agent/completions', searchingAgent('Search the web for solar panel prices'));
  searching = await local.run();
});
afterAll(() => local.close());

describe('the run view', () => {
  it('lists agents in call order with their turns, model calls and the run totals', () => {
    expect(hierarchical.swarmType).toBe('HierarchicalSwarm');
    expect(hierarchical.state).toBe('succeeded');
    expect(hierarchical.agents[0].name).toBe(DIRECTOR);
    expect(hierarchical.turns.map((turn) => turn.agent)).toContain('Director');
    const tokens = hierarchical.modelCalls.reduce((sum, call) => sum + call.tokens.input + call.tokens.output, 0);
    expect(tokens).toBe(hierarchical.tokens.input + hierarchical.tokens.output);
    // The run's cost is kept to the micro-dollar (as the response's total_cost); its calls' costs are not rounded.
    expect(hierarchical.cost).toBeCloseTo(
      hierarchical.modelCalls.reduce((sum, call) => sum + call.cost, 0),
      5,
    );
    for (const agent of hierarchical.agents) for (const turn of agent.turns) expect(turn.agent).toBe(agent.name);
  });

  it('shows tool calls with their parsed arguments, result and source, under the agent that made them', () => {
    expect(searching.toolCalls).toHaveLength(1);
    const [call] = searching.toolCalls;
    expect(call).toMatchObject({ agent: 'Searcher', name: 'auto_search' });
    // The runtime reports every executed tool as `mcp` today; the view passes on what the journal holds.
    expect(['builtin', 'mcp']).toContain(call.source);
    expect(typeof (call.arguments as { query: unknown }).query).toBe('string');
    expect(String(call.result)).toContain('results');
    expect(searching.agents[0].turns[0].toolCalls).toEqual([call]);
  });

  it('finds the run by job id, by journal id and as the last run; an unknown id is refused by name', async () => {
    expect((await local.run(hierarchical.id)).jobId).toBe(hierarchical.jobId);
    expect((await local.run()).id).toBe(searching.id);
    await expect(local.run('no-such-job')).rejects.toThrow(/No run no-such-job in namespace default/);
  });
});

describe('plain run assertions', () => {
  it('agent called: passes for a worker, fails naming the agents that did run and drawing the run', () => {
    assertAgentCalled(hierarchical, DIRECTOR);
    const directorTurns = hierarchical.turns.filter((turn) => turn.agent === DIRECTOR).length;
    assertAgentCalled(hierarchical, DIRECTOR, directorTurns);
    const message = failureOf(() => assertAgentCalled(hierarchical, 'Auditor'));
    expect(message).toContain('Expected the run to call agent "Auditor", but it never called "Auditor"; agents called: Director (swarm director)');
    expect(message).toContain('/v1/swarm/completions, HierarchicalSwarm, succeeded (200)');
    expect(message).toContain('  agent Director (swarm director)');
    expect(message).toContain(`call order: ${DIRECTOR} → `);
    expect(failureOf(() => assertAgentCalled(hierarchical, DIRECTOR, directorTurns + 1))).toContain(
      `call agent "${DIRECTOR}" ${directorTurns + 1} times, but it called "${DIRECTOR}"`,
    );
  });

  it('called before: passes in call order and fails with the expected and actual order', () => {
    const second = hierarchical.turns.find((turn) => turn.agent !== DIRECTOR)?.agent as string;
    assertAgentCalledBefore(hierarchical, DIRECTOR, second);
    const message = failureOf(() => assertAgentCalledBefore(hierarchical, second, DIRECTOR));
    expect(message).toContain(`Expected the run to call agent "${second}" before agent "${DIRECTOR}", but "${second}" first ran at turn`);
    expect(message).toContain(`"${DIRECTOR}" at turn 1; call order: ${DIRECTOR} → `);
  });

  it('tool called: matches a partial object, a RegExp inside it and a predicate; a mismatch lists the calls made', () => {
    const { query } = searching.toolCalls[0].arguments as { query: string };
    assertToolCalled(searching, 'auto_search');
    assertToolCalled(searching, 'auto_search', { arguments: { query }, agent: 'Searcher', times: 1 });
    assertToolCalled(searching, 'auto_search', { arguments: { query: /solar/ } });
    assertToolCalled(searching, 'auto_search', { arguments: (args) => String((args as { query: string }).query).length > 3 });
    const mismatch = failureOf(() => assertToolCalled(searching, 'auto_search', { arguments: { query: 'wind turbines' } }));
    expect(mismatch).toContain('with arguments matching {"query":"wind turbines"}');
    expect(mismatch).toContain(`0 of its 1 call(s) of "auto_search" matched; the calls: Searcher: auto_search({"query":"${query}"})`);
    const absent = failureOf(() => assertToolCalled(hierarchical, 'web_scraper'));
    expect(absent).toContain('it made no call of "web_scraper"; tools called: none.');
  });

  it('turns: passes at the busiest agent’s count and fails naming the agents over it', () => {
    const busiest = Math.max(...hierarchical.agents.map((agent) => agent.turns.length));
    assertTurnsAtMost(hierarchical, busiest);
    const message = failureOf(() => assertTurnsAtMost(hierarchical, busiest - 1));
    expect(message).toContain(`let no agent take more than ${busiest - 1} turn(s), but `);
    expect(message).toMatch(new RegExp(`"\\w+" took ${busiest}`));
  });

  it('cost: passes under a budget above the cost and fails with the cost and its split by model', () => {
    assertCostUnder(hierarchical, hierarchical.cost + 0.01);
    const message = failureOf(() => assertCostUnder(hierarchical, hierarchical.cost / 2));
    expect(message).toContain(`it cost ${hierarchical.cost.toFixed(6)} (${hierarchical.tokens.input} in / ${hierarchical.tokens.output} out tokens; gpt-5.4 `);
    for (const model of new Set(hierarchical.modelCalls.map((call) => call.model))) expect(message).toContain(`${model} `);
  });

  it('ended: checks the state and the HTTP status, and a refused request ended failed', async () => {
    assertRunEnded(hierarchical, 'succeeded');
    assertRunEnded(hierarchical, 200);
    await post(local, '/v1/swarm/completions', { swarm_type: 'NoSuchSwarm', task: 'x' });
    const refused = await local.run();
    assertRunEnded(refused, 'failed');
    expect(failureOf(() => assertRunEnded(refused, 'succeeded'))).toContain(`Expected the run to end succeeded, but it ended failed with HTTP status ${refused.status}.`);
  });
});

describe('vitest run matchers', () => {
  it('read like the plain assertions and negate with .not', () => {
    expect(hierarchical).toHaveCalledAgent(DIRECTOR);
    expect(hierarchical).not.toHaveCalledAgent('Auditor');
    expect(hierarchical).toHaveNoAgentOverTurns(10);
    expect(hierarchical).toCostLessThan(1);
    expect(hierarchical).toHaveEnded('succeeded');
    expect(searching).toHaveCalledTool('auto_search', { arguments: { query: expect.stringContaining('solar') } });
    const second = hierarchical.turns.find((turn) => turn.agent !== DIRECTOR)?.agent as string;
    expect(hierarchical).toHaveCalledAgentBefore(DIRECTOR, second);
  });

  it('fail with the same picture of the run', () => {
    expect(() => expect(hierarchical).toHaveCalledAgent('Auditor')).toThrow(/never called "Auditor"[\s\S]*call order: Director \(swarm director\)/);
    expect(() => expect(hierarchical).not.toHaveCalledAgent(DIRECTOR)).toThrow(/Expected the run not to call agent "Director \(swarm director\)"/);
  });
});

describe('what a run assertion is given', () => {
  it('names a missing run or a journal node that is not a request, instead of failing inside the check', async () => {
    const nodes = (node: JournalNode): JournalNode[] => [node, ...node.children.flatMap(nodes)];
    const agentNode = (await local.journal()).flatMap(nodes).find((node) => node.kind === 'agent');
    expect(agentNode).toBeDefined();
    expect(failureOf(() => assertAgentCalled(undefined as unknown as RunView, 'Searcher'))).toBe(
      "A run assertion needs a run view (local.run()) or a request's journal tree (local.journal()), but was given undefined.",
    );
    expect(failureOf(() => assertAgentCalled(agentNode as JournalNode, 'Searcher'))).toBe(
      "A run assertion needs a run view (local.run()) or a request's journal tree (local.journal()), but was given a journal node of kind agent: pass the request at the root of its tree.",
    );
    expect(() => expect(undefined).toHaveCalledAgent('Searcher')).toThrow(/needs a run view .* but was given undefined/);
  });
});

describe('the run view through the admin plane', () => {
  beforeEach(async () => {
    await post(local, '/v1/agent/completions', searchingAgent('Search the web for heat pumps'));
  });

  it('answers GET runs/last/view and runs/<job id>/view with the same view and a picture', async () => {
    const last = await fetch(`${local.url}/_swarms-local/runs/last/view`, { headers: local.headers }).then((response) => response.json());
    expect(last.view.toolCalls[0]).toMatchObject({ name: 'auto_search', agent: 'Searcher' });
    expect(last.picture).toContain('tool auto_search(');
    const byJob = await fetch(`${local.url}/_swarms-local/runs/${last.view.jobId}/view`, { headers: local.headers }).then((response) => response.json());
    expect(byJob.view).toEqual(last.view);
    const missing = await fetch(`${local.url}/_swarms-local/runs/nothing-here/view`, { headers: local.headers });
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toContain('No run nothing-here in namespace default');
  });
});
