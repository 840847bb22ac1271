import { describe, expect, it } from 'vitest';
import { createScriptedModel, type ScriptedModel } from '../../../src/providers/scripted/index.js';
import { agentOf, promptOf, scriptedServer } from '../../support/scripted-swarm.js';

/** A model whose agents say what `lines` gives them (else "<agent> here"), so a test decides who mentions whom. */
function chatScript(lines: Record<string, string>): ScriptedModel {
  return createScriptedModel([], { respond: (options) => lines[agentOf(options)] ?? `${agentOf(options)} here` });
}

async function chat(model: ScriptedModel, names: string[], task: string, maxLoops = 1) {
  const client = await scriptedServer(model);
  try {
    const agents = names.map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));
    return await client.post('/v1/swarm/completions', { name: 'chat', swarm_type: 'InteractiveGroupChat', agents, task, max_loops: maxLoops });
  } finally {
    await client.server.close();
  }
}

describe('InteractiveGroupChat: @name mentions pick the next speaker (CONTRACT section 10)', () => {
  it('hands the floor to an agent mentioned in a message at once, ahead of the rest of the round', async () => {
    const model = chatScript({ A: '@C, what do you make of the lake?' });
    const response = await chat(model, ['A', 'B', 'C'], 'Plan a city park.');
    expect(response.status).toBe(200);
    expect(model.calls.map(agentOf)).toEqual(['A', 'C', 'B']);
    expect(promptOf(model.calls[1])).toContain('@C, what do you make of the lake?');
  });

  it('takes a mention to be of the agent with exactly that name, not of one whose name it starts', async () => {
    const model = chatScript({});
    await chat(model, ['Al', 'Alice'], '@Alice, open the discussion.');
    expect(model.calls.map(agentOf)).toEqual(['Alice']);
  });
});
