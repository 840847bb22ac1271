import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPath } from '../support/built.js';

// A downstream suite starts swarms-local from `swarms-local/testing`, makes completions and closes it; its
// process must then end on its own, whatever runs it. Each runner gets a fresh project whose node_modules
// links to this one (the built package, and the runners themselves). The wait below is a generous ceiling
// for a loaded machine, not a speed check: a child still running after it is killed and the test fails.
const root = resolve(import.meta.dirname, '../..');
const project = mkdtempSync(join(tmpdir(), 'swarms-local-exit-'));
const EXIT_CEILING_MS = 150_000;
const DONE = 'closed-swarms-local';

/** What every runner's test does: start, a few completions (the first starts the composing thread, asked for), close. */
const body = `
  const local = await createSwarmsLocal({ synthetic: { composeThread: true } });
  for (const task of ['Plan a bakery opening.', 'List three breads.', 'Price a croissant.']) {
    const response = await fetch(local.url + '/v1/agent/completions', {
      method: 'POST',
      headers: { ...local.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ agent_config: { agent_name: 'Baker', model_name: 'gpt-4o-mini' }, task }),
    });
    if (response.status !== 200) throw new Error('completion answered ' + response.status + ': ' + (await response.text()));
    await response.json();
  }
  await local.close();
  console.log('${DONE}');
`;
const importLine = "import { createSwarmsLocal } from 'swarms-local/testing';";

beforeAll(() => {
  builtPath('dist/testing/index.js');
  mkdirSync(join(project, 'node_modules'));
  for (const name of ['vitest', 'jest']) symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name));
  symlinkSync(root, join(project, 'node_modules/swarms-local'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'exit-check', private: true, type: 'module' }));
  writeFileSync(join(project, 'plain.mjs'), `${importLine}\n${body}`);
  writeFileSync(join(project, 'node-test.test.mjs'), `import { test } from 'node:test';\n${importLine}\ntest('completes and closes', async () => {${body}});\n`);
  writeFileSync(join(project, 'vitest-suite.test.mjs'), `import { test } from 'vitest';\n${importLine}\ntest('completes and closes', async () => {${body}});\n`);
  writeFileSync(join(project, 'vitest.config.mjs'), 'export default { test: { include: ["vitest-suite.test.mjs"] } };\n');
  writeFileSync(join(project, 'jest-suite.test.mjs'), `${importLine}\ntest('completes and closes', async () => {${body}}, 60000);\n`);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Runs a command in the project; resolves with its exit code and output, or kills it after the ceiling. */
function runToExit(args: string[]): Promise<{ code: number | null; output: string; killed: boolean }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1', NODE_OPTIONS: '' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let killed = false;
    const ceiling = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, EXIT_CEILING_MS);
    child.once('exit', (code) => {
      clearTimeout(ceiling);
      resolvePromise({ code, output, killed });
    });
  });
}

/** The child ended by itself, successfully, after its test closed swarms-local. */
function expectExitedOnItsOwn(result: { code: number | null; output: string; killed: boolean }): void {
  expect(result.killed, `still running after ${EXIT_CEILING_MS / 1000} s, killed:\n${result.output}`).toBe(false);
  expect(result.code, result.output).toBe(0);
  expect(result.output).toContain(DONE);
}

describe('a process that closed swarms-local ends on its own', () => {
  it('ends after a plain node script', { timeout: EXIT_CEILING_MS + 30_000 }, async () => {
    expectExitedOnItsOwn(await runToExit(['plain.mjs']));
  });

  it('ends under node --test', { timeout: EXIT_CEILING_MS + 30_000 }, async () => {
    expectExitedOnItsOwn(await runToExit(['--test', 'node-test.test.mjs']));
  });

  it('ends under a vitest run of its own', { timeout: EXIT_CEILING_MS + 30_000 }, async () => {
    expectExitedOnItsOwn(await runToExit([join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.config.mjs']));
  });

  it('ends under jest, which waits for nothing to be left running', { timeout: EXIT_CEILING_MS + 30_000 }, async () => {
    const config = JSON.stringify({ rootDir: project, transform: {}, testEnvironment: 'node', testMatch: ['**/jest-suite.test.mjs'] });
    const result = await runToExit(['--experimental-vm-modules', join(root, 'node_modules/jest/bin/jest.js'), '--config', config]);
    expectExitedOnItsOwn(result);
    expect(result.output).not.toContain('did not exit');
  });
});
