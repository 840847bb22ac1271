import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireChromium, runBrowser, openWatchedPage, post, startBuiltServer, type SpawnedServer } from './browser-support.js';

const team = (names: string[], task: string) => ({
  name: `team of ${names.length}`,
  swarm_type: 'SequentialWorkflow',
  task,
  agents: names.map((agent_name) => ({ agent_name, model_name: 'gpt-4.1', max_tokens: 24 })),
});

describe.runIf(runBrowser)('the dashboard compares two runs side by side in Chromium', () => {
  let server: SpawnedServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[] = [];
  let foreignRequests: string[] = [];

  beforeAll(async () => {
    const browserPath = requireChromium();
    server = await startBuiltServer();
    await post(server.url, '/v1/swarm/completions', team(['Planner', 'Writer'], 'Plan a garden.'));
    await post(server.url, '/v1/swarm/completions', team(['Planner', 'Writer', 'Critic'], 'Plan a small herb garden.'));
    ({ browser, page, consoleErrors, foreignRequests } = await openWatchedPage(browserPath, server.url));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('ticks two runs in the list and opens them aligned step by step, the added agent marked only in B', async () => {
    await page.goto(server.dashboard);
    await page.getByLabel('Compare team of 2').check();
    await page.getByLabel('Compare team of 3').check();
    await page.getByRole('link', { name: 'Compare the two ticked runs' }).click();
    const table = page.locator('table.side-by-side');
    await table.waitFor();
    await expect.poll(() => page.locator('.diff-summary').textContent()).toContain('Agents added: Critic');
    const onlyInB = table.locator('tr.change-added');
    await expect.poll(() => onlyInB.count()).toBeGreaterThan(0);
    const added = await onlyInB.first().locator('td.step').allTextContents();
    expect(added[0]).toBe('');
    expect(added[1]).toBe('agent Critic');
    // The agents both runs have sit on one row each, side by side.
    const planner = table.locator('tr', { hasText: 'agent Planner' }).first().locator('td.step');
    await expect.poll(() => planner.allTextContents()).toEqual(['agent Planner', 'agent Planner']);
  });

  it('diffs a changed transcript inline, deleted and inserted words marked', async () => {
    // The second run's task differs, so the agents' answers do: each difference is a row under its step.
    const changed = page.locator('tr.differences .inline-diff');
    await expect.poll(() => changed.count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('tr.differences .inline-diff del, tr.differences .inline-diff ins').count()).toBeGreaterThan(0);
  });

  it('says so when a run is compared with itself, and names a run it cannot find', async () => {
    const first = page.locator('table.side-by-side thead th').nth(1);
    const id = (await first.textContent())?.replace('Run A: ', '') ?? '';
    await page.goto(`${server.dashboard}#/diff/${encodeURIComponent(id)}/${encodeURIComponent(id)}`);
    await expect.poll(() => page.locator('.run-diff').textContent()).toContain('No differences');
    await page.goto(`${server.dashboard}#/diff/nope/${encodeURIComponent(id)}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('No run nope');
  });

  it('compares the older run first when the newer one is ticked first', async () => {
    await page.goto(server.dashboard);
    await page.getByLabel('Compare team of 3').check();
    await page.getByLabel('Compare team of 2').check();
    await page.getByRole('link', { name: 'Compare the two ticked runs' }).click();
    await page.locator('table.side-by-side').waitFor();
    await expect.poll(() => page.locator('.diff-summary').textContent()).toContain('Agents added: Critic');
  });

  it('made no request to another host and logged no console error but the refused lookup', () => {
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
  });
});
