import { describe, expect, it } from 'vitest';
import { createScriptedModel, type ScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf, promptOf, scriptedServer } from '../../support/scripted-swarm.js';

/** A model whose agents say what `lines` gives them (else "<agent> here"), so a test decides who mentions whom. */
function chatScript(lines: Record<string, string>): ScriptedModel {
  return createScriptedModel([], { respond: (options) => lines[agentOf(options)] ?? `${agentOf(options)} here` });
}

async function chat(model: ScriptedModel, names: string[], task: string) {
  const client = await scriptedServer(model);
  try {
    const agents = names.map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));
    return await client.post('/v1/swarm/completions', { name: 'chat', swarm_type: 'InteractiveGroupChat', agents, task });
  } finally {
    await client.server.close();
  }
}

describe('InteractiveGroupChat: @mentions in the task pick the speakers (InteractiveGroupChat._extract_mentions)', () => {
  it('a mention in a reply picks no one: the speakers are fixed by the task', async () => {
    const model = chatScript({ A: '@C, what do you make of the lake?' });
    const response = await chat(model, ['A', 'B', 'C'], 'Plan a city park.');
    expect(response.status).toBe(200);
    expect(model.calls.map(agentOf)).toEqual(['A', 'B', 'C']);
  });

  it('takes a mention to be of the agent with exactly that name, not of one whose name it starts', async () => {
    const model = chatScript({});
    await chat(model, ['Al', 'Alice'], '@Alice, open the discussion.');
    expect(model.calls.map(agentOf)).toEqual(['Alice']);
  });

  it("opens the transcript every speaker reads with the framework's System entry: the chat's name and purpose, each agent with its system prompt", async () => {
    const model = chatScript({});
    const client = await scriptedServer(model);
    try {
      const agents = ['A', 'B'].map((name) => ({ agent_name: name, system_prompt: `You are ${name}.` }));
      await client.post('/v1/swarm/completions', {
        name: 'Park chat',
        description: 'Plans parks',
        swarm_type: 'InteractiveGroupChat',
        agents,
        task: 'Plan a city park.',
        multi_agent_collab_prompt: false,
      });
    } finally {
      await client.server.close();
    }
    const opening = 'System: Group chat: Park chat\nPurpose: Plans parks\nAgents in the chat:\n- A: You are A.\n- B: You are B.';
    for (const call of model.calls) expect(promptOf(call).startsWith(`${opening}\n\nUser: Plan a city park.`)).toBe(true);
    // The output is what agents said: the opening entry is read, not returned.
    expect(model.calls).toHaveLength(2);
  });
});
