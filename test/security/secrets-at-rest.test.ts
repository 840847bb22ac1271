import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';
import { LIVE_SETTINGS, UPSTREAM, completion } from '../support/openai-upstream.js';
import { startTestMcpServer } from '../support/mcp-server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-secrets-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const API_KEYS = ['sk-user-one-key-aaaaaaaaaaaaaaaa', 'sk-user-one-key-bbbbbbbbbbbbbbbb', 'sk-user-two-key-cccccccccccccccc'];
const MCP_TOKEN = 'mcp-token-0f9e8d7c6b5a4321';
const OAUTH_SECRET = 'oauth-client-secret-5e6f7a8b9c';
const OAUTH_REFRESH = 'oauth-refresh-token-1a2b3c4d5e';

function filesUnder(path: string): string[] {
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)]));
}

describe('secrets at rest', () => {
  it('never stores a provider key, API key, MCP token or OAuth secret unmasked: tables, fixtures, journal, logs', async () => {
    const mcp = await startTestMcpServer(MCP_TOKEN);
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) =>
        body.tools && body.messages.at(-1).role === 'user'
          ? completion('', { toolCalls: [{ id: 'c1', name: 'lookup_inventory', arguments: '{"sku":"A-1"}' }] })
          : completion(`Done. (echo: ${JSON.stringify(body.messages).slice(0, 200)})`),
      );
    const logLines: string[] = [];
    const db = join(directory, 'secrets.db');
    const fixtures = join(directory, 'fixtures');
    const client = await createTestClient({ ...LIVE_SETTINGS, mode: 'record', fixturesDir: fixtures, db });
    const originalWrite = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => {
      logLines.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      for (const key of API_KEYS) {
        const response = await client.post(
          '/v1/agent/completions',
          {
            agent_config: {
              agent_name: 'Keeper',
              max_tokens: 50,
              system_prompt: `Internal note: the upstream key is ${LIVE_SETTINGS.env.TEST_UPSTREAM_KEY}.`,
              mcp_config: { url: mcp.url, authorization_token: MCP_TOKEN, transport: 'streamable_http', oauth: { client_id: 'app', client_secret: OAUTH_SECRET, refresh_token: OAUTH_REFRESH } },
            },
            task: `Check stock. My token is Bearer ${MCP_TOKEN}.`,
          },
          key,
        );
        expect(response.status, response.text).toBe(200);
        for (const secret of [...API_KEYS, MCP_TOKEN, OAUTH_SECRET, OAUTH_REFRESH, LIVE_SETTINGS.env.TEST_UPSTREAM_KEY]) expect(response.text).not.toContain(secret);
      }
      await client.post('/v1/agent/completions', { task: 'bad', agent_config: { max_tokens: 'x' } }, API_KEYS[0]);
      const journal = (await client.get('/_swarms-local/journal?download=true', API_KEYS[0])).text;
      const logs = (await client.get('/v1/swarm/logs', API_KEYS[0])).text;
      const agents = (await client.get('/v1/agents/list', API_KEYS[0])).text;
      await client.server.close();

      const database = new Database(db, { readonly: true });
      const tables = (database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((row) => row.name);
      const dump = tables.map((table) => JSON.stringify(database.prepare(`SELECT * FROM ${table}`).all())).join('\n');
      database.close();
      const fixtureText = filesUnder(fixtures).map((file) => readFileSync(file, 'utf8')).join('\n');
      expect(fixtureText.length).toBeGreaterThan(0);

      const places = { dump, fixtureText, journal, logs, agents, stderr: logLines.join('') };
      for (const [place, text] of Object.entries(places)) {
        for (const secret of [...API_KEYS, MCP_TOKEN, OAUTH_SECRET, OAUTH_REFRESH, LIVE_SETTINGS.env.TEST_UPSTREAM_KEY]) {
          expect(text.includes(secret), `${place} contains ${secret.slice(0, 8)}…`).toBe(false);
        }
      }
      expect(dump).toContain('sk-…');
    } finally {
      process.stderr.write = originalWrite;
      nock.cleanAll();
      await mcp.close();
    }
  });
});
