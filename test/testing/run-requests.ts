import type { SwarmsLocal } from '../../src/testing/index.js';

/** Posts a JSON body to a swarms-local handle with its headers; returns status and parsed body. */
export async function post(local: SwarmsLocal, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${local.url}${path}`, { method: 'POST', headers: { ...local.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const agent = (name: string, extra: Record<string, unknown> = {}) => ({ agent_name: name, model_name: 'gpt-4.1', max_tokens: 40, ...extra });

/** A HierarchicalSwarm with a director and two workers (the director plans, the workers run, the director reviews). */
export const hierarchicalSwarm = (task = 'Write a short report on home solar panels.') => ({
  name: 'report-team',
  swarm_type: 'HierarchicalSwarm',
  task,
  max_loops: 1,
  agents: [agent('Director', { role: 'director', model_name: 'gpt-5.4' }), agent('Researcher'), agent('Writer', { model_name: 'gpt-4.1-mini' })],
});

/** A swarm of `names` agents of `swarmType`. */
export const swarmOf = (swarmType: string, names: string[], task = 'Summarise the state of battery storage.') => ({
  name: 'team',
  swarm_type: swarmType,
  task,
  max_loops: 1,
  agents: names.map((name) => agent(name)),
});

/** One agent with the built-in search tool, whose synthetic answer searches for the task. */
export const searchingAgent = (task: string) => ({ agent_config: agent('Searcher'), tools_enabled: ['auto_search'], task });
