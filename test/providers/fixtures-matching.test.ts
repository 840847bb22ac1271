import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IGNORE_RULES, canonicalRequest, fixtureKey } from '../../src/providers/fixtures/index.js';
import type { CallOptions, ChatMessage, GenerateResult } from '../../src/providers/spec.js';
import { ask, createFakeModel, filesUnder, fixtureBench, textResult } from './fixtures-support.js';

const lookup = { name: 'lookup_stock', description: 'Stock of a SKU', parameters: { type: 'object', properties: { sku: { type: 'string' } } } };

const callTool = (id: string, sku: string): GenerateResult => ({
  content: [{ type: 'tool-call', id, name: 'lookup_stock', arguments: JSON.stringify({ sku }) }],
  finishReason: 'tool-calls',
  usage: { inputTokens: 20, outputTokens: 5 },
  warnings: [],
  response: { modelId: 'fake-upstream-1' },
});

/**
 * The calls of a three-turn tool loop as the agent runtime makes them: each turn carries the tool
 * calls and results so far. `ids` are the tool-call ids the upstream chose (random per run upstream).
 */
function toolLoop(ids: string[], results = ['12 units', '0 units']) {
  const turn = (done: number): CallOptions => {
    const messages: ChatMessage[] = [...ask('Check SKUs A-1 and B-2.').messages];
    for (let index = 0; index < done; index += 1) {
      messages.push({ role: 'assistant', content: '', toolCalls: [{ id: ids[index], name: 'lookup_stock', arguments: JSON.stringify({ sku: index ? 'B-2' : 'A-1' }) }] });
      messages.push({ role: 'tool', toolCallId: ids[index], content: results[index] });
    }
    return { ...ask(''), messages, tools: [lookup] };
  };
  return [turn(0), turn(1), turn(2)];
}

const answers = [callTool('x1', 'A-1'), callTool('x2', 'B-2'), textResult('A-1 has 12 units; B-2 is out of stock.')];

describe('the turns of one tool loop', () => {
  it('records three distinct fixtures and replays them in order, whatever ids the tool calls carry', async () => {
    const bench = fixtureBench();
    const fake = createFakeModel(answers);
    const recorder = bench.recorder(fake);
    for (const call of toolLoop(['x1', 'x2'])) await recorder.doGenerate(call);
    expect(filesUnder(bench.directory)).toHaveLength(3);

    const replay = bench.replay();
    const replayed = [];
    // Another run: the upstream would have chosen other ids; positions are what the fixtures key on.
    for (const call of toolLoop(['run2-a', 'run2-b'])) replayed.push((await replay.doGenerate(call)).content);
    expect(replayed).toEqual(answers.map((answer) => answer.content));
  });

  it('answers a changed tool result with a 424 listing every criterion, matched or differed, with both values', async () => {
    const bench = fixtureBench();
    const recorder = bench.recorder(createFakeModel(answers));
    for (const call of toolLoop(['x1', 'x2'])) await recorder.doGenerate(call);

    const changed = toolLoop(['x1', 'x2'], ['12 units', '3 units'])[2];
    const error = await bench
      .replay()
      .doGenerate(changed)
      .catch((caught: Error) => caught);

    expect(error).toMatchObject({ status: 424 });
    const message = (error as Error).message;
    expect(message).toContain('matched   model');
    expect(message).toContain('matched   system prompt and tools');
    expect(message).toContain('matched   tool calls (ids by position)');
    expect(message).toContain(
      'differed  tool results so far: tool result 2: recorded {"call":"<tool-call-2>","content":"0 units"}, this call {"call":"<tool-call-2>","content":"3 units"}',
    );
  });

  it('names a changed setting and a changed tool list among the criteria', async () => {
    const bench = fixtureBench();
    await bench.recorder(createFakeModel([textResult('Fine.')])).doGenerate({ ...ask('Weather?'), tools: [lookup] });
    const error = await bench
      .replay()
      .doGenerate({ ...ask('Weather?'), temperature: 0.7 })
      .catch((caught: Error) => caught);
    expect((error as Error).message).toContain('differed  settings: temperature: recorded 0, this call 0.7');
    expect((error as Error).message).toMatch(
      /differed {2}system prompt and tools: hash [0-9a-f]{12} recorded, [0-9a-f]{12} this call; tools: recorded \["lookup_stock"\], this call \[\]/,
    );
  });
});

describe('older fixture files', () => {
  it('still replays a version 1 file, which kept tool-call ids as sent', async () => {
    const bench = fixtureBench();
    const call = toolLoop(['call_1', 'call_2'])[2];
    const request = canonicalRequest(call, DEFAULT_IGNORE_RULES, [], { version: 1 });
    const key = fixtureKey(request);
    mkdirSync(join(bench.directory, 'gpt-4.1'));
    const recording = { kind: 'generate', result: { ...textResult('From a version 1 file.'), response: { modelId: 'old' } } };
    writeFileSync(join(bench.directory, 'gpt-4.1', `${key}.json`), JSON.stringify({ version: 1, key, request, recordings: [recording] }));

    const replayed = await bench.replay().doGenerate(call);
    expect(replayed.content).toEqual([{ type: 'text', text: 'From a version 1 file.' }]);
    expect(replayed.response.metadata?.fixture).toMatchObject({ key, hit: true });
  });
});

describe('re-recording over a fixture', () => {
  it('keeps the redactions the file declares and applies them to the new recordings', async () => {
    const bench = fixtureBench();
    await bench.recorder(createFakeModel([textResult('Order ORD-1234 ships today.')])).doGenerate(ask('Where is my order?'));
    const [file] = filesUnder(bench.directory);
    const path = join(bench.directory, file);
    const edited = JSON.parse(readFileSync(path, 'utf8'));
    edited.redact = ['ORD-\\d+'];
    edited.recordings[0].result.content[0].text = 'Order [REDACTED] ships today.';
    writeFileSync(path, JSON.stringify(edited));

    // A new session (a new store reads the edited file) records the same call over it.
    const again = fixtureBench({ directory: bench.directory });
    await again.recorder(createFakeModel([textResult('Order ORD-9876 ships tomorrow.')])).doGenerate(ask('Where is my order?'));
    const rewritten = JSON.parse(readFileSync(path, 'utf8'));
    expect(rewritten.redact).toEqual(['ORD-\\d+']);
    expect(rewritten.recordings).toHaveLength(1);
    expect(rewritten.recordings[0].result.content[0].text).toBe('Order [REDACTED] ships tomorrow.');
  });
});
