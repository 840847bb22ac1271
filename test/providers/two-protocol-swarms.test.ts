import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';
import { startAnthropicUpstream, type AnthropicUpstream } from './anthropic-upstream.js';
import { startGeminiUpstream, type GeminiUpstream } from './gemini-upstream.js';

// The example of docs/providers.md, "Claude for one swarm, Gemini for another, the rest synthetic", run as
// written: its config file (base URLs pointed at loopback upstreams) and its two swarm requests.

const SECTION = '## Claude for one swarm, Gemini for another, the rest synthetic';

/** The JSON blocks of the docs section, in order: the config file, then the swarm requests. */
function exampleBlocks(): [Record<string, any>, Array<Record<string, any>>] {
  const docs = readFileSync(new URL('../../docs/providers.md', import.meta.url), 'utf8');
  const start = docs.indexOf(SECTION);
  expect(start, `docs/providers.md has the section "${SECTION}"`).toBeGreaterThan(-1);
  const section = docs.slice(start, docs.indexOf('\n## ', start + SECTION.length));
  const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]));
  expect(blocks).toHaveLength(2);
  return blocks as [Record<string, any>, Array<Record<string, any>>];
}

let anthropic: AnthropicUpstream;
let gemini: GeminiUpstream;
let directory: string;
beforeAll(async () => {
  [anthropic, gemini] = await Promise.all([startAnthropicUpstream(), startGeminiUpstream()]);
  directory = mkdtempSync(join(tmpdir(), 'swarms-local-two-protocols-'));
});
afterAll(async () => {
  await Promise.all([anthropic.close(), gemini.close()]);
  rmSync(directory, { recursive: true, force: true });
});

describe('the two-protocol example of docs/providers.md', () => {
  it("answers one swarm's Claude agent through the Messages API, the other's Gemini agent through generateContent, and every other agent offline", async () => {
    const [config, swarms] = exampleBlocks();
    const loopback: Record<string, string> = { anthropic: anthropic.baseURL, gemini: gemini.baseURL };
    for (const route of config.routes) {
      expect(Object.keys(loopback), `a route of the example speaks ${route.protocol}`).toContain(route.protocol);
      route.baseURL = loopback[route.protocol];
    }
    const configFile = join(directory, 'swarms-local.json');
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    const client = await createTestClient({ configFile, env: { ANTHROPIC_API_KEY: 'sk-ant-api03-example-0c3f5a', GEMINI_API_KEY: 'AIzaSy-example-7d1b9e' } });
    const outputs: Array<Array<{ role: string; content: string }>> = [];
    try {
      for (const swarm of swarms) {
        const response = await client.post('/v1/swarm/completions', swarm);
        expect(response.status, response.text).toBe(200);
        outputs.push(response.body.output);
      }
    } finally {
      await client.server.close();
    }

    expect(anthropic.requests.map((request) => request.body.model)).toEqual(['claude-sonnet-4-5']);
    expect(anthropic.requests[0].body.messages.at(-1).content[0].text).toContain('Assess tidal power for a coastal town.');
    expect(gemini.requests.map((request) => [request.model, request.method])).toEqual([['gemini-2.5-pro', 'generateContent']]);
    expect(JSON.stringify(gemini.requests[0].body.contents)).toContain('Assess offshore wind for the same town.');

    const [claudeDesk, geminiDesk] = outputs.map((output) => Object.fromEntries(output.map((message) => [message.role, message.content])));
    expect(claudeDesk['Claude Analyst']).toMatch(/^Claude claude-sonnet-4-5 heard: /);
    expect(geminiDesk['Gemini Analyst']).toMatch(/^Gemini gemini-2\.5-pro heard: /);
    // The editors' answers come from the synthetic provider: no upstream heard them, and their text is its own.
    for (const desk of [claudeDesk, geminiDesk]) {
      expect(desk['Desk Editor']).toEqual(expect.any(String));
      expect(desk['Desk Editor']).not.toMatch(/^(Claude|Gemini) .* heard: /);
    }
  });
});
