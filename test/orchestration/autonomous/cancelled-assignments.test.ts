import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentDefinition } from '../../../src/orchestration/agent-definition.js';
import { SubAgents } from '../../../src/orchestration/autonomous/delegation.js';
import { builtInAgent } from '../../../src/orchestration/primitives/built-in-agent.js';

/** Rejections nobody handled while a test ran (a server process would crash on one). */
let unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', record);
});
afterEach(() => {
  process.off('unhandledRejection', record);
});

/** Lets every pending rejection be reported: the event loop turns once, after all microtasks. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Sub-agents whose runs end only when the run is cancelled, failing with its reason, as a real child run does. */
function cancellableSubAgents() {
  const controller = new AbortController();
  const runChild = () => new Promise<string>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)));
  const parent: AgentDefinition = builtInAgent('Coordinator', 'You coordinate.', 'gpt-4.1');
  const subAgents = new SubAgents(parent, runChild, controller.signal);
  const created = subAgents.create({
    agents: [
      { agent_name: 'Anode', agent_description: 'anodes' },
      { agent_name: 'Cathode', agent_description: 'cathodes' },
    ],
  });
  const ids = created.match(/sub-agent-[0-9a-f]{8}/g) ?? [];
  return { controller, subAgents, assignments: ids.map((id) => ({ agent_id: id, task: 'Study it' })) };
}

describe('assignments of a run that is cancelled', () => {
  it('leaves no unhandled rejection when background assignments are cancelled before the run settles them', async () => {
    const { controller, subAgents, assignments } = cancellableSubAgents();
    expect(await subAgents.assign({ assignments, wait_for_completion: false })).toMatch(/^Dispatched 2 task\(s\)/);
    controller.abort(new Error('client went away'));
    await turn();
    expect(unhandled).toEqual([]);
  });

  it('fails a waited-for assignment with the cancellation once, leaving no unhandled rejection of its other tasks', async () => {
    const { controller, subAgents, assignments } = cancellableSubAgents();
    const assigned = subAgents.assign({ assignments });
    controller.abort(new Error('client went away'));
    await expect(assigned).rejects.toThrow('client went away');
    await turn();
    expect(unhandled).toEqual([]);
  });
});
