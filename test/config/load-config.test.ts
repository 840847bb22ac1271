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
