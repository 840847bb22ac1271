import { describe, expect, it } from 'vitest';
import { matchRoute, routePatternProblems } from '../../src/providers/route-match.js';

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

describe('a route that selects names by a glob', () => {
  const globRoutes = [
    { match: 'claude-*', protocol: 'anthropic', baseURL: 'http://anthropic.test/v1' },
    { match: 'gemini-*', protocol: 'gemini', baseURL: 'http://gemini.test/v1' },
    { match: 'anthropic/claude-*', protocol: 'anthropic', baseURL: 'http://anthropic.test/v1' },
  ];

  it('sends the model name upstream whole', () => {
    expect(matchRoute(globRoutes, 'claude-sonnet-4-5')?.upstreamModel).toBe('claude-sonnet-4-5');
    expect(matchRoute(globRoutes, 'gemini-2.5-flash')?.upstreamModel).toBe('gemini-2.5-flash');
  });

  it('strips only the provider prefix of a prefixed glob', () => {
    expect(matchRoute(globRoutes, 'anthropic/claude-sonnet-4-5')?.upstreamModel).toBe('claude-sonnet-4-5');
  });
});

describe('routePatternProblems', () => {
  const route = (match: string) => ({ match, protocol: 'openai', baseURL: 'http://x.test/v1' });

  it('accepts exact names, the default route and prefixes ending in one star', () => {
    expect(routePatternProblems(['gpt-4.1', '*', 'ollama/*', 'claude-*'].map(route))).toEqual([]);
  });

  it('refuses any other glob and names the nearest pattern that exists', () => {
    const problems = routePatternProblems(['gpt-*-mini', '*-mini', 'claude-?', 'ok/*'].map(route));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^routes\[0\] \(match "gpt-\*-mini"\) is not a pattern routes understand.*The nearest is "gpt-\*"\.$/);
    expect(problems[1]).toMatch(/The nearest is "\*"\.$/);
    expect(problems[2]).toMatch(/^routes\[2\].*The nearest is "claude-\*"\.$/);
  });
});
