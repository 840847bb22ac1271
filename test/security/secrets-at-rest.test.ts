import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { saveSnapshot, type SnapshotFile } from '../../src/snapshot/snapshot.js';
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { createTestClient, type TestClient } from '../support/test-server.js';
import { LIVE_SETTINGS, UPSTREAM, completion } from '../support/openai-upstream.js';
import { startTestMcpServer } from '../support/mcp-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-secrets-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const PROVIDER_KEY = LIVE_SETTINGS.env.TEST_UPSTREAM_KEY;
const API_KEYS = ['sk-user-one-key-aaaaaaaaaaaaaaaa', 'sk-user-one-key-bbbbbbbbbbbbbbbb', 'sk-user-two-key-cccccccccccccccc'];
const MCP_TOKENS = ['mcp-token-0f9e8d7c6b5a4321', 'mcp-token-second-77aa88bb99cc'];
const OAUTH_SECRET = 'oauth-client-secret-5e6f7a8b9c';
const OAUTH_REFRESH = 'oauth-refresh-token-1a2b3c4d5e';
/** A key that has only ever read (open auth registers it on first use). */
const READER_KEY = 'sk-reader-only-key-dddddddddddddd';
const SECRETS = [PROVIDER_KEY, ...API_KEYS, READER_KEY, ...MCP_TOKENS, OAUTH_SECRET, OAUTH_REFRESH];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)]));
}

/** An agent that reaches MCP server `url` with `token` (and OAuth secrets), and is told the provider key. */
const keeper = (url: string, token: string) => ({
  agent_name: 'Keeper',
  max_tokens: 50,
  system_prompt: `Internal note: the upstream key is ${PROVIDER_KEY}.`,
  mcp_config: { url, authorization_token: token, transport: 'streamable_http', oauth: { client_id: 'app', client_secret: OAUTH_SECRET, refresh_token: OAUTH_REFRESH } },
});

/** Every text the API shows a key about its own account and the server: logs, agents, journal, admin views. */
async function viewsOf(client: TestClient, key: string): Promise<Record<string, string>> {
  const paths = [
    '/v1/swarm/logs',
    '/v1/agents/list',
    '/v1/account/metrics/summary',
    '/_swarms-local/journal?download=true',
    '/_swarms-local/config',
    '/_swarms-local/info',
    '/_swarms-local/fixtures/usage',
  ];
  const texts = await Promise.all(paths.map(async (path) => (await client.get(path, key)).text));
  return Object.fromEntries(paths.map((path, index) => [`${path} as …${key.slice(-6)}`, texts[index]]));
}

describe('secrets at rest', () => {
  it('never stores a provider key, API key, MCP token or OAuth secret unmasked: tables, database bytes, fixtures, snapshot, journal, logs, stderr', async () => {
    const mcpServers = await Promise.all(MCP_TOKENS.map((token) => startTestMcpServer(token)));
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) =>
        body.tools && body.messages.at(-1).role === 'user'
          ? completion('', { toolCalls: [{ id: 'c1', name: 'lookup_inventory', arguments: '{"sku":"A-1"}' }] })
          : // A model that repeats its whole prompt: the provider key and the tokens come back in its answer.
            completion(`Done. (echo: ${JSON.stringify(body.messages)})`),
      );
    const stderr: string[] = [];
    const db = join(directory, 'secrets.db');
    const fixtures = join(directory, 'fixtures');
    const client = await createTestClient({ ...LIVE_SETTINGS, mode: 'record', fixturesDir: fixtures, db });
    const originalWrite = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    const places: Record<string, string> = {};
    try {
      for (const [index, key] of API_KEYS.entries()) {
        const mcp = mcpServers[index % mcpServers.length];
        const token = MCP_TOKENS[index % MCP_TOKENS.length];
        const run = await client.post('/v1/agent/completions', { agent_config: keeper(mcp.url, token), task: `Check stock. My token is Bearer ${token}.` }, key);
        expect(run.status, run.text).toBe(200);
        expect(mcp.authorizations).toContain(`Bearer ${token}`); // the token really was used
        places[`agent response for …${key.slice(-6)}`] = run.text;
      }
      const swarm = await client.post(
        '/v1/swarm/completions',
        { swarm_type: 'SequentialWorkflow', agents: [keeper(mcpServers[1].url, MCP_TOKENS[1])], task: 'Check stock again.' },
        API_KEYS[2],
      );
      expect(swarm.status, swarm.text).toBe(200);
      places['swarm response'] = swarm.text;
      const chat = await client.request('POST', '/v1/chat/completions', {
        key: null,
        headers: { authorization: `Bearer ${API_KEYS[1]}` },
        body: { model: 'gpt-4.1', messages: [{ role: 'user', content: `key ${PROVIDER_KEY}` }], max_tokens: 20 },
      });
      expect(chat.status, chat.text).toBe(200);
      places['chat response'] = chat.text;
      // Rejected requests carrying secrets: the journal and the error log see them too.
      await client.post('/v1/agent/completions', { task: 'bad', agent_config: { ...keeper(mcpServers[0].url, MCP_TOKENS[0]), max_tokens: 'x' } }, API_KEYS[0]);
      await client.get('/v1/swarm/logs', READER_KEY);

      for (const key of API_KEYS) Object.assign(places, await viewsOf(client, key));
      await client.server.close();

      const database = new Database(db, { readonly: true });
      const tables = (database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((row) => row.name);
      for (const table of tables) places[`table ${table}`] = JSON.stringify(database.prepare(`SELECT * FROM "${table}"`).all());
      database.close();
      // Raw bytes too: free pages and the WAL keep what a row once held.
      for (const file of [db, `${db}-wal`, `${db}-shm`].filter(existsSync)) places[`bytes of ${file}`] = readFileSync(file).toString('latin1');
      for (const file of filesUnder(fixtures)) places[`fixture ${file}`] = readFileSync(file, 'utf8');
      const snapshotFile = join(directory, 'snapshot.json');
      const snapshotStore = createSqliteStore(db);
      await saveSnapshot({ store: snapshotStore, fixturesDir: fixtures, file: snapshotFile });
      await snapshotStore.close();
      const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as SnapshotFile;
      places['snapshot database'] = JSON.stringify(snapshot.database);
      places['snapshot fixtures'] = JSON.stringify(snapshot.fixtures);
      places.stderr = stderr.join('');

      expect(filesUnder(fixtures).length).toBeGreaterThan(0);
      expect(places['table request_logs']).toContain('sk-…'); // keys appear, masked
      for (const [place, text] of Object.entries(places)) {
        for (const secret of SECRETS) expect(text.includes(secret), `${place} contains ${secret.slice(0, 10)}…`).toBe(false);
      }
    } finally {
      process.stderr.write = originalWrite;
      nock.cleanAll();
      await Promise.all(mcpServers.map((mcp) => mcp.close()));
    }
  });
});
