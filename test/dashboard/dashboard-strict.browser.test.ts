import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireChromium, runBrowser, openWatchedPage, post, startBuiltServer, type SpawnedServer, type WatchedPage } from './browser-support.js';
import { cliBin } from '../support/built.js';
import { scratchDirectory } from '../support/scratch-directory.js';

/** Creates a key in the database the server will use (the CLI prints the key on its first line). */
function createKey(database: string, user: string): string {
  const result = spawnSync(process.execPath, [cliBin(), 'keys', 'create', '--user', user, '--db', database], { encoding: 'utf8' });
  return result.stdout.split('\n')[0].trim();
}

describe.runIf(runBrowser)('the dashboard in strict auth', () => {
  const database = join(scratchDirectory('swarms-dashboard-strict-'), 'strict.db');
  let alice: string;
  let server: SpawnedServer;
  let watched: WatchedPage;

  beforeAll(async () => {
    const browserPath = requireChromium();
    alice = createKey(database, 'alice');
    const bob = createKey(database, 'bob');
    server = await startBuiltServer(['--db', database, '--auth', 'strict']);
    await post(server.url, '/v1/agent/completions', { agent_config: { agent_name: 'AliceAgent', model_name: 'gpt-4.1', max_tokens: 16 }, task: 'Hi.' }, alice);
    await post(server.url, '/v1/agent/completions', { agent_config: { agent_name: 'BobAgent', model_name: 'gpt-4.1', max_tokens: 16 }, task: 'Hi.' }, bob);
    watched = await openWatchedPage(browserPath, server.url);
  }, 60_000);

  afterAll(async () => {
    await watched?.browser.close();
    await server?.stop();
  });

  it("asks for a key, keeps it for the tab only, and shows only that key's runs", async () => {
    const { page } = watched;
    await page.goto(server.dashboard);
    const dialog = page.getByRole('dialog', { name: 'API key' });
    await dialog.waitFor();
    await dialog.getByLabel('Key').fill(alice);
    await dialog.getByRole('button', { name: 'Use this key' }).click();
    const rows = page.locator('table.runs tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('link').click();
    await expect.poll(() => page.getByRole('listbox', { name: /Run timeline/ }).textContent()).toContain('AliceAgent');
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toContain('swarms-local.api-key');
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('swarms-local.api-key');
    // The only console errors are the browser's own notes on the refused keyless calls before the key was given.
    expect(watched.consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
  });
});
