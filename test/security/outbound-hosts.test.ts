import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupSummary } from '../../src/cli/startup-summary.js';
import { loadConfig } from '../../src/config/load.js';
import { effectiveOutboundHosts, outboundRefusal } from '../../src/config/outbound-hosts.js';
import { startTestMcpServer, type TestMcpServer } from '../support/mcp-server.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

const TOKEN = 'mcp-secret-token-5d1e8a0c3f';

/** A loopback HTTP server that answers every request 500 with a body that must never reach a caller, and counts them. */
async function leakyService(): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(500, { 'content-type': 'text/plain' }).end('config: db_password=hunter2 internal-only');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port that accepts connections and never answers (what a filtering firewall looks like to a caller). */
async function silentPort(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: TcpServer = createTcpServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/mcp`;
}

const agentWith = (url: string, timeout = 30) => ({
  agent_config: { agent_name: 'Stock Clerk', max_tokens: 50, mcp_config: { url, authorization_token: TOKEN, transport: 'streamable_http', timeout } },
  task: 'Check the inventory for SKU A-113.',
});

/** The detail with its log reference taken out, so two failures can be compared. */
const withoutReference = (detail: string) => detail.replace(/reference [0-9a-z-]+/i, 'reference R');

describe('what a request may make the server connect to', () => {
  let mcp: TestMcpServer;
  beforeAll(async () => {
    mcp = await startTestMcpServer(TOKEN);
  });
  afterAll(() => mcp.close());

  it('refuses an MCP server outside outboundHosts with a 403 naming it, without connecting', async () => {
    const client = await createTestClient({ seed: 1, outboundHosts: ['10.0.0.0/8', 'mcp.example.com'] });
    try {
      const before = mcp.authorizations.length;
      const response = await client.post('/v1/agent/completions', agentWith(`${mcp.url}?key=sk-query-secret-123456`));
      expect(response.status).toBe(403);
      expect(response.body.detail).toContain(mcp.url);
      expect(response.body.detail).toContain('10.0.0.0/8, mcp.example.com');
      expect(response.text).not.toContain('sk-query-secret');
      expect(mcp.authorizations.length).toBe(before);
    } finally {
      await client.server.close();
    }
  });

  it('allows loopback by default on a loopback server, and nothing but itself with outboundHosts none', async () => {
    const open = await createTestClient({ seed: 1 });
    const none = await createTestClient({ seed: 1, outboundHosts: 'none' });
    try {
      expect((await open.post('/v1/agent/completions', agentWith(mcp.url))).status).toBe(200);
      const before = mcp.authorizations.length;
      expect((await none.post('/v1/agent/completions', agentWith(mcp.url))).status).toBe(403);
      expect(mcp.authorizations.length).toBe(before);
      // Its own port is not refused: the connection is made (and fails, as /mcp is not an MCP server there).
      const own = await none.post('/v1/agent/completions', agentWith(`http://127.0.0.1:${none.server.port}/mcp`));
      expect(own.status).toBe(502);
    } finally {
      await Promise.all([open.server.close(), none.server.close()]);
    }
  });

  it('answers a closed port, a silent port and a service answering 500 alike, with no byte of its body', async () => {
    const lines: string[] = [];
    const client: TestClient = await createTestClient({ seed: 1, logDestination: { write: (line) => lines.push(line) } });
    const leaky = await leakyService();
    const silent = await silentPort();
    try {
      const closed = await closedPortUrl();
      const answers = [
        await client.post('/v1/agent/completions', agentWith(leaky.url)),
        await client.post('/v1/agent/completions', agentWith(closed)),
        await client.post('/v1/agent/completions', agentWith(silent.url, 0.3)),
      ];
      expect(leaky.requests()).toBeGreaterThan(0);
      expect(answers.map((answer) => answer.status)).toEqual([502, 502, 502]);
      const [fromLeaky, fromClosed, fromSilent] = answers.map((answer) => withoutReference(answer.body.detail as string));
      expect(fromLeaky.replace(leaky.url, 'URL')).toBe(fromClosed.replace(closed, 'URL'));
      expect(fromSilent.replace(silent.url, 'URL')).toBe(fromClosed.replace(closed, 'URL'));
      for (const answer of answers) expect(answer.text).not.toMatch(/hunter2|internal-only|ECONNREFUSED|timed out|HTTP 500/i);
      // The server log keeps what happened, under the reference the caller was given.
      const reference = /reference ([0-9a-z-]+)/i.exec(answers[1].body.detail)?.[1];
      expect(lines.some((line) => line.includes(reference ?? '(none)') && /ECONNREFUSED|fetch failed/i.test(line))).toBe(true);
    } finally {
      await Promise.all([client.server.close(), leaky.close(), silent.close()]);
    }
  });
});

