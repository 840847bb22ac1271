import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleStaging } from '../../scripts/llama/stale-staging.js';

const cache = mkdtempSync(join(tmpdir(), 'swarms-local-staging-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe('what an interrupted llama-server build left behind', () => {
  it("is removed before the next build: that target's staging directories, and nothing else", async () => {
    const target = join(cache, '3.22.1-abc1234');
    for (const name of ['3.22.1-abc1234.tmp-4242', '3.22.1-abc1234.tmp-77', '3.22.1-def5678.tmp-4242', '3.22.1-abc1234', 'npm-3.22.1']) {
      mkdirSync(join(cache, name, 'build'), { recursive: true });
      writeFileSync(join(cache, name, 'build', 'object.o'), 'x'.repeat(1024));
    }
    const removed = await removeStaleStaging(target);
    expect(removed.sort()).toEqual([`${target}.tmp-4242`, `${target}.tmp-77`]);
    expect(readdirSync(cache).sort()).toEqual(['3.22.1-abc1234', '3.22.1-def5678.tmp-4242', 'npm-3.22.1']);
    expect(existsSync(join(target, 'build', 'object.o'))).toBe(true);
  });

  it('finds nothing to remove when the cache folder does not exist yet', async () => {
    expect(await removeStaleStaging(join(cache, 'missing', 'target'))).toEqual([]);
  });
});
