import { afterEach, describe, expect, it } from 'vitest';
import type { JournalNode } from '../../../src/journal/journal-node.js';
import type { CallOptions, GenerateResult, LanguageModel } from '../../../src/providers/spec.js';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { scriptedServer } from '../../support/scripted-swarm.js';
import type { TestClient } from '../../support/test-server.js';
import { agentOfCall, calling, complete, done, lastUser, plan, toolResults } from './loop-script.js';

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
  client = undefined;
});

/** Holds each call of the named agents until `count` of them have arrived: a run that made them one after another never gets past the first. */
function barrier(model: LanguageModel, isHeld: (options: CallOptions) => boolean, count: number): LanguageModel {
  const waiting: Array<() => void> = [];
  const hold = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === count) for (const release of waiting) release();
    });
  return {
    ...model,
    async doGenerate(options): Promise<GenerateResult> {
      if (isHeld(options)) await hold();
      return model.doGenerate(options);
    },
  };
}

const subAgentIds = (options: CallOptions) => [
  ...new Set(
    toolResults(options)
      .join('\n')
      .match(/sub-agent-[0-9a-f]{8}/g) ?? [],
  ),
];

/**
 * A Coordinator that plans, creates the sub-agents of `create`, assigns them "Study anodes" and "Study cathodes"
 * at once and completes; the sub-agents answer `subAgentAnswer`. Run through `barrier`, their calls overlap.
 */
async function runAssignedPair(create: ReturnType<typeof calling>, subAgentAnswer: (options: CallOptions) => string) {
  const model = createScriptedModel([], {
    respond: (options, index) => {
      if (agentOfCall(options) !== 'Coordinator') return subAgentAnswer(options);
      const script = [plan(['split', []]), create];
      if (index < script.length) return script[index];
      if (!toolResults(options).some((result) => result.startsWith('Completed'))) {
        const [first, second] = subAgentIds(options);
        return calling([
          'assign_task',
          {
            assignments: [
              { agent_id: first, task: 'Study anodes' },
              { agent_id: second, task: 'Study cathodes', task_id: 'c' },
            ],
          },
        ]);
      }
      return lastUser(options).includes('complete_task') ? complete : done('split');
    },
  });
  const held = barrier(model, (options) => agentOfCall(options) !== 'Coordinator', 2);
  client = await scriptedServer(held as typeof model);
  const response = await client.post('/v1/agent/completions', {
    agent_config: { agent_name: 'Coordinator', model_name: 'gpt-4.1', max_loops: 'auto' },
    task: 'Survey batteries.',
  });
  expect(response.status).toBe(200);
  return { model, server: client.server };
}

describe('sub-agents (create_sub_agent_tool, assign_task_tool)', () => {
  it('runs two assigned sub-agents at the same time and feeds their results back', async () => {
    const create = calling([
      'create_sub_agent',
      {
        agents: [
          { agent_name: 'Anode', agent_description: 'anodes' },
          { agent_name: 'Cathode', agent_description: 'cathodes', system_prompt: 'You study cathodes.' },
        ],
      },
    ]);
    const { model } = await runAssignedPair(create, (options) => `${agentOfCall(options)} findings`);
    const children = model.calls.filter((call) => agentOfCall(call) !== 'Coordinator');
    expect(children.map(agentOfCall).sort()).toEqual(['Anode', 'Cathode']);
    expect(children.map(lastUser).sort()).toEqual(['Study anodes', 'Study cathodes']);
    expect(children.find((call) => agentOfCall(call) === 'Cathode')?.messages[0].content).toContain('You study cathodes.');
    const assigned = toolResults(model.calls[model.calls.length - 2]).at(-1);
    expect(assigned).toContain('[Anode] Task task-1:\nResult: Anode findings');
    expect(assigned).toContain('[Cathode] Task c:\nResult: Cathode findings');
  });

  it('journals two same-name sub-agents running at once each under its own node, with its own calls', async () => {
    const create = calling([
      'create_sub_agent',
      {
        agents: [
          { agent_name: 'Cell', agent_description: 'cells' },
          { agent_name: 'Cell', agent_description: 'cells' },
        ],
      },
    ]);
    const { server } = await runAssignedPair(create, (options) => `${lastUser(options)} findings`);
    const [request] = await server.deps.journal.list('default');
    const cells: JournalNode[] = [];
    const visit = (node: JournalNode) => {
      if (node.kind === 'agent' && node.name === 'Cell') cells.push(node);
      node.children.forEach(visit);
    };
    visit(request);
    const callsOf = (cell: JournalNode) => cell.children.filter((node) => node.kind === 'provider-call').map((node) => node.output);
    expect(cells.map((cell) => [cell.output, callsOf(cell)]).sort()).toEqual([
      ['Study anodes findings', ['Study anodes findings']],
      ['Study cathodes findings', ['Study cathodes findings']],
    ]);
  });

  it('answers an assignment to an unknown id with the ids there are', async () => {
    const model = createScriptedModel([
      plan(['a', []]),
      calling(['create_sub_agent', { agents: [{ agent_name: 'Helper', agent_description: 'helps' }] }]),
      calling(['assign_task', { assignments: [{ agent_id: 'sub-agent-nope', task: 'x' }] }]),
      done('a'),
      complete,
    ]);
    client = await scriptedServer(model);
    await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Coordinator', max_loops: 'auto' }, task: 'Survey batteries.' });
    expect(toolResults(model.calls[3]).at(-1)).toMatch(/^Error: no sub-agent has the id 'sub-agent-nope'\. The sub-agents are: sub-agent-[0-9a-f]{8}\.$/);
  });
});

