import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireChromium, runBrowser, openWatchedPage, post, startBuiltServer, swarmOf, type SpawnedServer } from './browser-support.js';
import { scratchDirectory } from '../support/scratch-directory.js';

if (!runBrowser) {
  process.stderr.write('dashboard browser tests skipped: no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)\n');
}

/** Where screenshots go: DASHBOARD_SCREENSHOTS (docs/dashboard.md's come from here), else a temporary directory. */
const shots = process.env.DASHBOARD_SCREENSHOTS ?? scratchDirectory('swarms-dashboard-');

describe.runIf(runBrowser)('the dashboard in Chromium', () => {
  let server: SpawnedServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[] = [];
  let foreignRequests: string[] = [];

  beforeAll(async () => {
    const browserPath = requireChromium();
    server = await startBuiltServer();
    await post(server.url, '/v1/agent/completions', { agent_config: { agent_name: 'Solo', model_name: 'gpt-4.1', max_tokens: 24 }, task: 'Name a metal.' });
    await post(server.url, '/v1/swarm/completions', swarmOf('launch-review', 100));
    ({ browser, page, consoleErrors, foreignRequests } = await openWatchedPage(browserPath, server.url));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens at the printed URL with no key and lists the runs, newest first; a new run appears without a reload', async () => {
    expect(server.dashboard).toBe(`${server.url}/_swarms-local/ui/`);
    await page.goto(server.dashboard);
    const rows = page.locator('table.runs tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.first().textContent()).toContain('launch-review');
    await post(server.url, '/v1/agent/completions', { agent_config: { agent_name: 'Late', model_name: 'gpt-4.1', max_tokens: 16 }, task: 'Say hi.' });
    await expect.poll(() => rows.count(), { timeout: 5000 }).toBe(3);
    await page.getByLabel('Swarm type').fill('ConcurrentWorkflow');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.screenshot({ path: join(shots, 'dashboard-runs.png') });
  });

  it("shows a 100-agent run as a virtualised waterfall, keyboard-navigable, with each agent's transcript", async () => {
    await page.getByRole('link', { name: 'launch-review' }).click();
    await page.getByRole('heading', { name: 'launch-review' }).waitFor();
    const timeline = page.getByRole('listbox', { name: /Run timeline/ });
    await timeline.waitFor();
    // 1 request + 100 agents + 100 model calls, but only the rows in view are in the page.
    const options = timeline.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(5);
    expect(await options.count()).toBeLessThan(100);
    await timeline.focus();
    await page.keyboard.press('End');
    await expect.poll(() => timeline.getByRole('option', { selected: true }).getAttribute('aria-label')).toMatch(/^model call gpt-4\.1|^model call gpt-4o-mini/);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => timeline.getByRole('option', { selected: true }).getAttribute('aria-label')).toMatch(/^agent Reviewer-/);
    await page.getByRole('region', { name: /Details of Reviewer-/ }).waitFor();
    await page.screenshot({ path: join(shots, 'dashboard-run-view.png'), fullPage: true });
    await page.getByRole('tab', { name: /Transcripts/ }).click();
    const transcript = page.getByRole('list', { name: /Transcript of Reviewer-/ });
    await expect.poll(() => transcript.textContent()).toContain('You are reviewer');
    await page.getByRole('tab', { name: 'Request & response' }).click();
    await expect.poll(() => page.getByLabel('Response body').textContent()).toContain('"job_id"');
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect.poll(() => page.locator('.copied').textContent()).toMatch(/Copied|curl -X POST/);
  });

  it('charts usage over time and by model, swarm type and endpoint, with credits and rate-limit windows', async () => {
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('img', { name: 'Cost and tokens over time' }).locator('canvas').waitFor();
    await page
      .getByRole('img', { name: /^Cost by model/ })
      .locator('canvas')
      .waitFor();
    await expect.poll(() => page.getByRole('table', { name: /^Cost by model/ }).textContent()).toContain('gpt-4o-mini');
    await expect.poll(() => page.getByRole('table', { name: /credit balance/ }).textContent()).toContain('unlimited');
    await page.screenshot({ path: join(shots, 'dashboard-usage.png') });
  });

  it('adds a fault from the form, which then fails a run, and freezes the virtual clock', async () => {
    await page.getByRole('link', { name: 'Test controls' }).click();
    const form = page.getByRole('form', { name: 'Add a fault' });
    await form.getByLabel('Kind').selectOption('http-status');
    await form.getByLabel('HTTP status').fill('503');
    await form.getByLabel('Only agent').fill('Doomed');
    await form.getByRole('button', { name: 'Add fault' }).click();
    await expect.poll(() => page.getByRole('table', { name: /Active faults/ }).textContent()).toContain('agent=Doomed');
    await page.getByRole('button', { name: 'Freeze clock' }).click();
    await expect.poll(() => page.getByTestId('clock-state').textContent()).toBe('frozen');
    await page.screenshot({ path: join(shots, 'dashboard-controls.png') });
    const failed = await post(server.url, '/v1/agent/completions', { agent_config: { agent_name: 'Doomed', model_name: 'gpt-4.1', max_tokens: 16 }, task: 'Fail.' });
    expect(failed.detail ?? failed.error).toBeDefined();
    await page.getByRole('link', { name: 'Runs' }).click();
    await page.getByRole('search', { name: 'Filter runs' }).getByLabel('Status').selectOption('error');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const rows = page.locator('table.runs tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('link').click();
    const timeline = page.getByRole('listbox', { name: /Run timeline/ });
    await expect.poll(() => timeline.textContent()).toContain('fault');
  });

  it('adds a stub from the form, which then answers a run instead of the model, and removes it', async () => {
    await page.getByRole('link', { name: 'Test controls' }).click();
    const form = page.getByRole('form', { name: 'Add a stub' });
    await form.getByLabel('Answer', { exact: true }).fill('Canned by the dashboard.');
    await form.getByLabel('Only agent').fill('Stubbed');
    await form.getByRole('button', { name: 'Add stub' }).click();
    const table = page.getByRole('table', { name: /Stubs in namespace/ });
    await expect.poll(() => table.textContent()).toContain('agent=Stubbed');
    const answered = await post(server.url, '/v1/agent/completions', { agent_config: { agent_name: 'Stubbed', model_name: 'gpt-4.1' }, task: 'Anything.' });
    expect(answered.outputs[0].content).toBe('Canned by the dashboard.');
    await table.getByRole('button', { name: /Remove stub/ }).click();
    await expect.poll(() => table.textContent()).not.toContain('agent=Stubbed');
  });

  it('shows empty run filters as hints (e.g. …, lighter and in italics), never as applied values', async () => {
    await page.getByRole('link', { name: 'Runs' }).click();
    const filters = page.getByRole('search', { name: 'Filter runs' });
    const fields = filters.locator('input[type="text"], input[type="search"]');
    // The filters are drawn after the page loads: wait for them as a user would, never count right away.
    await expect.poll(() => fields.count()).toBeGreaterThan(3);
    for (const field of await fields.all()) {
      expect(await field.inputValue()).toBe('');
      expect(await field.getAttribute('placeholder')).toMatch(/^e\.g\. /);
      const hint = await field.evaluate((input) => {
        const placeholder = getComputedStyle(input, '::placeholder');
        return { style: placeholder.fontStyle, color: placeholder.color, text: getComputedStyle(input).color };
      });
      expect(hint.style).toBe('italic');
      expect(hint.color).not.toBe(hint.text);
    }
  });

  it('switches to the dark theme', async () => {
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.screenshot({ path: join(shots, 'dashboard-dark.png') });
  });

  // Loads the API docs page (swagger-ui, ~1 MB of script) in the browser: the slowest page here on a loaded machine.
  it('serves interactive API docs at /docs that send a request from the page', async () => {
    await page.getByRole('link', { name: 'API docs' }).click();
    await page.locator('#operations-System-get_health').waitFor();
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await page.locator('.auth-container input').first().fill('sk-docs-test-0000000000');
    // Two schemes (x-api-key, then bearer): authorise the first, the x-api-key one.
    await page.locator('.auth-btn-wrapper button.authorize').first().click();
    await page.locator('.auth-btn-wrapper button.btn-done').first().click();
    await page.locator('#operations-System-get_health .opblock-summary').click();
    await page.locator('#operations-System-get_health button.execute').click();
    await expect.poll(() => page.locator('#operations-System-get_health .live-responses-table tbody .response-col_status').first().textContent()).toContain('200');
    await page.screenshot({ path: join(shots, 'docs.png') });
  }, 60_000);

  it('made no request to another host and logged no console error', () => {
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
