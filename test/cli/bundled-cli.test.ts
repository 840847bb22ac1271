import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestMcpServer } from '../support/mcp-server.js';
import { completion, streamBody } from '../support/openai-upstream.js';
import { startOtlpReceiver } from '../support/otlp-receiver.js';
import { builtPath, cliBin } from '../support/built.js';

/** The compiled CLI as tsc leaves it, one file per module: what the bundle the binary runs is built from. */
const UNBUNDLED = builtPath('dist/cli/main.js');
const directory = mkdtempSync(join(tmpdir(), 'swarms-local-bundle-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const KEY = { 'x-api-key': 'sk-bundle-test-0000000000' };

/** Starts a CLI entry with a fixed seed and clock; resolves with its URL. */
function start(entry: string, config: string, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [entry, '--port', '0', '--db', ':memory:', '--quiet', '--seed', '7', '--config', config], {
    cwd: directory,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/listening on (\S+)/)?.[1];
      if (url) resolvePromise({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}: ${output}`)));
  });
}

/** What a CLI answers to requests that reach files beside its modules (catalogue fixture, docs and dashboard assets) and the tokenizer. */
async function answers(entry: string, config: string): Promise<string[]> {
  const { child, url } = await start(entry, config);
  try {
    const post = (path: string, body: unknown) => fetch(`${url}${path}`, { method: 'POST', headers: { ...KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const completion = await post('/v1/agent/completions', { agent_config: { agent_name: 'Bundle', max_tokens: 40 }, task: 'Summarise the benefits of heat pumps.' });
    const marketplace = await post('/v1/marketplace/agents', { number_of_items: 2 });
    const docs = await fetch(`${url}/docs/assets/swagger-ui.css`);
    const dashboard = await fetch(`${url}/_swarms-local/ui/`);
    // A validation error (zod, whose English locale alone the bundle keeps) and a body in another charset (body-parser's iconv-lite, left to Node).
    const invalid = await post('/v1/agent/completions', { agent_config: { agent_name: 5, max_tokens: 'many' } });
    const latin1 = await fetch(`${url}/v1/agent/completions`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json; charset=iso-8859-1' },
      body: Buffer.from(JSON.stringify({ agent_config: { agent_name: 'Café', max_tokens: 20 }, task: 'Résumé of heat pumps.' }), 'latin1'),
    });
    return [
      `${completion.status} ${await completion.text()}`,
      `${marketplace.status} ${await marketplace.text()}`,
      `${docs.status} ${(await docs.text()).length}`,
      `${dashboard.status} ${(await dashboard.text()).length}`,
      `${invalid.status} ${await invalid.text()}`,
      `${latin1.status} ${await latin1.text()}`,
    ];
  } finally {
    const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
    child.kill('SIGTERM');
    await exited;
  }
}

/** An OpenAI-compatible upstream on loopback (another process cannot be intercepted): a text, or a stream of it. */
async function startUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if ((JSON.parse(body) as { stream?: boolean }).stream) response.writeHead(200, { 'content-type': 'text/event-stream' }).end(streamBody(['Heat pumps ', 'move heat.']));
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion('Heat pumps move heat.')));
    });
  });
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => new Promise((resolvePromise) => server.close(() => resolvePromise())) };
}

/** What a CLI answers through the packages it loads on first use: the openai SDK (a live route, plain and streamed) and the MCP client. */
async function answersOnFirstUse(entry: string, config: string, mcpUrl: string, mcpToken: string): Promise<string[]> {
  const { child, url } = await start(entry, config, { BUNDLE_UPSTREAM_KEY: 'sk-upstream-bundle-0123456789' });
  try {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers: { ...KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return `${response.status} ${await response.text()}`;
    };
    const agent = { agent_name: 'Live', model_name: 'gpt-4.1', max_tokens: 40 };
    return [
      await post('/v1/agent/completions', { agent_config: agent, task: 'Summarise heat pumps.' }),
      await post('/v1/agent/completions', { agent_config: agent, task: 'Summarise heat pumps.', stream: true }),
      await post('/v1/agent/completions', {
        agent_config: { ...agent, model_name: 'gpt-4o-mini', mcp_config: { url: mcpUrl, authorization_token: mcpToken, transport: 'streamable_http' } },
        task: 'Check the inventory for SKU B-7.',
      }),
    ];
  } finally {
    const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
    child.kill('SIGTERM');
    await exited;
  }
}

describe('the bundled binary', () => {
  it('answers the same bytes as the unbundled compiled CLI for the same seed and clock, files beside its modules included', async () => {
    const config = join(directory, 'frozen.json');
    writeFileSync(config, JSON.stringify({ clock: '2026-01-02T03:04:05Z' }));
    const bundled = await answers(cliBin(), config);
    for (const answer of bundled.slice(0, 4)) expect(answer).toMatch(/^200 /);
    expect(bundled[0]).toContain('"usage"');
    expect(bundled[4]).toMatch(/^422 \{"detail":\[\{"type":"string_type"/);
    expect(bundled[5]).toMatch(/^400 /);
    expect(bundled).toEqual(await answers(UNBUNDLED, config));
  });

  it('reaches a live upstream through the openai SDK and an MCP server through its client, as the unbundled CLI does (both loaded by require on first use)', async () => {
    const upstream = await startUpstream();
    const mcpToken = 'mcp-bundle-token-7c2d9e';
    const mcp = await startTestMcpServer(mcpToken);
    try {
      const config = join(directory, 'live.json');
      writeFileSync(
        config,
        JSON.stringify({
          clock: '2026-01-02T03:04:05Z',
          mode: 'live',
          routes: [
            { match: 'gpt-4o-mini', mode: 'synthetic' },
            { match: '*', baseURL: upstream.url, apiKeyEnv: 'BUNDLE_UPSTREAM_KEY' },
          ],
        }),
      );
      const bundled = await answersOnFirstUse(cliBin(), config, mcp.url, mcpToken);
      expect(bundled[0]).toMatch(/^200 .*Heat pumps move heat\./);
      expect(bundled[1]).toMatch(/^200 data: /);
      expect(bundled[1]).toContain('"content":"Heat pumps "');
      expect(bundled[2]).toMatch(/^200 /);
      expect(mcp.toolCalls.map((call) => call.name)).toContain('lookup_inventory');
      expect(bundled).toEqual(await answersOnFirstUse(UNBUNDLED, config, mcp.url, mcpToken));
    } finally {
      await upstream.close();
      await mcp.close();
    }
  });

  it("exports a request's spans over OTLP as one tree under the caller's trace (the tracing code run on first use and the SDK it leaves to Node)", async () => {
    const config = join(directory, 'traced.json');
    writeFileSync(config, JSON.stringify({}));
    const receiver = await startOtlpReceiver();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    try {
      const { child, url } = await start(cliBin(), config, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: 'bundle-tests' });
      const response = await fetch(`${url}/v1/agent/completions`, {
        method: 'POST',
        headers: { ...KEY, 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
        body: JSON.stringify({ agent_config: { agent_name: 'Traced', max_tokens: 20 }, task: 'Say hello.' }),
      });
      expect(response.status).toBe(200);
      // A graceful stop sends the spans still batched.
      const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
      child.kill('SIGTERM');
      await exited;
    } finally {
      await receiver.close();
    }
    const server = receiver.spans.find((span) => span.parentSpanId === '00f067aa0ba902b7');
    expect(server).toMatchObject({ traceId, kind: 2, resource: { 'service.name': 'bundle-tests' } });
    const agent = receiver.spans.find((span) => span.parentSpanId === server?.spanId);
    expect(agent?.name).toBe('invoke_agent Traced');
    expect(receiver.spans.find((span) => span.parentSpanId === agent?.spanId)?.name).toMatch(/^chat /);
  });

  it('is ASCII only, so V8 keeps its source as a one-byte string (one character outside ASCII doubles it, about 5 MB resident)', () => {
    const bundle = readFileSync(resolve(import.meta.dirname, '../../dist/cli-bundle/main.cjs'), 'latin1');
    const outside = bundle.search(/[\u0080-\u00ff]/);
    expect(outside === -1 ? '' : bundle.slice(Math.max(0, outside - 60), outside + 20)).toBe('');
  });

  it("reports the package's version", () => {
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
    expect(spawnSync(process.execPath, [cliBin(), '--version'], { encoding: 'utf8' }).stdout.trim()).toBe(version);
  });

  it('says to run the build when the bundle is missing (a checkout built before the bundle step), instead of a module-resolution trace', () => {
    // The binary alone, in a package without dist/.
    mkdirSync(join(directory, 'unbuilt/bin'), { recursive: true });
    copyFileSync(cliBin(), join(directory, 'unbuilt/bin/swarms-local.js'));
    writeFileSync(join(directory, 'unbuilt/package.json'), '{"type":"module"}');
    const result = spawnSync(process.execPath, [join(directory, 'unbuilt/bin/swarms-local.js'), '--version'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('swarms-local: the compiled CLI (dist/cli-bundle/main.cjs) is missing. Run `npm run build` in the swarms-local checkout.\n');
  });
});
