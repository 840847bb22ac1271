import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../src/testing/index.js';
import { post, swarmOf } from '../testing/run-requests.js';

// Issue 43 ("Also"): the admin diff of two runs of 20,000 sub-agents each answered 49 MB after 2.4 s of the main
// thread. It answers a page of aligned steps now, at most runDiffSteps of them, saying how to ask for the next.

let local: SwarmsLocal;
beforeAll(async () => {
  local = await createSwarmsLocal({ seed: 0, runDiffSteps: 10 });
});
afterAll(() => local.close());

const names = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const diff = async (query: string) => {
  const response = await fetch(`${local.url}/_swarms-local/runs/diff?${query}`, { headers: local.headers });
  return { status: response.status, body: await response.json() };
};

describe('the admin diff of two long runs', () => {
  it('answers at most runDiffSteps aligned steps, with where the page sits and how many steps differ', async () => {
    const a = await post(local, '/v1/swarm/completions', swarmOf('ConcurrentWorkflow', names(30, 'Analyst')));
    const b = await post(local, '/v1/swarm/completions', swarmOf('ConcurrentWorkflow', [...names(25, 'Analyst'), ...names(5, 'Critic')]));
    const first = await diff(`a=${a.body.job_id}&b=${b.body.job_id}`);
    expect(first.status).toBe(200);
    expect(first.body.diff.steps).toHaveLength(10);
    expect(first.body.diff.stepPage).toMatchObject({ offset: 0, limit: 10, nextOffset: 10 });
    expect(first.body.diff.stepPage.total).toBeGreaterThan(30);
    expect(first.body.diff.stepPage.differing).toBeGreaterThan(0);
    expect(first.body.diff.agents.added).toEqual(names(5, 'Critic'));
    expect(first.body.text).toContain(`(steps 1–10 of ${first.body.diff.stepPage.total}`);
    const last = await diff(`a=${a.body.job_id}&b=${b.body.job_id}&steps_offset=${first.body.diff.stepPage.total - 3}`);
    expect(last.body.diff.steps).toHaveLength(3);
    expect(last.body.diff.stepPage.nextOffset).toBeNull();
  });

  it('refuses a page larger than the bound, naming it', async () => {
    const refused = await diff('a=last&b=last&steps_limit=11');
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('bound of 10 steps a page (runDiffSteps)');
  });
});
