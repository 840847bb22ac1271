import type { ScriptedModel } from '../../src/providers/scripted/index.js';
import { agentOf, promptOf, scriptedServer } from './scripted-swarm.js';

/** Three plain agents, A, B and C. */
export const threeAgents = ['A', 'B', 'C'].map((name) => ({ agent_name: name, description: `Agent ${name}`, system_prompt: `You are ${name}.` }));

/** Runs one swarm request against a server whose every model call goes to `model`. */
export async function runSwarm(model: ScriptedModel, spec: Record<string, unknown>) {
  const client = await scriptedServer(model);
  try {
    return await client.post('/v1/swarm/completions', { name: 'test', agents: threeAgents, task: 'Plan a city park.', ...spec });
  } finally {
    await client.server.close();
  }
}

/** Every model call as [agent, the last user message it saw], in call order. */
export const callsOf = (model: ScriptedModel) => model.calls.map((call) => [agentOf(call), promptOf(call)]);

/** Who was called, in order. */
export const speakersOf = (model: ScriptedModel) => model.calls.map(agentOf);

/** The output entries as [role, content] pairs. */
export const entriesOf = (output: Array<{ role: string; content: string }>) => output.map((entry) => [entry.role, entry.content]);
