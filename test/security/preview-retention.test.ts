import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FakeCallLog } from '../../src/fake-mcp/call-log.js';
import { maskedPreviewCopy } from '../../src/security/secrets.js';

// Issue 43, item 1 (the keyed attack): a fake MCP server's call log kept 64 Ki previews of 3.9 MB arguments, yet
// 100 such calls took the server to 849 MB. A preview was a slice of the whole string, and V8 keeps a slice's
// parent alive: each kept preview held its 3.9 MB. The journal keeps its previews the same way.

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Bytes of heap in use after full collections. */
function heapInUse(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

/** A fresh string of `size` characters (its own, so nothing else keeps it alive). */
const fresh = (size: number, seed: number) => `${seed}:${'abcdefghij'.repeat(size / 10)}`;

const MB = 1e6;

describe('previews of long strings', () => {
  it('hold their own characters only: 30 previews of 4 MB strings keep well under 30 MB of heap (before: 120 MB)', () => {
    const kept: unknown[] = [];
    const before = heapInUse();
    for (let index = 0; index < 30; index += 1) kept.push(maskedPreviewCopy({ notes: fresh(4_000_000, index) }, []));
    const grown = heapInUse() - before;
    expect(kept).toHaveLength(30);
    expect(grown).toBeLessThan(30 * MB);
  });

  it('keep a fake MCP server call log of 3.9 MB arguments to its previews: 15 calls keep well under 15 MB of heap (before: 60 MB)', () => {
    const log = new FakeCallLog(256);
    const before = heapInUse();
    for (let index = 0; index < 15; index += 1) log.record({ tool: 'lookup_stock', arguments: { sku: 'A', notes: fresh(3_900_000, index) }, answeredBy: 'fixed' });
    const grown = heapInUse() - before;
    expect(log.list()).toHaveLength(15);
    expect(grown).toBeLessThan(15 * MB);
  });
});
