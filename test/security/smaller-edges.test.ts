import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { loadConfig } from '../../src/config/load.js';
import { loadScenarioFile } from '../../src/faults/load-scenario.js';
import { maskPostgresUrl } from '../../src/store/postgres/postgres-url.js';
import { createTestClient } from '../support/test-server.js';

// Issue 32, item 15: the smaller edges. A file named by mistake is never quoted; PostgreSQL's socket URLs
// are accepted; prices cannot be negative; a free key cannot move its own clock past its rate limits.

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-edges-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const SECRET_TEXT = 'root:x:0:0:hunter2-password-line\nsk-live-0123456789abcdefghijkl\n';

function file(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

const messageOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('it was accepted');
};

describe('a scenario or config file that does not parse', () => {
  it('is named with what is wrong, and none of its text is quoted', () => {
    const messages = [
      messageOf(() => loadScenarioFile(file('passwd.json', SECRET_TEXT))),
      messageOf(() => loadScenarioFile(file('passwd.yaml', `a: [${SECRET_TEXT}`))),
      messageOf(() => loadConfig({ file: file('config.json', SECRET_TEXT) })),
      messageOf(() => loadConfig({ file: file('config.yaml', `a: [${SECRET_TEXT}`) })),
    ];
    expect(messages[0]).toBe(`Scenario file ${join(directory, 'passwd.json')} is not valid JSON.`);
    expect(messages[1]).toMatch(/passwd\.yaml is not valid YAML \(.+ at line \d+, column \d+\)\.$/);
    expect(messages[2]).toContain('config.json is not valid JSON.');
    for (const message of messages) expect(message).not.toMatch(/root|hunter2|sk-live/);
  });
});

describe('PostgreSQL socket URLs', () => {
  it('are accepted, and shown with the password masked', () => {
    const socket = 'postgres://team:s3cret-pw@/swarms?host=/var/run/postgresql';
    expect(loadConfig({ flags: { db: socket } }).db).toBe(socket);
    expect(loadConfig({ flags: { db: 'postgresql:///swarms?host=/tmp' } }).db).toBe('postgresql:///swarms?host=/tmp');
    expect(maskPostgresUrl(socket)).toBe('postgres://team:***@/swarms?host=/var/run/postgresql');
    expect(maskPostgresUrl('postgres://team@/swarms?host=/tmp&password=s3cret-pw')).toBe('postgres://team@/swarms?host=/tmp&password=***');
    expect(messageOf(() => loadConfig({ flags: { db: 'postgres://team:s3cret-pw@/?host=/tmp' } }))).toMatch(/names no database/);
  });
});

describe('prices', () => {
  it('cannot be negative, nor a discount outside 0 to 1', () => {
    expect(messageOf(() => loadConfig({ flags: { pricing: { agent_completions_input_cost_per_1m: -6.5 } } }))).toMatch(/pricing\.agent_completions_input_cost_per_1m/);
    expect(messageOf(() => loadConfig({ flags: { pricing: { agent_completions_mcp_cost: -0.1 } } }))).toMatch(/pricing\.agent_completions_mcp_cost/);
    expect(messageOf(() => loadConfig({ flags: { pricing: { night_time_discount: 1.5 } } }))).toMatch(/pricing\.night_time_discount/);
    expect(loadConfig({ flags: { pricing: { search_cost: 0, flex_discount: 0.5 } } }).pricing.search_cost).toBe(0);
  });
});

describe('namespace clocks and the ledger', () => {
  // A free-tier model: gpt-4.1, the AgentSpec default, is premium-only (resources/pricing.mdx).
  const agentRun = { agent_config: { agent_name: 'Counter', model_name: 'gpt-4.1-mini', max_tokens: 16 }, task: 'Count.' };
  const TWO_DAYS = 2 * 24 * 3_600_000;

  /** Fills the free minute, hour and day windows (2 each) in the key's own namespace, then advances that namespace's clock two days. */
  async function fillThenAdvance(options: { auth: 'strict' | 'open'; ledgerClock?: 'namespace' | 'server' }) {
    const client = await createTestClient({ ...options, tier: 'free', rateLimits: { free: { minute: 2, hour: 2, day: 2 }, premium: {} } });
    const key =
      options.auth === 'strict'
        ? (await createApiKey(client.server.deps.store, client.server.deps.clock, { userName: 'free-user', tier: 'free' })).key
        : 'sk-open-free-user-0123456789ab';
    const inOwn = (method: string, path: string, body?: unknown) => client.request(method, path, { key, body, headers: { 'x-swarms-local-namespace': 'own-ns' } });
    for (let index = 0; index < 2; index++) expect((await inOwn('POST', '/v1/agent/completions', agentRun)).status).toBe(200);
    expect((await inOwn('POST', '/v1/agent/completions', agentRun)).status).toBe(429);
    expect((await inOwn('POST', '/_swarms-local/clock', { action: 'advance', ms: TWO_DAYS })).status).toBe(200);
    const after = await inOwn('POST', '/v1/agent/completions', agentRun);
    await client.server.close();
    return after.status;
  }

  it('do not move a strict-auth key past its rate-limit windows: the ledger follows the server clock', async () => {
    expect(await fillThenAdvance({ auth: 'strict' })).toBe(429);
  });

  it('still do in open auth, or when ledgerClock is namespace', async () => {
    expect(await fillThenAdvance({ auth: 'open' })).toBe(200);
    expect(await fillThenAdvance({ auth: 'strict', ledgerClock: 'namespace' })).toBe(200);
  });
});
