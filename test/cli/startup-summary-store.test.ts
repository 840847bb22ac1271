import { describe, expect, it } from 'vitest';
import { startupSummary } from '../../src/cli/startup-summary.js';
import { loadConfig } from '../../src/config/load.js';

describe('start-up summary: the store line', () => {
  it('names PostgreSQL with the URL masked and the pool size, and never prints the password', () => {
    const config = loadConfig({ flags: { db: 'postgresql://team:pa55-word@db.internal:5433/swarms' }, env: { SWARMS_LOCAL_POSTGRES: '{"poolSize": 7}' } });
    const lines = startupSummary({ url: 'http://127.0.0.1:1', config });
    expect(lines.find((line) => line.includes('PostgreSQL'))).toMatch(/PostgreSQL postgresql:\/\/team:\*\*\*@db\.internal:5433\/swarms \(pool of 7\)/);
    expect(lines.join('\n')).not.toContain('pa55-word');
  });

  it('names a SQLite file by its full path', () => {
    const lines = startupSummary({ url: 'http://127.0.0.1:1', config: loadConfig({ flags: { db: '/tmp/team.db' } }) });
    expect(lines.find((line) => line.includes('SQLite'))).toContain('SQLite /tmp/team.db');
  });
});
