import { describe, expect, it } from 'vitest';
import { SubAgents } from '../../../src/orchestration/autonomous/delegation.js';
import { builtInAgent } from '../../../src/orchestration/primitives/built-in-agent.js';

describe('assign_task arguments', () => {
  it('refuses an assignment without a task, naming the sub-agent, and runs none of the assignments', async () => {
    const tasks: string[] = [];
    const subAgents = new SubAgents(
      builtInAgent('Coordinator', 'You coordinate.', 'gpt-4.1'),
      async (_agent, task) => {
        tasks.push(task);
        return 'done';
      },
      new AbortController().signal,
    );
    const [first, second] =
      subAgents
        .create({
          agents: [
            { agent_name: 'Anode', agent_description: 'anodes' },
            { agent_name: 'Cathode', agent_description: 'cathodes' },
          ],
        })
        .match(/sub-agent-[0-9a-f]{8}/g) ?? [];
    const answer = await subAgents.assign({ assignments: [{ agent_id: first, task: 'Study anodes' }, { agent_id: second }] });
    expect(answer).toBe(`Error: the assignment to '${second}' has no task; every assignment needs agent_id and task.`);
    expect(tasks).toEqual([]);
  });
});
