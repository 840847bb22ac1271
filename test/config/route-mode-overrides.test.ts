import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { routeModeOverrides } from '../../src/config/route-mode-overrides.js';

const routes = [
  { match: '*', mode: 'live' as const, baseURL: 'http://127.0.0.1:8081/v1' },
  { match: 'gpt-4.1', mode: 'record' as const, baseURL: 'http://127.0.0.1:8082/v1' },
  { match: 'ollama/*', baseURL: 'http://127.0.0.1:11434/v1' },
];

describe('routeModeOverrides', () => {
  it('warns about every route whose own mode differs from the --mode given', () => {
    const config = loadConfig({ flags: { mode: 'record', routes } });
    const warnings = routeModeOverrides(config, 'record');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('route "*" has its own mode live, so --mode record does not apply');
  });

  it('says nothing without a --mode, since a mixed configuration is then what the file asks for', () => {
    expect(routeModeOverrides(loadConfig({ flags: { routes } }), undefined)).toEqual([]);
  });
});
