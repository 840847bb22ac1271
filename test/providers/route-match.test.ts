import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/providers/route-match.js';

const routes = [
  { match: '*', protocol: 'openai', baseURL: 'http://default.test/v1' },
  { match: 'ollama/*', protocol: 'openai', baseURL: 'http://ollama.test/v1' },
  { match: 'openai/gpt-4.1', protocol: 'openai', baseURL: 'http://openai.test/v1', model: 'gpt-4.1-2025-04-14' },
];

describe('matchRoute', () => {
  it('prefers an exact match, then the longest prefix, then the default route', () => {
    expect(matchRoute(routes, 'openai/gpt-4.1')?.route.baseURL).toBe('http://openai.test/v1');
    expect(matchRoute(routes, 'ollama/llama3')?.route.baseURL).toBe('http://ollama.test/v1');
    expect(matchRoute(routes, 'claude-sonnet-4-20250514')?.route.baseURL).toBe('http://default.test/v1');
  });

  it('renames the upstream model: the route model, else the name without the prefix', () => {
    expect(matchRoute(routes, 'openai/gpt-4.1')?.upstreamModel).toBe('gpt-4.1-2025-04-14');
    expect(matchRoute(routes, 'ollama/llama3')?.upstreamModel).toBe('llama3');
    expect(matchRoute(routes, 'gpt-4o')?.upstreamModel).toBe('gpt-4o');
  });

  it('finds nothing without a default route', () => {
    expect(matchRoute(routes.slice(1), 'gpt-4o')).toBeUndefined();
  });
});
