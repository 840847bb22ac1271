import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_IGNORE_RULES, FixtureStore, canonicalRequest, fixtureKey } from '../../src/providers/fixtures/index.js';
import { ask, createFakeModel, filesUnder, fixtureBench, temporaryDirectory, textResult } from './fixtures-support.js';

// Pass-through fs whose writes a test can make fail half-way, as a full disk or a crash would.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, writeFileSync: vi.fn(actual.writeFileSync), renameSync: vi.fn(actual.renameSync) };
});

const requestOf = (content: string) => canonicalRequest(ask(content), DEFAULT_IGNORE_RULES, []);
const generate = (text: string) => ({ kind: 'generate' as const, result: textResult(text) });

describe('fixture store', () => {
  it('keeps the previous file whole and leaves no temporary file when a write fails half-way', () => {
    const directory = temporaryDirectory();
    const store = new FixtureStore(directory);
    const request = requestOf('Atomic?');
    const key = fixtureKey(request);
    store.record(key, request, generate('First.'));
    const path = join(directory, 'gpt-4.1', `${key}.json`);
    const before = fs.readFileSync(path, 'utf8');

    vi.mocked(fs.writeFileSync).mockImplementationOnce((file, data) => {
      fs.appendFileSync(file as string, String(data).slice(0, 20));
      throw new Error('ENOSPC: no space left on device');
    });
    expect(() => store.record(key, request, generate('Second.'))).toThrow(/ENOSPC/);

    expect(fs.readFileSync(path, 'utf8')).toBe(before);
    expect(filesUnder(directory)).toEqual([join('gpt-4.1', `${key}.json`)]);
  });

  it('never renames over a fixture before the whole new text is written', () => {
    const directory = temporaryDirectory();
    const store = new FixtureStore(directory);
    const request = requestOf('Order of writes?');
    const key = fixtureKey(request);
    const target = join(directory, 'gpt-4.1', `${key}.json`);
    const renamed: Array<{ from: string; complete: boolean }> = [];
    vi.mocked(fs.renameSync).mockImplementationOnce((from, to) => {
      const text = fs.readFileSync(from as string, 'utf8');
      renamed.push({ from: from as string, complete: text.endsWith('}\n') && JSON.parse(text).key === key });
      fs.renameSync(from, to);
    });
    store.record(key, request, generate('Whole.'));

    expect(renamed).toHaveLength(1);
    expect(renamed[0].from).not.toBe(target);
    expect(renamed[0].complete).toBe(true);
  });

  it('refuses to record a different request under a key that is already taken', () => {
    const directory = temporaryDirectory();
    const store = new FixtureStore(directory);
    const first = requestOf('First question.');
    const key = fixtureKey(first);
    store.record(key, first, generate('One.'));

    expect(() => store.record(key, requestOf('Another question.'), generate('Two.'))).toThrow(new RegExp(`Fixture key ${key} already holds a different request`));
    expect(store.get(key, requestOf('Another question.'))).toBeUndefined();
    expect(store.get(key, first)?.recordings).toHaveLength(1);
  });

  it('finds fixtures recorded by an earlier process and skips files that do not parse', async () => {
    const bench = fixtureBench();
    await bench.recorder(createFakeModel([textResult('Persisted.')])).doGenerate(ask('Survive a restart?'));
    fs.writeFileSync(join(bench.directory, 'gpt-4.1', 'broken.json'), '{ "version": 1, "key": ');

    const restarted = fixtureBench({ directory: bench.directory });
    const replayed = await restarted.replay().doGenerate(ask('Survive a restart?'));

    expect(replayed.content).toEqual([{ type: 'text', text: 'Persisted.' }]);
    expect(restarted.store.all()).toHaveLength(1);
  });

  it('replaces a file recorded in an earlier session, and appends within one session', async () => {
    const directory = temporaryDirectory();
    const first = fixtureBench({ directory });
    const recorder = first.recorder(createFakeModel(['Old one.', 'Old two.'].map((text) => textResult(text))));
    await recorder.doGenerate(ask('Again?'));
    await recorder.doGenerate(ask('Again?'));
    expect(first.store.all()[0].recordings).toHaveLength(2);

    const second = fixtureBench({ directory });
    await second.recorder(createFakeModel([textResult('New.')])).doGenerate(ask('Again?'));
    const reread = new FixtureStore(directory).all();

    expect(reread).toHaveLength(1);
    expect(reread[0].recordings.map((recording) => recording.kind === 'generate' && recording.result.content)).toEqual([[{ type: 'text', text: 'New.' }]]);
  });
});

describe('fixture usage report', () => {
  it('lists hits with their counts, misses with the nearest fixture, and recorded fixtures never used', async () => {
    const bench = fixtureBench();
    const recorder = bench.recorder(createFakeModel([textResult('Answer.')]));
    await recorder.doGenerate(ask('Used question.'));
    await recorder.doGenerate(ask('Unused question.'));
    const replay = bench.replay();
    await replay.doGenerate(ask('Used question.'));
    await replay.doGenerate(ask('Used question.'));
    await replay.doGenerate(ask('Used question, changed.')).catch(() => undefined);

    const used = fixtureKey(requestOf('Used question.'));
    expect(bench.ledger.usageReport()).toEqual({
      fixtures: 2,
      hits: [{ key: used, count: 2 }],
      misses: [{ key: fixtureKey(requestOf('Used question, changed.')), model: 'gpt-4.1', nearest: used, count: 1 }],
      unused: [{ key: fixtureKey(requestOf('Unused question.')), model: 'gpt-4.1', recordings: 1 }],
    });
  });
});
