import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { configSchema } from '../../src/config/schema.js';
import { unwrap } from '../../src/contract/fastapi/schema-walk.js';
import { scenarioSchema } from '../../src/contract/schemas/fault-rule.js';
import { loadConfig } from '../../src/config/load.js';
import { startServer } from '../../src/server.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-strict-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function configFile(name: string, settings: unknown): string {
  const path = join(directory, name);
  writeFileSync(path, JSON.stringify(settings));
  return path;
}

/** The message loadConfig throws for these sources. */
function refusal(sources: Parameters<typeof loadConfig>[0]): string {
  try {
    loadConfig(sources);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('unknown settings are errors', () => {
  it.each([
    ['a top-level setting', { prot: 8001 }, 'prot', 'port'],
    ['a route field', { routes: [{ match: '*', baseUrl: 'http://127.0.0.1:1/v1' }] }, 'routes[0].baseUrl', 'baseURL'],
    ["a route's supports", { routes: [{ match: '*', supports: { tool: false } }] }, 'routes[0].supports.tool', 'tools'],
    ['a price', { pricing: { search_cots: 0.1 } }, 'pricing.search_cots', 'search_cost'],
    ['a rate limit', { rateLimits: { free: { minut: 3 } } }, 'rateLimits.free.minut', 'minute'],
    ['a synthetic pacing setting', { synthetic: { latency: 20 } }, 'synthetic.latency', 'latencyMs'],
    ['a retry setting', { retries: { maxRetry: 1 } }, 'retries.maxRetry', 'maxRetries'],
  ])('refuses %s in the config file, naming the file, the path and the intended name', (_what, settings, path, intended) => {
    const file = configFile(`${path}.json`, settings);
    const message = refusal({ file });
    expect(message).toContain(`${path} (config file ${file}): unknown setting (did you mean ${intended}?)`);
  });

  it('names an unknown SWARMS_LOCAL_* variable and the variable that was meant; the cache variable of the scripts is not a setting but allowed', () => {
    const message = refusal({ env: { SWARMS_LOCAL_PROT: '9000', SWARMS_LOCAL_CACHE: '/tmp/cache' } });
    expect(message).toContain('SWARMS_LOCAL_PROT (environment variable): not a swarms-local setting (did you mean SWARMS_LOCAL_PORT?)');
    expect(message).not.toContain('SWARMS_LOCAL_CACHE');
  });

  it("lets a server started by a test run that rewrites golden runs (SWARMS_LOCAL_UPDATE_GOLDEN) start: that switch is the test helpers'", () => {
    const message = refusal({ env: { SWARMS_LOCAL_PROT: '9000', SWARMS_LOCAL_UPDATE_GOLDEN: '1' } });
    expect(message).toContain('SWARMS_LOCAL_PROT');
    expect(message).not.toContain('SWARMS_LOCAL_UPDATE_GOLDEN');
  });

  it('names the variable a nested mistake came from', () => {
    const message = refusal({ env: { SWARMS_LOCAL_ROUTES: '[{"match":"*","baseUrl":"http://127.0.0.1:1/v1"}]' } });
    expect(message).toContain('routes[0].baseUrl (environment variable SWARMS_LOCAL_ROUTES): unknown setting (did you mean baseURL?)');
  });

  it('names the flag a bad value came from, and reports every problem at once', () => {
    const file = configFile('two-problems.json', { colour: 'blue', seed: 'abc' });
    const message = refusal({ file, flags: { port: 70_000 }, flagName: (key) => `--${key}` });
    expect(message).toContain('port (--port): Too big');
    expect(message).toContain(`colour (config file ${file}): unknown setting`);
    expect(message).not.toContain('did you mean');
    expect(message).toContain(`seed (config file ${file}): Invalid input`);
  });

  it('accepts a well-formed file with nested settings', () => {
    const file = configFile('good.json', { routes: [{ match: 'local/*', baseURL: 'http://127.0.0.1:1/v1', supports: { tools: false } }], synthetic: { latencyMs: 5 } });
    expect(loadConfig({ file }).routes[0].supports).toEqual({ tools: false });
  });
});

describe('routes that send prompts off the machine must say where', () => {
  const startupRefusal = (options: Parameters<typeof startServer>[0]) =>
    startServer({ port: 0, db: ':memory:', ...options }).then(
      async (server) => {
        await server.close();
        throw new Error('the server started');
      },
      (error: Error) => error.message,
    );

  it('refuses live mode without any route instead of sending prompts to a default host', async () => {
    const message = await startupRefusal({ mode: 'live' });
    expect(message).toContain('mode live sends prompts to a model server, but no route names one');
    expect(message).not.toContain('listening');
  });

  it('refuses a live route without a baseURL, and reports every missing key variable at once', async () => {
    const message = await startupRefusal({
      mode: 'live',
      env: {},
      routes: [
        { match: 'a/*', apiKeyEnv: 'MISSING_KEY_ONE' },
        { match: 'b/*', baseURL: 'http://127.0.0.1:1/v1', apiKeyEnv: 'MISSING_KEY_TWO' },
      ],
    });
    expect(message).toContain('routes[0] (match "a/*") is in live mode but names no baseURL');
    expect(message).toContain('MISSING_KEY_ONE');
    expect(message).toContain('MISSING_KEY_TWO');
  });

  it('lets a synthetic route go without a baseURL (nothing leaves the machine)', async () => {
    const server = await startServer({ port: 0, db: ':memory:', routes: [{ match: 'offline/*', mode: 'synthetic' }] });
    await server.close();
  });

  it('answers a model no route matches in live mode with a 400 naming the routes, not a call to a default host', async () => {
    const server = await startServer({ port: 0, db: ':memory:', mode: 'live', routes: [{ match: 'local/*', baseURL: 'http://127.0.0.1:1/v1' }] });
    try {
      const response = await fetch(`${server.url}/v1/agent/completions`, {
        method: 'POST',
        headers: { 'x-api-key': 'sk-strict-0000000000000000', 'content-type': 'application/json' },
        body: JSON.stringify({ agent_config: { agent_name: 'A', model_name: 'gpt-4.1' }, task: 'hello' }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).detail).toContain('matches no provider route');
    } finally {
      await server.close();
    }
  });
});

describe('scenario files', () => {
  it('refuse an unknown fault field, naming the file, the path and the intended name', async () => {
    const file = join(directory, 'typo.yaml');
    writeFileSync(file, 'name: typo\nfaults:\n  - kind: latency\n    latncyMs: 100\n');
    const message = await startServer({ port: 0, db: ':memory:', scenarios: [file] }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(message).toContain(`Scenario file ${file} is invalid`);
    expect(message).toContain('faults[0].latncyMs: unknown setting (did you mean latencyMs?)');
    expect(message).toContain('faults[0].latencyMs: a latency fault needs latencyMs');
  });
});

describe('the config schema itself', () => {
  /** Paths of every object schema inside `schema` that would let an unknown key through. */
  function laxObjects(schema: ZodType, path: string): string[] {
    const inner = unwrap(schema);
    const definition = (inner as any)._zod.def;
    if (definition.type === 'array') return laxObjects(definition.element, `${path}[]`);
    if (definition.type === 'union') return definition.options.flatMap((option: ZodType) => laxObjects(option, path));
    if (definition.type !== 'object') return [];
    const own = definition.catchall?._zod.def.type === 'never' ? [] : [path || '(top level)'];
    return [...own, ...Object.entries(definition.shape as Record<string, ZodType>).flatMap(([key, child]) => laxObjects(child, path ? `${path}.${key}` : key))];
  }

  it('is strict at every level, settings added later included (use z.strictObject)', () => {
    expect(laxObjects(configSchema, '')).toEqual([]);
    expect(laxObjects(scenarioSchema, '')).toEqual([]);
  });
});
