import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';
import { cliBin } from '../support/built.js';

// Issue 32, item 12: a named pipe in the fixtures folder hung the replay server on its first miss (and
// `fixtures scan`); a fixture with "request": null turned every miss into a 500; a symlink loop gave
// EISDIR. Whatever the folder holds, a miss is the 424 naming what was skipped, and the scan says what
// stopped it. A pipe is only ever read in a child process with a bound, so a hang fails instead of stalling the suite.

const root = resolve(import.meta.dirname, '../..');
const directories: string[] = [];
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

/** A fixtures folder with one model directory, `gpt-4.1`, holding what `populate` puts there. */
function fixturesFolder(populate: (modelDirectory: string) => void): string {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-fixture-folder-'));
  directories.push(directory);
  mkdirSync(join(directory, 'gpt-4.1'));
  populate(join(directory, 'gpt-4.1'));
  return directory;
}

const withPipe = () => fixturesFolder((models) => expect(spawnSync('mkfifo', [join(models, 'pipe.json')]).status).toBe(0));
const missingRun = { agent_config: { agent_name: 'Replayer', model_name: 'gpt-4.1', max_tokens: 32 }, task: 'Nothing recorded this.' };
const BOUND = { timeout: 60_000, encoding: 'utf8' as const };

describe('a fixtures folder holding things that are not fixtures', () => {
  it('answers a replay miss with the 424, naming a fixture whose request is null and a symlink loop', async () => {
    const directory = fixturesFolder((models) => {
      writeFileSync(join(models, 'nullrequest.json'), JSON.stringify({ version: 1, key: 'nullrequest', request: null, recordings: [] }));
      symlinkSync(join(models, 'loop.json'), join(models, 'loop.json'));
    });
    const client = await createTestClient({ mode: 'replay', fixturesDir: directory });
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await client.post('/v1/agent/completions', missingRun);
        expect(response.status, response.text).toBe(424);
        expect(response.body.detail).toContain('nullrequest.json has no request object naming a model');
        expect(response.body.detail).toContain('loop.json is a symbolic link that loops back on itself');
      }
    } finally {
      await client.server.close();
    }
  });

  it.skipIf(process.platform === 'win32')('answers a replay miss with the 424 naming a named pipe, without waiting on it', () => {
    const directory = withPipe();
    const script = [
      `import { startServer } from ${JSON.stringify(join(root, 'src/server.ts'))};`,
      `const server = await startServer({ port: 0, host: '127.0.0.1', db: ':memory:', mode: 'replay', fixturesDir: ${JSON.stringify(directory)} });`,
      `const response = await fetch(server.url + '/v1/agent/completions', { method: 'POST', headers: { 'x-api-key': 'sk-test-0123456789abcdefghijklmnop', 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(missingRun))} });`,
      'process.stdout.write(JSON.stringify({ status: response.status, body: await response.json() }));',
      'await server.close();',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { ...BOUND, cwd: root });
    expect(child.error, 'the replay server waited on the pipe').toBeUndefined();
    const answer = JSON.parse(child.stdout);
    expect(answer.status).toBe(424);
    expect(answer.body.detail).toContain('pipe.json is a named pipe, not a file');
  });

  it.skipIf(process.platform === 'win32')('makes fixtures scan stop with an error naming a named pipe or a link loop, without waiting', () => {
    const loop = fixturesFolder((models) => symlinkSync(join(models, 'loop.json'), join(models, 'loop.json')));
    for (const [directory, expected] of [
      [withPipe(), 'pipe.json is a named pipe, not a file'],
      [loop, 'loop.json is a symbolic link that loops back on itself'],
    ]) {
      const scan = spawnSync(process.execPath, [cliBin(), 'fixtures', 'scan', directory], BOUND);
      expect(scan.error, 'the scan waited on the pipe').toBeUndefined();
      expect(scan.status).toBe(1);
      expect(scan.stderr).toContain(expected);
      expect(scan.stdout).not.toContain('clean');
    }
  });
});
