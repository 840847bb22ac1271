import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { describeRouteTargets } from '../../src/config/route-targets.js';
import { startServer } from '../../src/server.js';

describe('where each route sends its models', () => {
  it('names a route’s protocol unless it is the default openai one', () => {
    const config = loadConfig({
      flags: {
        routes: [
          { match: 'line/*', protocol: 'line', mode: 'live', baseURL: 'http://127.0.0.1:9/v1' },
          { match: 'local/*', mode: 'live', baseURL: 'http://127.0.0.1:8/v1' },
        ],
      },
    });
    expect(config.routes.map((route) => route.protocol)).toEqual(['line', 'openai']);
    const [line, local] = describeRouteTargets(config);
    expect(line).toBe('line/* → live http://127.0.0.1:9/v1 (line protocol), no key');
    expect(local).toBe('local/* → live http://127.0.0.1:8/v1, no key');
  });
});

describe('a route pattern routes do not understand', () => {
  it('refuses to start with the nearest pattern that exists', async () => {
    const start = startServer({ port: 0, db: ':memory:', routes: [{ match: 'claude-*-latest', protocol: 'anthropic', mode: 'live', baseURL: 'http://127.0.0.1:9/v1' }] });
    await expect(start).rejects.toThrow(/routes\[0\] \(match "claude-\*-latest"\) is not a pattern routes understand.*The nearest is "claude-\*"\./);
  });
});
