import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docs/ci.md's recipes, followed in a scratch project against the packed package (the page's last section says how).
const root = resolve(import.meta.dirname, '../..');
const page = readFileSync(join(root, 'docs/ci.md'), 'utf8');
const directory = mkdtempSync(join(tmpdir(), 'swarms-local-ci-recipes-'));
const project = join(directory, 'downstream');
const venv = join(directory, 'venv');
afterAll(() => rmSync(directory, { recursive: true, force: true }), 120_000);

/** The files the page marks with `<!-- ci-recipe: path -->` before a fenced block, by path. */
function recipeFiles(markdown: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of markdown.matchAll(/<!-- ci-recipe: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)) files.set(match[1], `${match[2]}\n`);
  return files;
}

/** The first bash block after a phrase of the page. */
function bashBlockAfter(markdown: string, phrase: string): string {
  const block = markdown.slice(markdown.indexOf(phrase)).match(/```bash\n([\s\S]*?)\n```/);
  if (!block) throw new Error(`docs/ci.md: no bash block after "${phrase}"`);
  return block[1].replace(/\\\n\s*/g, '');
}

interface Step {
  status: number | null;
  output: string;
}

/** Runs a shell line in the project, without blocking this process (the loopback model server answers from it). */
function shell(line: string, env: NodeJS.ProcessEnv): Promise<Step> {
  return new Promise((resolveStep) => {
    const child = spawn('bash', ['-c', line], { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (status) => resolveStep({ status, output }));
  });
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 240_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** An OpenAI-compatible model on a loopback port, answering every chat completion with one sentence. */
async function loopbackModel(): Promise<{ server: Server; baseURL: string; calls: () => number }> {
  let calls = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      const streamed = Boolean((JSON.parse(body || '{}') as { stream?: boolean }).stream);
      const message = { role: 'assistant', content: 'Sales grew modestly, led by May.' };
      const usage = { prompt_tokens: 20, completion_tokens: 8, total_tokens: 28 };
      if (!streamed) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ id: `chatcmpl-${calls}`, object: 'chat.completion', created: 1, model: 'gpt-4.1-mini', choices: [{ index: 0, message, finish_reason: 'stop' }], usage }),
        );
        return;
      }
      const chunk = (delta: object, finish: string | null, extra: object = {}) =>
        `data: ${JSON.stringify({ id: `chatcmpl-${calls}`, object: 'chat.completion.chunk', created: 1, model: 'gpt-4.1-mini', choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(`${chunk(message, null)}${chunk({}, 'stop', { usage })}data: [DONE]\n\n`);
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return { server, baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, calls: () => calls };
}

const files = recipeFiles(page);
const workflow = parse(files.get('.github/workflows/test.yml') ?? '') as {
  jobs: { test: { env: Record<string, string>; steps: Array<{ run?: string; uses?: string }> } };
};
const runSteps = workflow.jobs.test.steps.flatMap((step) => (step.run ? [step.run] : []));
let baseEnv: NodeJS.ProcessEnv = {};

beforeAll(() => {
  if (!existsSync(join(root, 'dist/cli/main.js'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it first)');
  const tarball = join(directory, run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', directory], root).trim().split('\n').pop()!);
  mkdirSync(project);
  const vitestVersion = (JSON.parse(readFileSync(join(root, 'node_modules/vitest/package.json'), 'utf8')) as { version: string }).version;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'downstream', private: true, type: 'module', devDependencies: { 'swarms-local': `file:${tarball}`, vitest: vitestVersion } }),
  );
  for (const [path, content] of files) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), content);
  }
  // The workflow's `npm ci`, offline: the project's own installed dependencies stand in for the registry.
  if (spawnSync('cp', ['-al', join(root, 'node_modules'), join(project, 'node_modules')]).status !== 0) {
    run('cp', ['-a', join(root, 'node_modules'), join(project, 'node_modules')], directory);
  }
  unlinkSync(join(project, 'node_modules/.package-lock.json'));
  run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', tarball], project);
  // What actions/setup-python gives: a `python` of its own, here one that sees Debian's pytest and setuptools
  // (the interpreter npm run test:python uses), with no package index and no pip configuration of the machine's.
  run(process.env.PYTHON ?? '/usr/bin/python3', ['-m', 'venv', '--system-site-packages', venv], directory);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PIP_') && !name.startsWith('VITEST')));
  baseEnv = {
    ...inherited,
    ...workflow.jobs.test.env,
    PATH: `${join(venv, 'bin')}:${process.env.PATH}`,
    PIP_NO_INDEX: '1',
    PIP_NO_BUILD_ISOLATION: '0', // pip reads this one inverted: 0 turns build isolation off
    PIP_DISABLE_PIP_VERSION_CHECK: '1',
    PIP_CONFIG_FILE: '/dev/null',
    CI: 'true',
  };
  delete baseEnv.OPENAI_API_KEY;
  delete baseEnv.NODE_OPTIONS;
}, 600_000);

describe("docs/ci.md's recipes, run in a scratch project against the packed package", () => {
  it('record on a laptop against the model, then pass in CI offline with the workflow steps as written', async () => {
    const model = await loopbackModel();
    const config = files.get('swarms-local.json')!;
    writeFileSync(join(project, 'swarms-local.json'), config.replace('https://api.openai.com/v1', model.baseURL));
    // A laptop that records has installed the plugin once (docs/python.md), as the workflow's pip step does.
    const pipStep = runSteps.find((step) => step.includes('pip install'))!;
    const installed = await shell(pipStep, baseEnv);
    expect(installed.status, installed.output).toBe(0);
    const recording = await shell(bashBlockAfter(page, 'Record locally'), baseEnv);
    await new Promise((resolveClose) => model.server.close(resolveClose));
    expect(recording.status, recording.output).toBe(0);
    expect(model.calls()).toBeGreaterThanOrEqual(2);
    expect(readdirSync(join(project, 'fixtures/swarms'), { recursive: true }).length).toBeGreaterThan(0);

    writeFileSync(join(project, 'swarms-local.json'), config);
    expect(runSteps[0]).toBe('npm ci');
    for (const step of runSteps.slice(1)) {
      const result = await shell(step, baseEnv);
      expect(result.status, `${step}\n${result.output}`).toBe(0);
    }
    expect(existsSync(join(project, 'swarms-local-journal'))).toBe(false);
  }, 600_000);

  it("fail in CI on a call never recorded, leaving that test's journal for the artifact upload", async () => {
    const documented = files.get('test/summary.test.ts')!;
    const unrecorded = documented.replace('sales rose 4% in May.', 'sales fell 9% in July.');
    expect(unrecorded).not.toBe(documented);
    writeFileSync(join(project, 'test/unrecorded.test.ts'), unrecorded);
    try {
      const result = await shell('npx vitest run test/unrecorded.test.ts', baseEnv);
      expect(result.status).not.toBe(0);
      const kept = readdirSync(join(project, 'swarms-local-journal'));
      expect(kept).toHaveLength(1);
      const journal = readFileSync(join(project, 'swarms-local-journal', kept[0]), 'utf8');
      expect(journal).toContain('sales fell 9% in July.');
      expect(journal).toContain('424');
    } finally {
      rmSync(join(project, 'test/unrecorded.test.ts'));
      rmSync(join(project, 'swarms-local-journal'), { recursive: true, force: true });
    }
  }, 300_000);

  it("keep the GitLab job's script the workflow's run steps, line for line", () => {
    const gitlab = parse(files.get('.gitlab-ci.yml') ?? '') as { test: { script: string[]; variables: Record<string, string> } };
    expect(gitlab.test.script).toEqual(runSteps);
    expect(gitlab.test.variables).toEqual(workflow.jobs.test.env);
  });
});
