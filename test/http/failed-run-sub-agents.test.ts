import { afterEach, describe, expect, it } from 'vitest';
import { tokenCost } from '../../src/billing/token-cost.js';
import { ApiError } from '../../src/errors/api-error.js';
import { completeResult } from '../../src/providers/complete-result.js';
import { createStaticRouter } from '../../src/providers/static-router.js';
import type { CallOptions, GenerateResult, LanguageModel, StreamPart } from '../../src/providers/spec.js';
import { createTestClient, TEST_KEY, type TestClient } from '../support/test-server.js';

// Issue 43, item 4, through the real server: an autonomous run whose sub-agents (assign_task, not waited for)
// are still calling the model when the run fails or is cancelled. Before, the run answered while they went on
// calling, unbilled and unlogged; now it cancels them, waits for them, and bills every call that answered in
// the transaction that writes its failure row.

const COORDINATOR_USAGE = { inputTokens: 1_000, outputTokens: 50 };
const SUB_AGENT_USAGE = { inputTokens: 300, outputTokens: 20 };

/** One model call the test's model received: whose, whether it answered (with its usage) or was cancelled. */
interface Made {
  coordinator: boolean;
  task: string;
  outcome: 'pending' | 'answered' | 'cancelled' | 'failed';
  usage?: { inputTokens: number; outputTokens: number };
}

