import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';
import { LIVE_SETTINGS, UPSTREAM, completion } from '../support/openai-upstream.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-swarm-fixtures-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const spec = {
  name: 'Recorded research',
  swarm_type: 'SequentialWorkflow',
  agents: [
    { agent_name: 'Researcher', system_prompt: 'Research.', model_name: 'gpt-4.1', max_tokens: 80 },
    { agent_name: 'Writer', system_prompt: 'Write.', model_name: 'gpt-4.1', max_tokens: 80 },
  ],
  task: 'Report on offshore wind.',
};
const stable = (body: any) => ({ ...body, job_id: null, execution_time: null, timestamp: null });

describe('a recorded multi-agent run', () => {
  it('replays byte-identically offline (ids and timestamps aside)', async () => {
    let call = 0;
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body: any) => completion(`Answer ${++call} for ${body.messages[0].content.split('\n')[0]}`, { usage: [40 + call, 10 + call] }));
    const recorder = await createTestClient({ ...LIVE_SETTINGS, mode: 'record', fixturesDir: directory });
    const recorded = (await recorder.post('/v1/swarm/completions', spec)).body;
    await recorder.server.close();
    nock.cleanAll();
    expect(recorded.output).toHaveLength(2);

    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      const replayed = (await replayer.post('/v1/swarm/completions', spec)).body;
      expect(JSON.stringify(stable(replayed))).toBe(JSON.stringify(stable(recorded)));
    } finally {
      await replayer.server.close();
    }
  });
});