describe('the outbound policy', () => {
  const loopback = ['loopback'];
  const refused = (url: string, entries: string[], serverPort?: number) => outboundRefusal(new URL(url), entries, serverPort) !== undefined;

  it('reads loopback addresses however a URL writes them, and refuses the rest', () => {
    for (const url of ['http://127.0.0.1:9/', 'http://localhost/', 'http://[::1]:80/', 'http://2130706433/', 'http://0x7f.1/', 'http://[::ffff:127.0.0.1]/']) {
      expect(refused(url, loopback), url).toBe(false);
    }
    for (const url of ['http://169.254.169.254/latest', 'http://10.1.2.3/', 'http://[::ffff:a9fe:a9fe]/', 'http://0.0.0.0:22/', 'http://example.com/', 'file:///etc/passwd']) {
      expect(refused(url, loopback), url).toBe(true);
    }
  });

  it('matches names, wildcard names, addresses and ranges, and * for any host', () => {
    const entries = ['mcp.example.com', '*.tools.test', '192.168.1.7', '10.0.0.0/8', 'fd00::/8'];
    for (const url of ['https://mcp.example.com/mcp', 'https://a.b.tools.test/', 'http://192.168.1.7:8080/', 'http://10.200.0.1/', 'http://[fd12::1]/']) {
      expect(refused(url, entries), url).toBe(false);
    }
    for (const url of ['https://evil.example.com/', 'https://tools.test/', 'http://192.168.1.8/', 'http://127.0.0.1/', 'http://localhost/']) {
      expect(refused(url, entries), url).toBe(true);
    }
    expect(refused('https://anything.anywhere/', ['*'])).toBe(false);
  });

  it('allows the server itself on its own port only, even with nothing else allowed', () => {
    expect(refused('http://127.0.0.1:4321/mcp', [], 4321)).toBe(false);
    expect(refused('http://localhost:4321/mcp', [], 4321)).toBe(false);
    expect(refused('http://127.0.0.1:4322/mcp', [], 4321)).toBe(true);
    expect(refused('http://10.0.0.1:4321/mcp', [], 4321)).toBe(true);
  });

  it('counts only localhost itself as a loopback name, never a name below it, which DNS would have to answer', () => {
    for (const url of ['http://evil.localhost/', 'http://a.b.localhost:9/', 'http://LOCALHOST.localhost/']) {
      expect(refused(url, loopback), url).toBe(true);
      expect(refused(url.replace(/\/$|:9\/$/, ':4321/'), [], 4321), url).toBe(true);
    }
    expect(refused('http://LocalHost/', loopback)).toBe(false);
    expect(refused('http://tools.localhost/', ['*.localhost'])).toBe(false);
  });

  it('defaults to loopback on a loopback bind address and to nothing beyond it', () => {
    expect(effectiveOutboundHosts(loadConfig({ flags: { host: '127.0.0.1' } }))).toEqual(['loopback']);
    expect(effectiveOutboundHosts(loadConfig({ flags: { host: '0.0.0.0', expose: true } }))).toEqual([]);
    expect(effectiveOutboundHosts(loadConfig({ env: { SWARMS_LOCAL_OUTBOUND_HOSTS: 'loopback, 10.0.0.0/8' } }))).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses an entry it cannot read, naming it', () => {
    expect(() => loadConfig({ flags: { outboundHosts: 'loopback,10.0.0.0/99' } })).toThrow(/10\.0\.0\.0\/99.*not a host name/);
    expect(() => loadConfig({ flags: { outboundHosts: ['none', 'loopback'] } })).toThrow(/"none" stands alone/);
  });

  it('says in the start-up output what may leave the machine', () => {
    const summary = (flags: Parameters<typeof loadConfig>[0]) => startupSummary({ url: 'http://127.0.0.1:8000', config: loadConfig(flags) }).join('\n');
    const local = summary({ flags: { host: '127.0.0.1' } });
    expect(local).toContain('nothing leaves this machine');
    expect(local).toMatch(/outbound +requests may make the server connect to this machine \(loopback\)/);
    const wide = summary({ flags: { outboundHosts: '*' } });
    expect(wide).not.toContain('nothing leaves this machine');
    expect(wide).toContain('connect to any host');
    expect(summary({ flags: { host: '0.0.0.0', expose: true, auth: 'strict' } })).toContain('connect to no host (only this server itself)');
  });
});
