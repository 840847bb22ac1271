import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cliBin } from '../support/built.js';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Debian's Chromium (or CHROMIUM_PATH): the browser tests never download one. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string => Boolean(path));
  return candidates.find((path) => existsSync(path));
}

/** Whether the browser tests run: outside CI a machine without Chromium skips them; under CI a missing browser is a failure. */
export const runBrowser = chromiumPath() !== undefined || process.env.CI === 'true';

/** The Chromium to drive; under CI with none installed, the failure that says how to install it. */
export function requireChromium(): string {
  const path = chromiumPath();
  if (!path) throw new Error('CI=true but no Chromium at /usr/bin/chromium or CHROMIUM_PATH: .ci/run installs it with apt-get install chromium');
  return path;
}

/** A swarms-local started from the built binary, with the URLs its start-up output printed. */
export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  dashboard: string;
  stop(): Promise<void>;
}

/** Starts `bin/swarms-local.js` on port 0 and reads the API and dashboard URLs from what it prints. */
export function startBuiltServer(args: string[] = ['--db', ':memory:']): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [cliBin(), '--port', '0', '--quiet', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no dashboard line; output so far: ${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^swarms-local listening on (\S+)/m.exec(output)?.[1];
      const dashboard = /^\s*dashboard\s+(http\S+)/m.exec(output)?.[1];
      if (!url || !dashboard) return;
      clearTimeout(timer);
      const stop = () =>
        new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      resolvePromise({ child, url, dashboard, stop });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

/** Posts JSON to the server with a key. */
export async function post(url: string, path: string, body: unknown, key = 'sk-browser-test-0000000000'): Promise<any> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
  return response.json();
}

/** A swarm of `count` agents on the synthetic model. */
export function swarmOf(name: string, count: number, swarmType = 'ConcurrentWorkflow') {
  return {
    name,
    swarm_type: swarmType,
    task: 'Review the launch plan.',
    agents: Array.from({ length: count }, (_, index) => ({
      agent_name: `Reviewer-${String(index + 1).padStart(3, '0')}`,
      system_prompt: `You are reviewer ${index + 1}. Be brief.`,
      model_name: index % 2 ? 'gpt-4o-mini' : 'gpt-4.1',
      max_tokens: 24,
    })),
  };
}

/** A Chromium page that records console errors and every request to a host other than the server. */
export interface WatchedPage {
  browser: Browser;
  page: Page;
  consoleErrors: string[];
  foreignRequests: string[];
}

/** Launches Debian's Chromium headless on one page watched for console errors and foreign requests. */
export async function openWatchedPage(executablePath: string, serverUrl: string): Promise<WatchedPage> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  const origin = new URL(serverUrl).origin;
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) foreignRequests.push(request.url());
  });
  page.on('dialog', (dialog) => void dialog.accept());
  return { browser, page, consoleErrors, foreignRequests };
}
