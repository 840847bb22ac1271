import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Whether async hooks are on in a process: with an AsyncLocalStorage in use, the resource of a promise
 * continuation is the promise itself; with none, it is not.
 */
const PROBE = `async function hooksOn() {
  await null;
  await new Promise((resolve) => setTimeout(resolve, 1));
  return (await import('node:async_hooks')).executionAsyncResource() instanceof Promise;
}`;

/** Node 24 keeps AsyncLocalStorage's context in async context frames, without async hooks; earlier lines use the hooks. */
const storageUsesHooks = Number(process.versions.node.split('.')[0]) < 24;

describe('async hooks in a server', () => {
  it(`stay off while requests name no namespace; a request in a namespace ${storageUsesHooks ? 'turns them on (this Node line carries AsyncLocalStorage on them)' : 'leaves them off too (Node 24 carries AsyncLocalStorage without them)'}`, async () => {
    // Its own process: anything else the test runner's process ran may have turned them on already.
    const script = `
      import { startServer } from './src/server.ts';
      ${PROBE}
      const server = await startServer({ port: 0, db: ':memory:', seed: 1 });
      const ask = (headers) => fetch(server.url + '/v1/agent/completions', {
        method: 'POST',
        headers: { 'x-api-key': 'sk-hooks-0000000000000000', 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ agent_config: { agent_name: 'Hooks', max_tokens: 16 }, task: 'Say hello.' }),
      }).then((response) => response.status);
      const statuses = [await ask({}), await ask({})];
      const offAfterDefault = !(await hooksOn());
      statuses.push(await ask({ 'x-swarms-local-namespace': 'hooks' }));
      const onAfterNamespace = await hooksOn();
      await server.close();
      process.stdout.write(JSON.stringify({ statuses, offAfterDefault, onAfterNamespace }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    expect(JSON.parse(stdout)).toEqual({ statuses: [200, 200, 200], offAfterDefault: true, onAfterNamespace: storageUsesHooks });
  });
});
