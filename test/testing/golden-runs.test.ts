import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertMatchesGolden, compareWithGolden, createSwarmsLocal, RunAssertionError, type SwarmsLocal, UPDATE_GOLDEN_ENV } from '../../src/testing/index.js';
import '../../src/testing/vitest.js';
import { hierarchicalSwarm, post, searchingAgent } from './run-requests.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-golden-'));
let local: SwarmsLocal;
const golden = (name: string) => join(directory, name);

/** Runs `body` on a freshly reset server (same seed, same frozen clock) and returns its view. */
async function freshRun(path: string, body: unknown) {
  await local.reset();
  local.clock.freeze('2026-03-01T09:00:00Z');
  await post(local, path, body);
  return local.run();
}

beforeAll(async () => {
  local = await createSwarmsLocal();
});
afterAll(async () => {
  await local.close();
  rmSync(directory, { recursive: true, force: true });
});
const saved = { ci: process.env.CI, update: process.env[UPDATE_GOLDEN_ENV] };
beforeEach(() => {
  delete process.env.CI;
  delete process.env[UPDATE_GOLDEN_ENV];
});
afterEach(() => {
  for (const [name, value] of [
    ['CI', saved.ci],
    [UPDATE_GOLDEN_ENV, saved.update],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('golden runs', () => {
  it('writes a missing golden file: readable JSON without ids, job ids, timestamps or latencies', async () => {
    const run = await freshRun('/v1/swarm/completions', hierarchicalSwarm());
    expect(compareWithGolden(run, golden('report.json')).status).toBe('written');
    const text = readFileSync(golden('report.json'), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const record = JSON.parse(text);
    expect(record).toMatchObject({ endpoint: '/v1/swarm/completions', swarmType: 'HierarchicalSwarm', state: 'succeeded', agents: run.agents.map((agent) => agent.name) });
    for (const leaked of [run.id, String(run.jobId), '2026-03-01', 'latencyMs', 'durationMs', 'startedAt', 'call_']) expect(text).not.toContain(leaked);
  });

  it('matches the same request replayed, and the matcher passes', async () => {
    const first = await freshRun('/v1/swarm/completions', hierarchicalSwarm());
    assertMatchesGolden(first, golden('replay.json'));
    const replay = await freshRun('/v1/swarm/completions', hierarchicalSwarm());
    expect(compareWithGolden(replay, golden('replay.json')).status).toBe('matched');
    expect(replay).toMatchGoldenRun(golden('replay.json'));
  });

  it('fails on a changed tool argument with a structural diff naming the argument and the deltas', async () => {
    assertMatchesGolden(await freshRun('/v1/agent/completions', searchingAgent('Search the web for solar panel prices')), golden('search.json'));
    const changed = await freshRun('/v1/agent/completions', searchingAgent('Search the web for wind turbine prices'));
    let message = '';
    try {
      assertMatchesGolden(changed, golden('search.json'));
    } catch (error) {
      expect(error).toBeInstanceOf(RunAssertionError);
      message = (error as Error).message;
    }
    expect(message).toContain(`The run differs from golden run ${golden('search.json')} (rewrite it with ${UPDATE_GOLDEN_ENV}=1, or vitest -u)`);
    expect(message).toMatch(/~ +tool auto_search\(\{"query":"[^"]*wind[^"]*"\}\)/);
    expect(message).toMatch(/arguments\.query: "[^"]*solar[^"]*" → "[^"]*wind[^"]*"/);
    expect(message).toMatch(/tokens: \d+ in \/ \d+ out → \d+ in \/ \d+ out \([+-]\d+ \/ [+-]\d+\)/);
    expect(message).toMatch(/cost: \d\.\d{6} → \d\.\d{6} \([+-]\d\.\d{6}\)/);
    expect(() => expect(changed).toMatchGoldenRun(golden('search.json'))).toThrow(/arguments\.query/);
  });

  it('rewrites the file in update mode (the env var or the option), after which the run matches', async () => {
    const original = await freshRun('/v1/agent/completions', searchingAgent('Search the web for solar panel prices'));
    assertMatchesGolden(original, golden('update.json'));
    const changed = await freshRun('/v1/agent/completions', searchingAgent('Search the web for tidal power'));
    expect(compareWithGolden(changed, golden('update.json')).status).toBe('differs');
    process.env[UPDATE_GOLDEN_ENV] = '1';
    expect(compareWithGolden(changed, golden('update.json')).status).toBe('written');
    delete process.env[UPDATE_GOLDEN_ENV];
    expect(compareWithGolden(changed, golden('update.json')).status).toBe('matched');
    expect(compareWithGolden(original, golden('update.json'), { update: true }).status).toBe('written');
    expect(compareWithGolden(original, golden('update.json')).status).toBe('matched');
  });

  it('refuses to write a missing golden file under CI, and names a file it cannot read', async () => {
    const run = await freshRun('/v1/agent/completions', searchingAgent('Search the web for solar panel prices'));
    process.env.CI = 'true';
    const outcome = compareWithGolden(run, golden('never-written.json'));
    expect(outcome).toMatchObject({ pass: false, status: 'missing' });
    expect(outcome.message).toContain('never-written.json does not exist, and CI is set');
    expect(existsSync(golden('never-written.json'))).toBe(false);
    writeFileSync(golden('broken.json'), '{ not json');
    expect(() => compareWithGolden(run, golden('broken.json'))).toThrow(/Golden run .*broken\.json is not a golden file/);
  });

  it.each([
    ['an object without the run record fields', '{"endpoint": "/v1/agent/completions"}', /lacks agents, tokens, cost, steps/],
    ['JSON that is not an object', '[]', /not a JSON object/],
  ])('names a golden file that is %s, instead of failing inside the diff', async (_case, text, reason) => {
    const run = await freshRun('/v1/agent/completions', searchingAgent('Search the web for solar panel prices'));
    writeFileSync(golden('not-a-record.json'), text);
    const attempt = () => compareWithGolden(run, golden('not-a-record.json'));
    expect(attempt).toThrow(RunAssertionError);
    expect(attempt).toThrow(/Golden run .*not-a-record\.json is not a golden file this helper wrote/);
    expect(attempt).toThrow(reason);
  });
});

describe('golden runs through the admin plane (what the Python plugin calls)', () => {
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${local.url}/_swarms-local${path}`, { ...init, headers: { ...local.headers, 'content-type': 'application/json' } });

  it('serves the record of a run as the exact bytes the TypeScript helper writes to a golden file', async () => {
    const run = await freshRun('/v1/swarm/completions', hierarchicalSwarm());
    compareWithGolden(run, golden('served.json'), { update: true });
    const body = await (await admin('/runs/last/view')).json();
    expect(body.record_text).toBe(readFileSync(golden('served.json'), 'utf8'));
    expect(body.record.swarmType).toBe('HierarchicalSwarm');
  });

  it('compares a run with a posted golden record: identical for a replay, the diff golden → this run otherwise', async () => {
    await freshRun('/v1/swarm/completions', hierarchicalSwarm());
    const { record } = await (await admin('/runs/last/view')).json();
    await freshRun('/v1/swarm/completions', hierarchicalSwarm());
    const same = await (await admin('/runs/last/compare', { method: 'POST', body: JSON.stringify({ golden: record }) })).json();
    expect(same.identical).toBe(true);
    const changed = await (await admin('/runs/last/compare', { method: 'POST', body: JSON.stringify({ golden: { ...record, swarmType: 'SequentialWorkflow' } }) })).json();
    expect(changed.identical).toBe(false);
    expect(changed.text).toContain('golden → this run:');
    expect(changed.diff.run).toContainEqual({ field: 'swarmType', a: 'SequentialWorkflow', b: 'HierarchicalSwarm' });
  });

  it('refuses a golden that is not a run record, naming what it lacks', async () => {
    await freshRun('/v1/swarm/completions', hierarchicalSwarm());
    const refused = await admin('/runs/last/compare', { method: 'POST', body: JSON.stringify({ golden: { endpoint: '/v1/swarm/completions' } }) });
    expect(refused.status).toBe(422);
    expect((await refused.json()).detail).toContain('it lacks agents, tokens, cost, steps');
  });
});
