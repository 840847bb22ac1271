import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';
import { LIVE_SETTINGS, completion, streamBody, upstream } from '../support/openai-upstream.js';

afterEach(() => nock.cleanAll());

const tools = [{ type: 'function', function: { name: 'lookup', description: 'Looks a term up.', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }];
const run = { agent_config: { agent_name: 'Toolless', model_name: 'gpt-4.1', max_tokens: 64, tools_list_dictionary: tools }, task: 'Summarise wind energy.' };

/** Live mode in front of a backend whose route says it takes no tools. */
const settings = { ...LIVE_SETTINGS, routes: [{ ...LIVE_SETTINGS.routes[0], supports: { tools: false } }] };

describe('settings a route does not support', () => {
  for (const stream of [false, true]) {
    it(`are left out of the upstream call and listed on the journal's provider call (${stream ? 'streamed' : 'plain'})`, async () => {
      let sentTools: unknown = 'not called';
      upstream().reply(200, (_uri, body: any) => {
        sentTools = body.tools;
        return stream ? streamBody(['Wind is cheap.']) : completion('Wind is cheap.');
      });
      const client = await createTestClient(settings);
      try {
        const response = await client.post('/v1/agent/completions', { ...run, stream });
        expect(response.status).toBe(200);
        expect(sentTools).toBeUndefined();
        const journal = await client.get('/_swarms-local/journal');
        const call = journal.body.requests[0].children[0].children.find((node: any) => node.kind === 'provider-call');
        expect(call.warnings).toEqual([expect.objectContaining({ type: 'unsupported-setting', setting: 'tools' })]);
      } finally {
        await client.server.close();
      }
    });
  }

  it('leave no warnings on a provider call that honoured everything', async () => {
    upstream().reply(200, completion('Wind is cheap.'));
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      await client.post('/v1/agent/completions', run);
      const journal = await client.get('/_swarms-local/journal');
      expect(journal.body.requests[0].children[0].children[0]).not.toHaveProperty('warnings');
    } finally {
      await client.server.close();
    }
  });
});
