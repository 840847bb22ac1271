import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/http/routes/index.js';
import { startServer, type RunningServer } from '../../src/server.js';

/** A valid body per endpoint, mutated by the fuzzer; endpoints without one start from {}. */
const VALID: Record<string, unknown> = {
  '/v1/agent/completions': { agent_config: { agent_name: 'F', max_tokens: 20 }, task: 'fuzz' },
  '/v1/agent/batch/completions': [{ agent_config: { agent_name: 'F', max_tokens: 20 }, task: 'fuzz' }],
  '/v1/swarm/completions': { swarm_type: 'SequentialWorkflow', agents: [{ agent_name: 'F', max_tokens: 20 }], task: 'fuzz' },
  '/v1/swarm/batch/completions': [{ swarm_type: 'ConcurrentWorkflow', agents: [{ agent_name: 'F', max_tokens: 20 }], task: 'fuzz' }],
  '/v1/graph-workflow/completions': { agents: [{ agent_name: 'A', max_tokens: 20 }, { agent_name: 'B', max_tokens: 20 }], edges: [{ source: 'A', target: 'B' }], task: 'fuzz' },
  '/v1/reasoning-agent/completions': { swarm_type: 'reasoning-agent', task: 'fuzz' },
  '/v1/decision/completions': { state: 'fuzz', questions: { q: 'Is it fuzz?' } },
  '/v1/batched-grid-workflow/completions': { agent_completions: [{ agent_name: 'A', max_tokens: 20 }], tasks: ['fuzz'] },
  '/v1/auto-swarm-builder/completions': { task: 'fuzz', max_tokens: 50 },
  '/v1/advanced-research/completions': { task: 'fuzz' },
  '/v1/advanced-research/batch/completions': { input_schemas: [{ task: 'fuzz' }] },
  '/v1/marketplace/agents': { number_of_items: 2 },
  '/v1/chat/completions': { model: 'gpt-4.1', messages: [{ role: 'user', content: 'fuzz' }], max_tokens: 20 },
};

const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('\u0000', '\uD800', '\u202E', '💥'.repeat(50), 'x'.repeat(20_000), '__proto__', 'constructor', NaN, -1, 2 ** 60, 1e308, -0, null, true, [], {}),
  fc.integer(),
  fc.double(),
);

/** JSON text nested `depth` levels deep (as text: fast-check would overflow printing the value itself). */
const deepText = (depth: number, arrays: boolean) => (arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"nested":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** A valid body with one field (at any depth) replaced or added. */
function mutated(valid: unknown) {
  return fc.tuple(fc.nat(), hostileValue, fc.boolean()).map(([pick, value, add]) => {
    const copy = JSON.parse(JSON.stringify(valid));
    const containers: Array<Record<string, unknown> | unknown[]> = [];
    const walk = (node: unknown) => {
      if (node && typeof node === 'object') {
        containers.push(node as Record<string, unknown>);
        Object.values(node).forEach(walk);
      }
    };
    walk(copy);
    if (!containers.length) return value;
    const target = containers[pick % containers.length];
    const keys = Object.keys(target);
    const key = add || keys.length === 0 ? `extra_${pick}` : keys[pick % keys.length];
    (target as Record<string, unknown>)[key] = value;
    return copy;
  });
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', seed: 1, rateLimits: { free: {}, premium: { minute: 1_000_000, hour: 1_000_000, day: 1_000_000 } } });
});
afterAll(() => server.close());

async function send(path: string, body: unknown, raw?: string) {
  const text = raw ?? JSON.stringify(body, (_key, value) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value));
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'x-api-key': 'sk-fuzz-key-0000000000000000', 'content-type': 'application/json' }, body: text });
  const responseText = await response.text();
  return { status: response.status, text: responseText };
}

/** Every answer is contract-shaped: 2xx, or a 4xx with `detail` (or OpenAI's `error`) — never a 5xx. */
function assertContractShaped(path: string, result: { status: number; text: string }, input: unknown) {
  const context = `${path} ${JSON.stringify(input)?.slice(0, 300)} → ${result.status} ${result.text.slice(0, 300)}`;
  expect(result.status, context).toBeLessThan(500);
  const body = JSON.parse(result.text);
  if (result.status >= 400) expect(body.detail !== undefined || body.error !== undefined, context).toBe(true);
}

const POST_PATHS = allRoutes()
  .filter((route) => route.method === 'post')
  .map((route) => route.path);

describe('fuzzing every POST endpoint (seeded, reproducible)', () => {
  it.each(POST_PATHS)('%s answers random and mutated bodies with a contract-shaped 2xx/4xx', async (path) => {
    const bodies = fc.oneof(
      { weight: 3, arbitrary: mutated(VALID[path] ?? {}) },
      { weight: 2, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 5 }) },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        assertContractShaped(path, await send(path, body), body);
      }),
      { seed: 20261122, numRuns: 160, endOnFailure: true },
    );
  });

  it.each(POST_PATHS)('%s answers deeply nested bodies with a contract-shaped answer', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 50, max: 5000 }), fc.boolean(), async (depth, arrays) => {
        assertContractShaped(path, await send(path, undefined, deepText(depth, arrays)), `depth ${depth}`);
      }),
      { seed: 11, numRuns: 8 },
    );
  });

  it('answers malformed and truncated JSON text with json_invalid', async () => {
    const valid = JSON.stringify(VALID['/v1/swarm/completions']);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: valid.length - 1 }), async (cut) => {
        const result = await send('/v1/swarm/completions', undefined, valid.slice(0, cut));
        expect(result.status).toBe(422);
        expect(JSON.parse(result.text).detail[0].type).toBe('json_invalid');
      }),
      { seed: 7, numRuns: 60 },
    );
  });

  it('still answers /health after all of it', async () => {
    const response = await fetch(`${server.url}/health`, { headers: { 'x-api-key': 'sk-fuzz-key-0000000000000000' } });
    expect(response.status).toBe(200);
  });
});