describe('handoffs (Agent._handoff_task_tool, handoffs_tool.handoff_task)', () => {
  const handoffs = [
    { agent_name: 'Billing-Specialist', description: 'Handles billing', system_prompt: 'You resolve billing issues.' },
    { agent_name: 'Technical-Support', description: 'Handles log-ins', system_prompt: 'You fix log-in issues.' },
  ];

  it('offers handoff_task with the agents named, runs the named ones as children and feeds their answers back', async () => {
    const model = createScriptedModel([], {
      respond: (options) => {
        const agent = agentOfCall(options);
        if (agent !== 'Support-Triage') return `${agent} resolved it`;
        if (!options.messages.some((message) => message.role === 'tool')) {
          return calling([
            'handoff_task',
            {
              handoffs: [
                { agent_name: 'Billing-Specialist', task: 'Refund the double charge', reasoning: 'billing' },
                { agent_name: 'Technical-Support', task: 'Restore log-in', reasoning: 'log-in' },
              ],
            },
          ]);
        }
        return 'Both issues are resolved.';
      },
    });
    client = await scriptedServer(model);
    const response = await client.post('/v1/agent/completions', {
      agent_config: { agent_name: 'Support-Triage', max_loops: 1, handoffs },
      task: 'Double-charged and cannot log in.',
    });
    expect(response.status).toBe(200);
    const [first] = model.calls;
    expect(first.tools?.map((tool) => tool.name)).toEqual(['handoff_task']);
    // agent_name is a free string, as the framework's schema has it: the names are in the instructions, not an enum.
    const { handoffs: list } = ((first.tools ?? [])[0].parameters as { properties: { handoffs: { items: { properties: Record<string, unknown> } } } }).properties;
    expect(list.items.properties.agent_name).toEqual({ type: 'string', description: 'The agent, exactly as listed in your instructions' });
    expect(first.messages[0].content).toContain('- Billing-Specialist: Handles billing');
    expect(model.calls.slice(1, 3).map(agentOfCall).sort()).toEqual(['Billing-Specialist', 'Technical-Support']);
    const result = toolResults(model.calls[3])[0];
    expect(result).toContain('Agent: Billing-Specialist\nReasoning: billing\nTask: Refund the double charge\nResponse:\nBilling-Specialist resolved it');
    expect(result).toContain('Technical-Support resolved it');
    expect(response.body.outputs.at(-1).content).toBe('Both issues are resolved.');
  });

  it('refuses a handoff to an agent that is not listed, running none', async () => {
    const model = createScriptedModel([calling(['handoff_task', { handoffs: [{ agent_name: 'Nobody', task: 't', reasoning: 'r' }] }]), 'ok']);
    client = await scriptedServer(model);
    await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Support-Triage', handoffs }, task: 'Help.' });
    expect(model.calls).toHaveLength(2);
    expect(toolResults(model.calls[1])[0]).toBe("Handoff refused:\n- There is no agent 'Nobody'. The agents are: Billing-Specialist, Technical-Support.");
  });

  it('gives an autonomous agent handoff_task beside the loop tools', async () => {
    const model = createScriptedModel([], {
      respond: (options, index) => {
        if (agentOfCall(options) !== 'Auto') return 'billing done';
        return [plan(['a', []]), calling(['handoff_task', { handoffs: [{ agent_name: 'Billing-Specialist', task: 'Refund', reasoning: 'r' }] }]), done('a'), complete][
          index - (index > 2 ? 1 : 0)
        ];
      },
    });
    client = await scriptedServer(model);
    const response = await client.post('/v1/agent/completions', { agent_config: { agent_name: 'Auto', max_loops: 'auto', handoffs }, task: 'Help.' });
    expect(response.status).toBe(200);
    expect(model.calls[0].tools?.map((tool) => tool.name)).toContain('handoff_task');
    expect(toolResults(model.calls[3]).at(-1)).toContain('Response:\nbilling done');
  });
});
