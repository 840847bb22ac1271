import { describe, expect, it } from 'vitest';
import { createSwarmsLocal } from '../../src/testing/index.js';

const AGENTS = [
  { agent_name: 'Researcher', system_prompt: 'You find facts.' },
  { agent_name: 'Skeptic', system_prompt: 'You question them.' },
  { agent_name: 'Writer', system_prompt: 'You write the summary.' },
];

/** The requests of a session, in order: an agent run, a streamed agent run, swarms (one parallel) and a chat completion. */
const SESSION: Array<[string, unknown]> = [
  ['/v1/agent/completions', { agent_config: AGENTS[0], task: 'Outlook for sodium-ion batteries?' }],
  ['/v1/agent/completions', { agent_config: AGENTS[2], task: 'Summarise heat pumps.', stream: true }],
  ['/v1/swarm/completions', { swarm_type: 'SequentialWorkflow', task: 'Outlook for EV batteries?', agents: AGENTS }],
  ['/v1/swarm/completions', { swarm_type: 'ConcurrentWorkflow', task: 'Risks of grid storage?', agents: AGENTS }],
  ['/v1/swarm/completions', { swarm_type: 'MixtureOfAgents', task: 'Cheapest storage in 2030?', agents: AGENTS, stream: true }],
  ['/v1/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say something about tides.' }] }],
];

/** Every answer of the session as the bytes the client received, from a fresh server. */
async function sessionBytes(options: { seed?: number; frozenAt?: string }): Promise<string[]> {
  const local = await createSwarmsLocal(options);
  try {
    const bodies: string[] = [];
    for (const [path, body] of SESSION) {
      const response = await fetch(`${local.url}${path}`, { method: 'POST', headers: { ...local.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      bodies.push(await response.text());
    }
    return bodies;
  } finally {
    await local.close();
  }
}

describe('determinism', () => {
  it('gives the same bytes for the same seed and a frozen clock: bodies, ids, timestamps, streams', async () => {
    const first = await sessionBytes({ seed: 7, frozenAt: '2026-03-01T12:00:00Z' });
    const second = await sessionBytes({ seed: 7, frozenAt: '2026-03-01T12:00:00Z' });
    expect(second).toEqual(first);
    expect(first[1]).toContain('event: chunk');
  });

  it('changes ids and text with another seed, and times but not ids with a running clock', async () => {
    const base = await sessionBytes({ seed: 7, frozenAt: '2026-03-01T12:00:00Z' });
    const otherSeed = await sessionBytes({ seed: 8, frozenAt: '2026-03-01T12:00:00Z' });
    const jobId = (text: string) => text.match(/"job_id":"([^"]+)"/)?.[1];
    expect(jobId(otherSeed[0])).not.toBe(jobId(base[0]));
    const running = await sessionBytes({ seed: 7 });
    const timestamp = (text: string) => text.match(/"timestamp":"([^"]+)"/)?.[1];
    expect(timestamp(running[0])).not.toBe(timestamp(base[0]));
    expect(jobId(running[0])).toBe(jobId(base[0]));
  });
});
