import { afterEach, describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../../src/providers/scripted/index.js';
import { scriptedServer } from '../../support/scripted-swarm.js';
import type { TestClient } from '../../support/test-server.js';
import { agentOfCall, complete, done, lastUser, plan } from './loop-script.js';

let client: TestClient | undefined;
afterEach(async () => {
  await client?.server.close();
});

const SPECIALISTS = ['Benjamin', 'Charlotte', 'Elizabeth', 'Harper', 'Henry', 'Jack', 'James', 'Lucas', 'Luna', 'Mia', 'Noah', 'Olivia', 'Owen', 'Sebastian', 'William'];

describe('HeavySwarm heavy variant (heavy_swarm_agents._build_agent: workers with max_loops="auto")', () => {
  it('runs each of its fifteen workers through the autonomous loop on its question; Grok synthesises their summaries', async () => {
    const model = createScriptedModel([], {
      respond: (options) => {
        if (typeof options.toolChoice === 'object') {
          const properties = (options.tools ?? [])[0].parameters.properties as Record<string, unknown>;
          const questions = Object.keys(properties).map((key) => [key, key === 'thinking' ? 'plan' : `${key.replace('_question', '')}-q`]);
          return { content: [{ type: 'tool-call', id: 'questions', name: options.toolChoice.name, arguments: JSON.stringify(Object.fromEntries(questions)) }] };
        }
        const agent = agentOfCall(options) ?? '';
        if (!options.tools?.some((tool) => tool.name === 'create_plan')) return `${agent} report`;
        const answered = options.messages.filter((message) => message.role === 'assistant').length;
        return [
          plan(['answer', []]),
          done('answer'),
          { ...complete, content: [{ ...complete.content![0], arguments: JSON.stringify({ task_id: 'q', summary: `${agent} summary`, success: true }) }] },
        ][answered];
      },
    });
    client = await scriptedServer(model);
    const response = await client.post('/v1/swarm/completions', {
      swarm_type: 'HeavySwarm',
      heavy_swarm_variant: 'heavy',
      task: 'Assess home batteries.',
      agents: [{ agent_name: 'Ignored' }],
    });
    expect(response.status).toBe(200);
    const workerCalls = model.calls.filter((call) => SPECIALISTS.includes(agentOfCall(call) ?? ''));
    expect(workerCalls).toHaveLength(15 * 3);
    const harper = workerCalls.filter((call) => agentOfCall(call) === 'Harper');
    expect(harper[0].messages[1].role).toBe('user');
    expect(harper[0].messages[1].content).toMatch(/\] Human: harper-q/);
    expect(lastUser(harper[0])).toContain('create_plan');
    expect(agentOfCall(model.calls.at(-1)!)).toBe('Grok');
    expect(lastUser(model.calls.at(-1)!)).toContain('Harper: Task: q');
    const entries = response.body.output.filter((entry: { role: string }) => SPECIALISTS.includes(entry.role));
    expect(entries).toHaveLength(15);
    expect(entries.find((entry: { role: string }) => entry.role === 'Harper').content).toContain('Harper summary');
    expect(response.body.number_of_agents).toBe(16);
  });
});
