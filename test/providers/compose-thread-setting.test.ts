import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtPath } from '../support/built.js';

const SERVER = pathToFileURL(builtPath('dist/server.js')).href;

/**
 * Runs the compiled server in a process of its own with `synthetic.composeThread` set, asks for a few new
 * answers, and reports the process's threads afterwards (Linux's /proc) and the answers' text and usage.
 */
async function run(composeThread: boolean): Promise<{ threads: number; answers: string }> {
  const script = `
    import { readdirSync } from 'node:fs';
    const { startServer } = await import(${JSON.stringify(SERVER)});
    const server = await startServer({ port: 0, db: ':memory:', seed: 3, synthetic: { composeThread: ${composeThread} } });
    const answers = [];
    for (const task of ['One line on tides.', 'Two lines on moons.', 'Three lines on comets.', 'Four words on stars.']) {
      const response = await fetch(server.url + '/v1/agent/completions', {
        method: 'POST',
        headers: { 'x-api-key': 'sk-test', 'content-type': 'application/json' },
        body: JSON.stringify({ agent_config: { agent_name: 'Sky', max_tokens: 30 }, task }),
      });
      const body = await response.json();
      answers.push([response.status, body.outputs.map((output) => output.content), body.usage]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const threads = readdirSync('/proc/self/task').length;
    await server.close();
    console.log(JSON.stringify({ threads, answers: JSON.stringify(answers) }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { timeout: 30_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

describe('the synthetic.composeThread setting', () => {
  it.skipIf(!existsSync('/proc/self/task'))('starts no composing thread when false, and the answers are the same bytes either way', async () => {
    const [withThread, withoutThread] = await Promise.all([run(true), run(false)]);
    expect(withThread.threads - withoutThread.threads).toBe(1);
    expect(withoutThread.answers).toBe(withThread.answers);
    expect(withThread.answers).toContain('[200,');
  });
});
