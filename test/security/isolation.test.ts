import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { adminRoutes } from '../../src/http/routes/admin/index.js';
import { allRoutes } from '../../src/http/routes/index.js';
import { maskKey } from '../../src/security/secrets.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

/** A user with several keys and what its runs left behind: names no other user's text could contain by chance. */
interface User {
  name: string;
  keys: string[];
  initialCredit: number;
  agent: string;
  task: string;
  jobs: string[];
  spent: number;
}

/** Every GET endpoint (API and admin plane) without path parameters: new ones are covered as they appear. */
// A live feed (the dashboard's SSE) never ends, so it cannot be read whole: test/dashboard/run-feed.test.ts
// checks that it tells a key only of its own user's runs.
const READ_PATHS = [...allRoutes(), ...adminRoutes]
  .filter((route) => route.method === 'get' && !route.path.includes(':') && !(route.streams && route.path.endsWith('/events')))
  .map((route) => route.path)
  .concat(['/_swarms-local/journal?download=true', '/v1/swarm/logs?limit=100']);

let client: TestClient;
let users: User[];

beforeAll(async () => {
  client = await createTestClient({ auth: 'strict' });
  const { deps } = client.server;
  const keysOf = async (name: string, index: number) => {
    const keys: string[] = [];
    for (let count = 0; count < 3; count += 1) keys.push((await createApiKey(deps.store, deps.clock, { userName: name, tier: 'premium', credits: 100 + index })).key);
    return keys;
  };
  const names = ['zq-ana', 'zq-ben', 'zq-cho'];
  const keys: string[][] = [];
  for (const [index, name] of names.entries()) keys.push(await keysOf(name, index));
  users = names.map((name, index) => ({
    name,
    keys: keys[index],
    initialCredit: 100 + index,
    agent: `${name}-private-agent`,
    task: `secret task of ${name}`,
    jobs: [],
    spent: 0,
  }));
  for (const user of users) {
    for (const [index, key] of user.keys.entries()) {
      const body = { agent_config: { agent_name: user.agent, max_tokens: 20 }, task: user.task };
      // Each key runs once, one of them in a namespace of the user's own, one as a swarm. (A namespace
      // every user shares no longer exists in strict auth: test/security/namespace-ownership.test.ts.)
      const run =
        index === 2
          ? await client.post('/v1/swarm/completions', { swarm_type: 'SequentialWorkflow', agents: [body.agent_config], task: user.task }, key)
          : await client.request('POST', '/v1/agent/completions', { key, body, headers: index === 1 ? { 'x-swarms-local-namespace': namespaceOf(user) } : {} });
      expect(run.status, run.text).toBe(200);
      user.jobs.push(run.body.job_id);
      user.spent += run.body.usage.total_cost ?? run.body.usage.billing_info?.total_cost ?? 0;
    }
  }
});
afterAll(() => client.server.close());

/** The namespace a user runs one request in. */
const namespaceOf = (user: User) => `${user.name}-ns`;

/** Everything one key can read, in the default namespace and in its user's own. */
async function everythingSeenBy(user: User, key: string): Promise<string> {
  const own = { 'x-swarms-local-namespace': namespaceOf(user) };
  const reads = READ_PATHS.flatMap((path) => [client.request('GET', path, { key }), client.request('GET', path, { key, headers: own })]);
  return (await Promise.all(reads)).map((response) => `${response.status} ${response.text}`).join('\n');
}

describe('isolation between users (three users, three keys each)', () => {
  it('reads every GET endpoint (API and admin plane) in more than one namespace', () => {
    expect(READ_PATHS).toEqual(
      expect.arrayContaining(['/v1/swarm/logs', '/v1/agents/list', '/v1/account/credits', '/v1/account/metrics/summary', '/v1/rate/limits', '/_swarms-local/journal']),
    );
  });

  it("shows each key its own user's logs, agents and journal, and nothing of another user's", async () => {
    for (const user of users) {
      for (const key of user.keys) {
        const seen = await everythingSeenBy(user, key);
        for (const job of user.jobs) expect(seen, `${user.name} does not see its own ${job}`).toContain(job);
        expect(seen).toContain(user.agent);
        for (const other of users.filter((candidate) => candidate !== user)) {
          for (const job of other.jobs) expect(seen, `${user.name} sees ${other.name}'s ${job}`).not.toContain(job);
          expect(seen).not.toContain(other.agent);
          expect(seen).not.toContain(other.task);
          expect(seen).not.toContain(other.name);
          for (const otherKey of other.keys) expect(seen).not.toContain(maskKey(otherKey));
        }
      }
    }
  });

  it('counts usage, rate limits and credits per user across all of its keys, and only its own', async () => {
    for (const user of users) {
      for (const key of user.keys) {
        const [metrics, limits, credits] = await Promise.all(['/v1/account/metrics/summary', '/v1/rate/limits', '/v1/account/credits'].map((path) => client.get(path, key)));
        expect(metrics.body.total_completion_calls).toBe(user.keys.length);
        expect(limits.body.rate_limits.minute.count).toBe(user.keys.length);
        expect(credits.body.credit).toBeCloseTo(user.initialCredit - user.spent, 6);
      }
    }
  });

  it("refuses to reset another user's data through the admin plane, and their logs stay", async () => {
    const [ana, ben] = users;
    const reset = await client.post('/_swarms-local/reset', { scope: 'user', user: ben.name }, ana.keys[0]);
    expect(reset.status).toBe(403);
    expect((await client.get('/v1/swarm/logs', ben.keys[0])).body.logs).toHaveLength(ben.jobs.length);
  });
});
