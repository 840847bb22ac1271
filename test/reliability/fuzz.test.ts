import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/http/routes/index.js';
import { startServer, type RunningServer } from '../../src/server.js';

// Seeded: a failure prints its seed and path; FUZZ_SEED=<seed> replays it (or explores other inputs).
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** A valid body per endpoint, mutated by the fuzzer (a new endpoint without one fails the first test below). */
const VALID: Record<string, unknown> = {
  '/v1/agent/completions': { agent_config: { agent_name: 'F', max_tokens: 20 }, task: 'fuzz' },
  '/v1/agent/batch/completions': [{ agent_config: { agent_name: 'F', max_tokens: 20 }, task: 'fuzz' }],
  '/v1/swarm/completions': { swarm_type: 'SequentialWorkflow', agents: [{ agent_name: 'F', max_tokens: 20 }], task: 'fuzz' },
  '/v1/swarm/batch/completions': [{ swarm_type: 'ConcurrentWorkflow', agents: [{ agent_name: 'F', max_tokens: 20 }], task: 'fuzz' }],
  '/v1/graph-workflow/completions': {
    agents: [
      { agent_name: 'A', max_tokens: 20 },
      { agent_name: 'B', max_tokens: 20 },
    ],
    edges: [{ source: 'A', target: 'B' }],
    task: 'fuzz',
  },
  '/v1/reasoning-agent/completions': { swarm_type: 'reasoning-agent', task: 'fuzz' },
  '/v1/decision/completions': { state: 'fuzz', questions: { q: 'Is it fuzz?' } },
  '/v1/batched-grid-workflow/completions': { agent_completions: [{ agent_name: 'A', max_tokens: 20 }], tasks: ['fuzz'], max_loops: 1 },
  '/v1/auto-swarm-builder/completions': { task: 'fuzz', max_tokens: 4000 }, // max_tokens caps the boss's design: a tiny cap truncates it (a 502)
  '/v1/advanced-research/completions': { task: 'fuzz' },
  '/v1/advanced-research/batch/completions': { input_schemas: [{ task: 'fuzz' }] },
  '/v1/marketplace/agents': { number_of_items: 2 },
  '/v1/chat/completions': { model: 'gpt-4.1', messages: [{ role: 'user', content: 'fuzz' }], max_tokens: 20 },
  '/swarms-world/api/add-prompt': { name: 'Fuzz prompt', prompt: 'Answer in one line.', tags: 'fuzz', useCases: [{ title: 'a', description: 'b' }] },
  '/swarms-world/api/add-agent': { name: 'Fuzz agent', description: 'Fuzzes.', useCases: [{ title: 'a', description: 'b' }] },
  '/swarms-world/api/query-prompts': { search: 'fuzz', limit: 5 },
  '/swarms-world/api/query-agents': { limit: 5 },
  // The edits and the review name listings made before the tests (beforeAll fills in their ids).
  '/swarms-world/api/edit-prompt': { description: 'Edited.' },
  '/swarms-world/api/edit-agent': { description: 'Edited.' },
  '/swarms-world/api/reviews': { model_type: 'prompt', rating: 4, comment: 'Clear.' },
};

/** The marketplace's token, fee and bundle endpoints: not served offline, a 501 in the marketplace's error shape for any body. */
const NOT_OFFLINE = ['/swarms-world/api/token/launch', '/swarms-world/api/token/launch/batch', '/swarms-world/api/product/claimfees', '/swarms-world/api/v1/publish/bundle'];

/** The streamed variant of the endpoints that can stream (their answers are SSE, checked frame by frame). */
const STREAMED: Record<string, unknown> = {
  '/v1/agent/completions': { ...(VALID['/v1/agent/completions'] as object), stream: true },
  '/v1/swarm/completions': { ...(VALID['/v1/swarm/completions'] as object), stream: true },
  '/v1/chat/completions': { ...(VALID['/v1/chat/completions'] as object), stream: true },
};

const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    '\u0000',
    '\uD800',
    '\u202E',
    '\uFEFF',
    'e\u0301',
    '💥'.repeat(50),
    'x'.repeat(20_000),
    '__proto__',
    'constructor',
    NaN,
    -1,
    2 ** 60,
    1e308,
    -0,
    null,
    true,
    [],
    {},
  ),
  fc.integer(),
  fc.double(),
);

/** JSON text nested `depth` levels deep (as text: fast-check would overflow printing the value itself). */
const deepText = (depth: number, arrays: boolean) => (arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"nested":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** A valid body's JSON text with one raw member added to its object (a batch's first item): the rest stays valid. */
function withMember(valid: unknown, member: string): string {
  const object = Array.isArray(valid) ? valid[0] : valid;
  const text = JSON.stringify(object).replace(/\}$/, `${JSON.stringify(object) === '{}' ? '' : ','}${member}}`);
  return Array.isArray(valid) ? `[${text}]` : text;
}

/** Raw members JSON.stringify never writes: an overflowing number, duplicate keys, escaped lone surrogates. */
const ODD_MEMBERS = ['"max_tokens": 1e999', '"task": "\\ud800\\udfff\\udc00"', '"task": 1, "task": "again"', '"x": -0.0e-0'];

