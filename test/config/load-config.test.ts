import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-config-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function configFile(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

describe('loadConfig', () => {
  it('reads the config file SWARMS_LOCAL_CONFIG names when no file is given', () => {
    const file = configFile('from-env.yaml', 'db: from-env-file.db\nauth: strict\n');
    const config = loadConfig({ env: { SWARMS_LOCAL_CONFIG: file } });
    expect(config.db).toBe('from-env-file.db');
    expect(config.auth).toBe('strict');
  });

  it('names the line and column of a JSON syntax error in the config file, without quoting the file', () => {
    const path = configFile('broken.json', '{\n  "mode": "live",\n  "routes": [ { "match": "*" ,, } ]\n}\n');
    expect(() => loadConfig({ file: path })).toThrow(`Config file ${path} is not valid JSON (expected double-quoted property name at line 3, column 31).`);
  });

  it('prefers an explicitly given file over SWARMS_LOCAL_CONFIG', () => {
    const named = configFile('named.json', JSON.stringify({ db: 'named.db' }));
    const fromEnv = configFile('ignored.json', JSON.stringify({ db: 'ignored.db' }));
    expect(loadConfig({ file: named, env: { SWARMS_LOCAL_CONFIG: fromEnv } }).db).toBe('named.db');
  });

  it('resolves flags over environment over file over defaults', () => {
    const file = configFile('layers.json', JSON.stringify({ db: 'file.db', seed: 1, maxConcurrentCalls: 4, batchConcurrency: 3 }));
    const config = loadConfig({ file, env: { SWARMS_LOCAL_SEED: '2', SWARMS_LOCAL_MAX_CONCURRENT_CALLS: '8' }, flags: { seed: 3 } });
    expect([config.seed, config.maxConcurrentCalls, config.batchConcurrency, config.db, config.port]).toEqual([3, 8, 3, 'file.db', 8000]);
  });

  it('reads nothing from the environment unless an environment is given, so embedding stays hermetic', () => {
    const file = configFile('hermetic.json', JSON.stringify({ db: 'hermetic.db' }));
    process.env.SWARMS_LOCAL_CONFIG = file;
    try {
      expect(loadConfig().db).toBe('.swarms-local/swarms-local.db');
    } finally {
      delete process.env.SWARMS_LOCAL_CONFIG;
    }
  });
});

describe('settings from SWARMS_LOCAL_* variables', () => {
  it('keeps digits as a string for settings that take one (a body limit in bytes, a database path)', () => {
    const config = loadConfig({ env: { SWARMS_LOCAL_BODY_LIMIT: '1000000', SWARMS_LOCAL_DB: '2024', SWARMS_LOCAL_FIXTURES_DIR: '42' } });
    expect([config.bodyLimit, config.db, config.fixturesDir]).toEqual(['1000000', '2024', '42']);
  });

  it('decodes numbers, booleans and JSON for the settings that take them', () => {
    const config = loadConfig({
      env: { SWARMS_LOCAL_PORT: '0', SWARMS_LOCAL_EXPOSE: 'true', SWARMS_LOCAL_RATE_LIMITS: '{"premium":{"minute":2}}', SWARMS_LOCAL_MODE: 'replay' },
    });
    expect([config.port, config.expose, config.rateLimits.premium.minute, config.mode]).toEqual([0, true, 2, 'replay']);
  });

  it('names the variable whose JSON does not parse', () => {
    expect(() => loadConfig({ env: { SWARMS_LOCAL_ROUTES: '[{"match": ' } })).toThrow(/SWARMS_LOCAL_ROUTES is not valid JSON/);
  });
});
