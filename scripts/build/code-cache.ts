// Build step: writes the CLI bundle's V8 code cache (dist/cli-bundle/main.cjs.cache, see src/cli/code-cache.ts)
// the way a first use would: starts the installed command, sends what a first session sends (a completion,
// a streamed one, a swarm, the catalogue), and waits for the command to write the cache with the functions
// those compiled. Without this step the first start of the command writes it.
import { existsSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startCli } from '../start-cli.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = `${root}dist/cli-bundle/main.cjs.cache`;
const WAIT_MS = 20_000;

rmSync(CACHE, { force: true });
const { url, child } = await startCli();
try {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk-build-code-cache-0000', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} while warming the CLI: ${await response.text()}`);
    await response.text();
  };
  const agent = { agent_name: 'Warm', max_tokens: 64 };
  await post('/v1/agent/completions', { agent_config: agent, task: 'Summarise the benefits of heat pumps.' });
  await post('/v1/agent/completions', { agent_config: agent, task: 'Summarise the benefits of heat pumps.', stream: true });
  await post('/v1/swarm/completions', { swarm_type: 'SequentialWorkflow', task: 'Plan a launch.', agents: [agent, { ...agent, agent_name: 'Second' }] });
  await fetch(`${url}/v1/models/available`, { headers: { 'x-api-key': 'sk-build-code-cache-0000' } }).then((response) => response.text());
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(CACHE)) {
    if (Date.now() > deadline) throw new Error(`the CLI wrote no code cache at ${CACHE} within ${WAIT_MS} ms`);
    await sleep(100);
  }
} finally {
  child.kill('SIGKILL');
}