/** Keys that name Object.prototype members: a lookup without an own-property check finds a function, not data. */
const PROTOTYPE_MEMBERS = ['"__proto__": {"polluted": "yes"}', '"constructor": {"prototype": {"polluted": "yes"}}', '"toString": "x"', '"hasOwnProperty": 1'];

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
  for (const kind of ['prompt', 'agent']) {
    const added = JSON.parse((await send(`/swarms-world/api/add-${kind}`, VALID[`/swarms-world/api/add-${kind}`])).text) as { id: string };
    VALID[`/swarms-world/api/edit-${kind}`] = { id: added.id, ...(VALID[`/swarms-world/api/edit-${kind}`] as object) };
    if (kind === 'prompt') VALID['/swarms-world/api/reviews'] = { model_id: added.id, ...(VALID['/swarms-world/api/reviews'] as object) };
  }
});
afterAll(() => server.close());

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(path: string, body: unknown, raw?: string): Promise<Answer> {
  const text = raw ?? JSON.stringify(body, (_key, value) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value));
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': 'sk-fuzz-key-0000000000000000', 'content-type': 'application/json' },
    body: text,
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/**
 * Every answer is contract-shaped: a JSON 2xx, a 4xx with `detail` (or OpenAI's `error`), or a 200 event
 * stream that ends in its terminal frame (`done`, `end`, `[DONE]` or an `error` event) — never a 5xx, and never an
 * unexpected error inside a stream.
 */
function assertContractShaped(path: string, answer: Answer, input: unknown) {
  const context = `${path} ${String(JSON.stringify(input)).slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (answer.contentType.startsWith('text/event-stream')) {
    expect(answer.status, context).toBe(200);
    expect(answer.text, context).not.toContain('An unexpected error occurred');
    expect(answer.text, context).toMatch(/(event: (done|end|error)\ndata: .*|data: \[DONE\])\n\n$/);
    return;
  }
  const body = JSON.parse(answer.text);
  if (answer.status >= 400) expect(body.detail !== undefined || body.error !== undefined, context).toBe(true);
}

const POST_PATHS = allRoutes()
  .filter((route) => route.method === 'post' && !NOT_OFFLINE.includes(route.path))
  .map((route) => route.path);

describe('fuzzing every POST endpoint (seeded, reproducible)', () => {
  it('starts from a body each endpoint answers 2xx, so mutations probe past validation', async () => {
    for (const path of POST_PATHS) {
      expect(VALID[path], `add a valid body for ${path} to VALID`).toBeDefined();
      const answer = await send(path, VALID[path]);
      expect(answer.status, `${path} → ${answer.text.slice(0, 300)}`).toBeLessThan(300);
    }
  });

  it.each(NOT_OFFLINE)('%s answers every body, valid or not, with a 501 that says it is not served offline', async (path) => {
    expect(allRoutes().some((route) => route.method === 'post' && route.path === path)).toBe(true);
    await fc.assert(
      fc.asyncProperty(hostileValue, async (body) => {
        const answer = await send(path, body);
        expect(answer.status, answer.text).toBe(501);
        expect(answer.contentType).toContain('application/json');
        expect(answer.text).not.toContain('An unexpected error occurred');
      }),
      { seed: SEED, numRuns: 40, endOnFailure: true },
    );
  });

  it.each(POST_PATHS)('%s answers random and mutated bodies with a contract-shaped 2xx/4xx', async (path) => {
    const bodies = fc.oneof(
      { weight: 3, arbitrary: mutated(VALID[path] ?? {}) },
      { weight: 2, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 5 }) },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => assertContractShaped(path, await send(path, body), body)),
      { seed: SEED, numRuns: 300, endOnFailure: true },
    );
  });

  it.each(Object.keys(STREAMED))('%s streams mutated bodies to a terminal frame, or answers a 4xx', async (path) => {
    await fc.assert(
      fc.asyncProperty(mutated(STREAMED[path]), async (body) => assertContractShaped(path, await send(path, body), body)),
      { seed: SEED, numRuns: 60, endOnFailure: true },
    );
  });

  it.each(POST_PATHS)('%s answers every JSON oddity (odd members, a byte-order mark, surrounding whitespace) contract-shaped', async (path) => {
    const texts = [...ODD_MEMBERS.map((member) => withMember(VALID[path], member)), `\uFEFF${JSON.stringify(VALID[path])}`, ` \n\t${JSON.stringify(VALID[path])}\n `];
    for (const text of texts) assertContractShaped(path, await send(path, undefined, text), text);
  });

  it.each(POST_PATHS)('%s answers deeply nested bodies with a contract-shaped answer', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 50, max: 5000 }), fc.boolean(), async (depth, arrays) => {
        assertContractShaped(path, await send(path, undefined, deepText(depth, arrays)), `depth ${depth}`);
      }),
      { seed: SEED, numRuns: 8, endOnFailure: true },
    );
  });

  // Keys such as "__proto__", "constructor", "toString" are plain unknown fields: once they found a
  // prototype member where a schema was expected and answered 500.
  it.each(POST_PATHS)('%s answers keys named after Object.prototype members without a 5xx', async (path) => {
    for (const member of PROTOTYPE_MEMBERS) assertContractShaped(path, await send(path, undefined, withMember(VALID[path], member)), member);
  });

  it('answers malformed and truncated JSON text with json_invalid', async () => {
    const valid = JSON.stringify(VALID['/v1/swarm/completions']);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: valid.length - 1 }), async (cut) => {
        const answer = await send('/v1/swarm/completions', undefined, valid.slice(0, cut));
        expect(answer.status).toBe(422);
        expect(JSON.parse(answer.text).detail[0].type).toBe('json_invalid');
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('leaves no polluted prototype behind and still answers /health', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    const response = await fetch(`${server.url}/health`, { headers: { 'x-api-key': 'sk-fuzz-key-0000000000000000' } });
    expect(response.status).toBe(200);
  });
});
