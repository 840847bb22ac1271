import { describe, expect, it } from 'vitest';
import type { JournalNode } from '../../src/journal/journal-node.js';
import { useTestServer } from '../support/test-server.js';

describe("a HierarchicalSwarm's director in the journal", () => {
  const client = useTestServer({ seed: 2 });

  it('holds its planning call under its own row, which lasts as long as that call, and leaves none on the request row', async () => {
    const response = await client().post('/v1/swarm/completions', {
      task: 'Plan the bakery week',
      swarm_type: 'HierarchicalSwarm',
      agents: [{ agent_name: 'Baker' }, { agent_name: 'Seller' }],
      max_loops: 1,
    });
    expect(response.status).toBe(200);
    const [request] = (await client().get('/_swarms-local/journal?endpoint=/v1/swarm/completions')).body.requests as JournalNode[];
    expect(request.children.map((node) => node.kind)).not.toContain('provider-call');
    const [planner, ...rest] = request.children;
    expect(planner).toMatchObject({ kind: 'agent', name: 'Director' });
    expect(planner.children.map((node) => node.kind)).toEqual(['provider-call']);
    expect(planner.durationMs).toBeGreaterThanOrEqual(planner.children[0].durationMs ?? Number.POSITIVE_INFINITY);
    expect(planner.output).toContain('"orders"');
    // The feedback director's row, last, has its own call too.
    expect(rest[rest.length - 1]).toMatchObject({ kind: 'agent', name: 'Director' });
    expect(rest[rest.length - 1].children.map((node) => node.kind)).toEqual(['provider-call']);
  });
});
