import { describe, expect, it } from 'vitest';
import { DROPPED_SWARM_TYPES } from '../../src/contract/schemas/enums.js';
import { useTestServer } from '../support/test-server.js';

/** The list `examples/swarm-types.mdx` of the hosted documentation shows `GET /v1/swarms/available` answering. */
const DOCUMENTED_SWARM_TYPES = [
  'AgentRearrange',
  'MixtureOfAgents',
  'SequentialWorkflow',
  'ConcurrentWorkflow',
  'GroupChat',
  'MultiAgentRouter',
  'AutoSwarmBuilder',
  'HierarchicalSwarm',
  'auto',
  'MajorityVoting',
  'CouncilAsAJudge',
  'HeavySwarm',
  'BatchedGridWorkflow',
  'LLMCouncil',
  'DebateWithJudge',
  'RoundRobin',
  'PlannerWorkerSwarm',
];

describe('GET /v1/swarms/available', () => {
  const client = useTestServer({ seed: 8 });

  it("lists the documentation's swarm types, in its order", async () => {
    expect((await client().get('/v1/swarms/available')).body.swarm_types).toEqual(DOCUMENTED_SWARM_TYPES);
  });

  it.each(DROPPED_SWARM_TYPES)('still runs %s, which the framework dropped and the list leaves out', async (swarmType) => {
    const agents = [
      { agent_name: 'Researcher', max_tokens: 40 },
      { agent_name: 'Writer', max_tokens: 40 },
    ];
    const response = await client().post('/v1/swarm/completions', { swarm_type: swarmType, agents, task: 'Outline a launch plan.', max_loops: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', swarm_type: swarmType });
  });
});
