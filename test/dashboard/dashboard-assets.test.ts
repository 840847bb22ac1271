import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { mountDashboard } from '../../src/http/dashboard-assets.js';
import { createTestClient } from '../support/test-server.js';
import { scratchDirectory } from '../support/scratch-directory.js';

const servers: Array<{ close(): void }> = [];
afterAll(() => servers.forEach((server) => server.close()));

async function serveDashboard(directory: string): Promise<string> {
  const app = express();
  mountDashboard(app, directory);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the dashboard files', () => {
  it('are served under /_swarms-local/ui/ with a policy that forbids every other host', async () => {
    const directory = scratchDirectory('swarms-ui-');
    mkdirSync(join(directory, 'assets'));
    writeFileSync(join(directory, 'index.html'), '<!doctype html><title>dash</title>');
    writeFileSync(join(directory, 'assets', 'app-1234.js'), 'console.log(1)');
    const url = await serveDashboard(directory);
    const page = await fetch(`${url}/_swarms-local/ui/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>dash</title>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${url}/_swarms-local/ui/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const bare = await fetch(`${url}/_swarms-local/ui`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/_swarms-local/ui/');
  });

  it('say how to build them when they are not built', async () => {
    const url = await serveDashboard(scratchDirectory('swarms-ui-empty-'));
    const page = await fetch(`${url}/_swarms-local/ui/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
  });

  it('are not served when the admin plane is off', async () => {
    const client = await createTestClient({ admin: false });
    try {
      expect((await fetch(`${client.url}/_swarms-local/ui/`)).status).toBe(404);
    } finally {
      await client.server.close();
    }
  });
});

describe('the interactive docs', () => {
  it('load Swagger UI from this server only, and serve nothing else of its package', async () => {
    const client = await createTestClient();
    try {
      const page = await fetch(`${client.url}/docs`);
      const html = await page.text();
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
      expect(sources.filter((source) => /^https?:/.test(source))).toEqual([]);
      for (const source of sources.filter((path) => path.startsWith('/docs/assets/'))) {
        expect((await fetch(`${client.url}${source}`)).status, source).toBe(200);
      }
      expect(sources).toContain('/docs/assets/swagger-ui-bundle.js');
      expect((await fetch(`${client.url}/docs/assets/package.json`)).status).toBe(404);
    } finally {
      await client.server.close();
    }
  });
});
