import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';
import { LIVE_SETTINGS, UPSTREAM, completion } from '../support/openai-upstream.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-autonomous-fixtures-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const run = { agent_config: { agent_name: 'Coordinator', model_name: 'gpt-4.1', max_loops: 'auto', max_tokens: 200 }, task: 'Survey grid batteries.' };
const stable = (body: any) => ({
  ...body,
  job_id: null,
  id: null,
  timestamp: null,
  outputs: body.outputs.map((output: any) => ({ ...output, timestamp: null, message_id: null })),
});

const call = (name: string, args: unknown) => ({ toolCalls: [{ id: `call_${name}`, name, arguments: JSON.stringify(args) }] });

/** An upstream that plays an autonomous coordinator (plan, two sub-agents, their assignment, done, complete) and answers sub-agents in text. */
function coordinatorReply(body: any) {
  if (!body.tools) return completion(`Findings on ${body.messages.at(-1).content}`, { usage: [30, 6] });
  const results = body.messages.filter((message: any) => message.role === 'tool').map((message: any) => String(message.content));
  const last = results.at(-1) ?? '';
  const answer = (() => {
    if (!results.length) return call('create_plan', { task_description: 'survey', steps: [{ step_id: 'a', description: 'survey', priority: 'high' }] });
    if (last.startsWith('Plan created'))
      return call('create_sub_agent', {
        agents: [
          { agent_name: 'Cells', agent_description: 'cells' },
          { agent_name: 'Grid', agent_description: 'grid' },
        ],
      });
    if (last.startsWith('Created 2')) {
      const ids = last.match(/sub-agent-[0-9a-f]{8}/g) ?? [];
      return call('assign_task', {
        assignments: [
          { agent_id: ids[0], task: 'Cell chemistry' },
          { agent_id: ids[1], task: 'Grid rules' },
        ],
      });
    }
    if (last.startsWith('Completed 2')) return call('subtask_done', { task_id: 'a', summary: 'surveyed', success: true });
    return call('complete_task', { task_id: 'main', summary: 'Survey complete.', success: true });
  })();
  return completion('', { ...answer, usage: [50 + results.length, 9] });
}

describe('a recorded autonomous run', () => {
  it('replays call by call, sub-agents included, into the same body', async () => {
    nock(UPSTREAM)
      .persist()
      .post('/v1/chat/completions')
      .reply(200, (_uri, body) => coordinatorReply(body));
    const recorder = await createTestClient({ ...LIVE_SETTINGS, mode: 'record', fixturesDir: directory });
    const recorded = await recorder.post('/v1/agent/completions', run);
    await recorder.server.close();
    nock.cleanAll();
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.body.outputs.at(-1).content).toContain('Survey complete.');
    expect(JSON.stringify(recorded.body.outputs)).toMatch(/Findings on .*Human: Grid rules/);

    const replayer = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      const replayed = await replayer.post('/v1/agent/completions', run);
      expect(replayed.headers.get('x-swarms-local-fixture-miss')).toBeNull();
      expect(JSON.stringify(stable(replayed.body))).toBe(JSON.stringify(stable(recorded.body)));
    } finally {
      await replayer.server.close();
    }
  });
});
