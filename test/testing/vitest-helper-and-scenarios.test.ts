import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal } from '../../src/testing/index.js';
import { useSwarmsLocal } from '../../src/testing/vitest.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-scenario-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const run = (url: string, headers: Record<string, string>, name = 'A') =>
  fetch(`${url}/v1/agent/completions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ agent_config: { agent_name: name, max_tokens: 20 }, task: 'Hi.' }),
  });

describe('useSwarmsLocal (vitest helper)', () => {
  const swarms = useSwarmsLocal({ seed: 3 });

  it('gives a running server and a key', async () => {
    expect((await run(swarms().url, swarms().headers)).status).toBe(200);
    expect(await swarms().journal()).toHaveLength(1);
  });

  it('resets between tests', async () => {
    expect(await swarms().journal()).toHaveLength(0);
  });
});

const printed: string[] = [];

describe('useSwarmsLocal spend summary', () => {
  const swarms = useSwarmsLocal({ printSpend: (summary) => printed.push(summary) });

  it('runs an agent in each of two tests (the reset between them forgets the first)', async () => {
    expect((await run(swarms().url, swarms().headers, 'First')).status).toBe(200);
  });

  it('runs a second one', async () => {
    expect((await run(swarms().url, swarms().headers, 'Second')).status).toBe(200);
  });
});

describe('after a file that used useSwarmsLocal', () => {
  it('printed the spend of all its tests once, by swarm type and by model', () => {
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^swarms-local spend: 2 run\(s\), \d+ in \/ \d+ out tokens, \d\.\d{6} credits\nby swarm type:\n {2}agent: 2 run\(s\)/);
    expect(printed[0]).toMatch(/by model:\n {2}[\w.-]+: 2 run\(s\)/);
  });
});

describe('scenario files loaded at start-up', () => {
  it('plays a YAML scenario from the first request on', async () => {
    const file = join(directory, 'flaky.yaml');
    writeFileSync(
      file,
      ['name: flaky-start', 'faults:', '  - kind: http-status', '    status: 503', '    match: { callIndex: 1 }', '  - kind: refusal', '    match: { agent: B }', ''].join('\n'),
    );
    const swarms = await createSwarmsLocal({ scenarios: [file] });
    try {
      expect((await run(swarms.url, swarms.headers)).status).toBe(503);
      expect((await run(swarms.url, swarms.headers)).status).toBe(200);
      const refused = await (await run(swarms.url, swarms.headers, 'B')).json();
      expect(refused.outputs[0].content).toMatch(/can't help/);
    } finally {
      await swarms.close();
    }
  });

  it('plays the scenario again from its start after a reset, through the admin plane or the handle', async () => {
    const file = join(directory, 'first-fails.json');
    writeFileSync(file, JSON.stringify({ name: 'first-fails', faults: [{ kind: 'http-status', status: 503, match: { callIndex: 1 } }] }));
    const swarms = await createSwarmsLocal({ scenarios: [file] });
    try {
      expect((await run(swarms.url, swarms.headers)).status).toBe(503);
      expect((await run(swarms.url, swarms.headers)).status).toBe(200);
      const reset = await fetch(`${swarms.url}/_swarms-local/reset`, {
        method: 'POST',
        headers: { ...swarms.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ scope: 'all' }),
      });
      expect(reset.status).toBe(200);
      expect((await run(swarms.url, swarms.headers)).status).toBe(503);
      await swarms.reset();
      expect((await run(swarms.url, swarms.headers)).status).toBe(503);
      expect((await run(swarms.url, swarms.headers)).status).toBe(200);
    } finally {
      await swarms.close();
    }
  });

  it('refuses an invalid scenario file with a message naming the file and the problem', async () => {
    const file = join(directory, 'broken.json');
    writeFileSync(file, JSON.stringify({ name: 'broken', faults: [{ kind: 'explode' }] }));
    await expect(createSwarmsLocal({ scenarios: [file] })).rejects.toThrow(/broken\.json is invalid:\n\s+- faults\[0\]\.kind/);
  });
});
