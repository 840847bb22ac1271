import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useSwarmsLocal } from 'swarms-local/testing/vitest';
import { afterAll, describe, expect, it } from 'vitest';

// docs/testing.md's worked example, run against the built package. Its golden file goes to a temporary
// directory here (a project commits it, e.g. test/golden/report-team.json).
const goldenDirectory = mkdtempSync(join(tmpdir(), 'report-team-golden-'));
const golden = join(goldenDirectory, 'report-team.json');
afterAll(() => rmSync(goldenDirectory, { recursive: true, force: true }));

const swarms = useSwarmsLocal({ frozenAt: '2026-03-01T09:00:00Z', seed: 1, printSpend: false });

const reportTeam = {
  name: 'report-team',
  swarm_type: 'HierarchicalSwarm',
  task: 'Write a short report on home solar panels.',
  max_loops: 1,
  agents: [
    { agent_name: 'Director', role: 'director', model_name: 'gpt-5.4', max_tokens: 40 },
    { agent_name: 'Researcher', model_name: 'gpt-4.1', max_tokens: 40 },
    { agent_name: 'Writer', model_name: 'gpt-4.1-mini', max_tokens: 40 },
  ],
};

async function runReportTeam() {
  const local = swarms();
  const response = await fetch(`${local.url}/v1/swarm/completions`, {
    method: 'POST',
    headers: { ...local.headers, 'content-type': 'application/json' },
    body: JSON.stringify(reportTeam),
  });
  const { job_id } = await response.json();
  return local.run(job_id);
}

describe('the report team', () => {
  it('lets the director plan first, then its workers, none for more than three turns', async () => {
    const run = await runReportTeam();
    expect(run).toHaveEnded('succeeded');
    expect(run).toHaveCalledAgent('Director');
    expect(run).toHaveCalledAgentBefore('Director', 'Writer');
    // The built-in Director plans and reviews; the team's own Director is a worker its plan may order: 3 at most.
    expect(run).toHaveNoAgentOverTurns(3);
    expect(run).toCostLessThan(0.05);
    expect(run).not.toHaveCalledTool('web_scraper');
  });

  it('behaves as its golden run does: written the first time, matched after a reset', async () => {
    // The golden file is written by this first run (a project commits it; under CI a missing one fails).
    process.env.SWARMS_LOCAL_UPDATE_GOLDEN = '1';
    try {
      expect(await runReportTeam()).toMatchGoldenRun(golden);
    } finally {
      delete process.env.SWARMS_LOCAL_UPDATE_GOLDEN;
    }
    expect(JSON.parse(readFileSync(golden, 'utf8')).swarmType).toBe('HierarchicalSwarm');
    await swarms().reset();
    swarms().clock.freeze('2026-03-01T09:00:00Z');
    expect(await runReportTeam()).toMatchGoldenRun(golden);
  });
});