/** Resolves once `holds()` is true, checking after every model call's change. */
class Gate {
  private waiters: Array<() => void> = [];
  changed(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
  async until(holds: () => boolean): Promise<void> {
    while (!holds()) await new Promise<void>((wake) => this.waiters.push(wake));
  }
}

const call = (name: string, args: Record<string, unknown>): Partial<GenerateResult> => ({
  content: [{ type: 'tool-call', id: `call-${name}`, name, arguments: JSON.stringify(args) }],
  usage: COORDINATOR_USAGE,
});

/** Waits for the call's abort, then throws its reason: a model call still in flight when its run is cancelled. */
const untilAborted = (signal: AbortSignal | undefined) =>
  new Promise<never>((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * The coordinator plans, creates one sub-agent and assigns it two quick and two slow tasks without waiting; its
 * fourth call waits until the quick ones have answered and the slow ones are in flight, then `fourth` decides
 * (fail, or hang until the run is cancelled). Sub-agents answer quick tasks at once and hold slow ones until
 * cancelled.
 */
function coordinatedModel(fourth: 'fail' | 'hang') {
  const made: Made[] = [];
  const gate = new Gate();
  let coordinatorCalls = 0;
  const subAgentsReady = () =>
    made.filter((entry) => !entry.coordinator && entry.task.startsWith('Quick') && entry.outcome === 'answered').length === 2 &&
    made.filter((entry) => !entry.coordinator && entry.task.startsWith('Slow') && entry.outcome === 'pending').length === 2;
  const respond = async (options: CallOptions, entry: Made): Promise<Partial<GenerateResult>> => {
    if (!entry.coordinator) {
      if (entry.task.startsWith('Slow')) return untilAborted(options.abortSignal);
      return { content: [{ type: 'text', text: `Findings on ${entry.task}.` }], usage: SUB_AGENT_USAGE };
    }
    coordinatorCalls += 1;
    const seen = JSON.stringify(options.messages);
    if (coordinatorCalls === 1) return call('create_plan', { task_description: 'Survey', steps: [{ step_id: 'survey', description: 'Survey anodes', priority: 'high' }] });
    if (coordinatorCalls === 2) return call('create_sub_agent', { agents: [{ agent_name: 'Scout', agent_description: 'Surveys one anode material' }] });
    if (coordinatorCalls === 3) {
      const agentId = seen.match(/sub-agent-[0-9a-f]{8}/)?.[0];
      const tasks = ['Quick task on graphite', 'Quick task on silicon', 'Slow task on lithium metal', 'Slow task on tin'];
      return call('assign_task', { assignments: tasks.map((task) => ({ agent_id: agentId, task })), wait_for_completion: false });
    }
    await gate.until(subAgentsReady);
    if (fourth === 'hang') return untilAborted(options.abortSignal);
    throw new ApiError('UPSTREAM_FAILED', 'Injected fault: the coordinator model failed on its fourth call.');
  };
  const generate = async (options: CallOptions): Promise<GenerateResult> => {
    const coordinator = (options.tools ?? []).some((tool) => tool.name === 'create_plan');
    const prompt = JSON.stringify(options.messages);
    const task = coordinator ? 'coordinate' : (prompt.match(/(Quick|Slow) task on [a-z ]+/)?.[0] ?? 'other');
    const entry: Made = { coordinator, task, outcome: 'pending' };
    made.push(entry);
    gate.changed();
    try {
      const result = completeResult(await respond(options, entry), options, 'scripted');
      entry.outcome = 'answered';
      entry.usage = result.usage;
      return result;
    } catch (error) {
      entry.outcome = options.abortSignal?.aborted ? 'cancelled' : 'failed';
      throw error;
    } finally {
      gate.changed();
    }
  };
  const model: LanguageModel = {
    provider: 'scripted',
    modelId: 'scripted',
    doGenerate: generate,
    async doStream(options) {
      const result = await generate(options);
      async function* parts(): AsyncIterable<StreamPart> {
        for (const part of result.content) if (part.type === 'tool-call') yield part;
        yield { type: 'finish', finishReason: result.finishReason, usage: result.usage, response: result.response };
      }
      return { stream: parts(), warnings: [] };
    },
  };
  return { model, made, gate, subAgentsReady };
}

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

const run = {
  task: 'Survey anode materials for sodium batteries.',
  agent_config: { agent_name: 'Coordinator', model_name: 'gpt-4.1', max_loops: 'auto', max_tokens: 500 },
};

async function ledger(testClient: TestClient) {
  const [credits, logs] = await Promise.all([testClient.get('/v1/account/credits'), testClient.get('/v1/swarm/logs')]);
  return { credit: credits.body.credit as number, logs: logs.body.logs as Array<Record<string, any>> };
}

/** The tokens of every call that answered, and what they cost at the server's token prices. */
function spentBy(testClient: TestClient, made: Made[]) {
  const answered = made.filter((entry) => entry.outcome === 'answered');
  const inputTokens = answered.reduce((sum, entry) => sum + (entry.usage?.inputTokens ?? 0), 0);
  const outputTokens = answered.reduce((sum, entry) => sum + (entry.usage?.outputTokens ?? 0), 0);
  return { calls: answered.length, tokens: inputTokens + outputTokens, cost: tokenCost(testClient.server.config.pricing, inputTokens, outputTokens) };
}

/** Lets the server's loop turn a few times (its timers and sockets included), so a call still to come would have arrived. */
async function settle(testClient: TestClient): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await testClient.get('/health', null);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('an autonomous run whose sub-agents are calling the model when it ends', () => {
  it('fails only after cancelling them, bills every call that answered in its failure row, and calls nothing afterwards', async () => {
    const scripted = coordinatedModel('fail');
    client = await createTestClient({ initialCredits: 20, dependencies: { router: createStaticRouter(scripted.model, ['gpt-4.1']) } });
    const before = await ledger(client);
    const response = await client.post('/v1/agent/completions', run);
    const callsAtAnswer = scripted.made.length;
    const outcomesAtAnswer = scripted.made.map((entry) => `${entry.task}:${entry.outcome}`);
    expect(response.status).toBe(502);
    expect(JSON.stringify(response.body)).toContain('fourth call');
    // The slow sub-agents were in flight when the coordinator failed; they were cancelled before the answer.
    expect(outcomesAtAnswer.filter((outcome) => outcome.startsWith('Slow'))).toEqual(['Slow task on lithium metal:cancelled', 'Slow task on tin:cancelled']);
    expect(outcomesAtAnswer).not.toContain(expect.stringMatching(/:pending$/));
    await settle(client);
    expect(scripted.made).toHaveLength(callsAtAnswer);
    const spent = spentBy(client, scripted.made);
    expect(spent.calls).toBe(5);
    const after = await ledger(client);
    expect(after.logs).toHaveLength(before.logs.length + 1);
    const row = after.logs[0];
    expect({ status: row.status_code, success: row.success, tokens: row.usage.total_tokens }).toEqual({ status: 502, success: false, tokens: spent.tokens });
    expect(row.usage.total_cost).toBeCloseTo(spent.cost, 9);
    expect(before.credit - after.credit).toBeCloseTo(spent.cost, 9);
  });

  it('when its client leaves, cancels them, bills every call that answered and calls nothing afterwards', async () => {
    const scripted = coordinatedModel('hang');
    client = await createTestClient({ initialCredits: 20, dependencies: { router: createStaticRouter(scripted.model, ['gpt-4.1']) } });
    const before = await ledger(client);
    const leaving = new AbortController();
    const request = fetch(`${client.url}/v1/agent/completions`, {
      method: 'POST',
      headers: { 'x-api-key': TEST_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(run),
      signal: leaving.signal,
    }).catch((error: Error) => error.name);
    // The client leaves once the coordinator's fourth call is in flight beside the two slow sub-agents.
    await scripted.gate.until(() => scripted.subAgentsReady() && scripted.made.filter((entry) => entry.coordinator).length === 4);
    leaving.abort();
    expect(await request).toBe('AbortError');
    // The run settles on its own; its row is the sign it has (the logs are read until it is there).
    let after = await ledger(client);
    while (after.logs.length === before.logs.length) {
      await scripted.gate.until(() => scripted.made.every((entry) => entry.outcome !== 'pending'));
      await settle(client);
      after = await ledger(client);
    }
    const callsAtRow = scripted.made.length;
    expect(scripted.made.filter((entry) => entry.outcome === 'cancelled').map((entry) => entry.task)).toEqual(['Slow task on lithium metal', 'Slow task on tin', 'coordinate']);
    await settle(client);
    expect(scripted.made).toHaveLength(callsAtRow);
    const spent = spentBy(client, scripted.made);
    expect(spent.calls).toBe(5);
    expect(after.logs).toHaveLength(before.logs.length + 1);
    const row = after.logs[0];
    expect({ status: row.status_code, success: row.success, tokens: row.usage.total_tokens }).toEqual({ status: 499, success: false, tokens: spent.tokens });
    expect(before.credit - after.credit).toBeCloseTo(spent.cost, 9);
  });
});
