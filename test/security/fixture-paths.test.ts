import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { modelDirectoryName } from '../../src/providers/fixtures/fixture-store.js';
import { LIVE_SETTINGS, completion, upstream } from '../support/openai-upstream.js';
import { createTestClient } from '../support/test-server.js';

// Issue 13, item 6: in record mode `model_name: ".."` wrote a fixture one directory above the fixtures
// directory. A model's directory name is now sanitised, a name of dots only becomes a hash, and every
// path is checked to stay inside the fixtures directory.

const outer = mkdtempSync(join(tmpdir(), 'swarms-local-fixture-paths-'));
const fixturesDir = join(outer, 'fixtures');
mkdirSync(fixturesDir);
afterAll(() => rmSync(outer, { recursive: true, force: true }));

function filesUnder(path: string): string[] {
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)]));
}

describe('fixture file names', () => {
  it('records models named "..", ".", "../..", "../../escape" and "..." inside the fixtures directory', async () => {
    const names = ['..', '.', '../..', '../../escape', '...'];
    for (const name of names) upstream().reply(200, completion(`answer for ${name}`, { usage: [5, 3] }));
    const recorder = await createTestClient({ ...LIVE_SETTINGS, mode: 'record', fixturesDir });
    try {
      for (const name of names) {
        const response = await recorder.post('/v1/agent/completions', { agent_config: { agent_name: 'A', model_name: name, max_tokens: 16 }, task: `task ${name}` });
        expect(response.status, response.text).toBe(200);
      }
    } finally {
      await recorder.server.close();
      nock.cleanAll();
    }
    const files = filesUnder(outer);
    expect(files).toHaveLength(names.length);
    expect(files.filter((file) => !file.startsWith(fixturesDir + sep))).toEqual([]);
  });

  it('keeps the directory name of ordinary model names, so existing fixtures still load', () => {
    expect(modelDirectoryName('gpt-4.1')).toBe('gpt-4.1');
    expect(modelDirectoryName('ollama/llama3')).toBe('ollama_llama3');
    expect(modelDirectoryName('claude-sonnet-4-20250514')).toBe('claude-sonnet-4-20250514');
    expect(modelDirectoryName('..')).toMatch(/^model-[0-9a-f]{16}$/);
    expect(modelDirectoryName('..')).not.toBe(modelDirectoryName('.'));
  });
});
