import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import type { CallOptions, GenerateResult, StreamPart } from '../../src/providers/spec.js';
import { countMessageTokens, countTextTokens } from '../../src/providers/tokenizer.js';
import { runProviderConformance, weatherTool } from './conformance.js';

runProviderConformance({
  name: 'scripted',
  toolCalls: false,
  create: async () => ({ model: createScriptedModel(['A scripted answer about batteries.'], { fallback: 'repeat-last' }) }),
});

runProviderConformance({
  name: 'scripted with tool calls',
  toolCalls: true,
  create: async () => ({
    model: createScriptedModel(
      [
        (options) =>
          options.tools?.length
            ? { content: [{ type: 'tool-call', id: 'call_1', name: weatherTool.name, arguments: '{"city":"Paris","unit":"celsius"}' }] }
            : 'Batteries keep getting cheaper.',
      ],
      { fallback: 'repeat-last' },
    ),
  }),
});

const call = (task: string, extra: Partial<CallOptions> = {}): CallOptions => ({ model: 'gpt-4.1', messages: [{ role: 'user', content: task }], ...extra });

const textOf = (result: GenerateResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('the scripted model', () => {
  it('returns its results in order, throws scripted errors, and records every call', async () => {
    const model = createScriptedModel(['first', new Error('boom'), (options, index) => `call ${index} on ${options.model}`]);
    expect(textOf(await model.doGenerate(call('one')))).toBe('first');
    await expect(model.doGenerate(call('two'))).rejects.toThrow('boom');
    expect(textOf(await model.doGenerate(call('three', { model: 'gpt-4o' })))).toBe('call 2 on gpt-4o');
    await expect(model.doGenerate(call('four'))).rejects.toThrow(/no result for call 4/);
    expect(model.calls.map((recorded) => recorded.messages[0].content)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('records streamed calls alongside generated ones, without the abort signal', async () => {
    const model = createScriptedModel(['streamed answer', 'plain answer']);
    const controller = new AbortController();
    const { stream } = await model.doStream(call('stream it', { abortSignal: controller.signal, temperature: 0.3 }));
    await collect(stream);
    await model.doGenerate(call('generate it'));
    expect(model.calls).toHaveLength(2);
    expect(model.calls[0]).toEqual({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'stream it' }], temperature: 0.3 });
    expect('abortSignal' in model.calls[0]).toBe(false);
  });

  it('streams scripted text as several deltas that join to the text, then tool calls, then one finish part', async () => {
    const toolCall = { type: 'tool-call' as const, id: 'call_9', name: 'lookup', arguments: '{"q":"batteries"}' };
    const model = createScriptedModel([{ content: [{ type: 'text', text: 'Let me look that up for you.' }, toolCall] }]);
    const parts = await collect((await model.doStream(call('look it up'))).stream);
    const deltas = parts.filter((part) => part.type === 'text-delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((part) => (part.type === 'text-delta' ? part.delta : '')).join('')).toBe('Let me look that up for you.');
    expect(parts.slice(-2).map((part) => part.type)).toEqual(['tool-call', 'finish']);
    const finish = parts[parts.length - 1];
    expect(finish.type === 'finish' && finish.finishReason).toBe('tool-calls');
  });

  it('counts usage with the tokenizer unless the script gives it', async () => {
    const model = createScriptedModel(['Wind is cheap.', { content: [{ type: 'text', text: 'x' }], usage: { inputTokens: 7, outputTokens: 9 } }]);
    const options = call('Summarise wind energy.', { model: 'gpt-4' });
    const counted = await model.doGenerate(options);
    expect(counted.usage).toEqual({ inputTokens: countMessageTokens(options.messages, 'gpt-4'), outputTokens: countTextTokens('Wind is cheap.', 'gpt-4') });
    expect((await model.doGenerate(options)).usage).toEqual({ inputTokens: 7, outputTokens: 9 });
  });

  it('repeats the last result or echoes the user once the script runs out, as asked', async () => {
    const repeating = createScriptedModel(['only answer'], { fallback: 'repeat-last' });
    await repeating.doGenerate(call('a'));
    expect(textOf(await repeating.doGenerate(call('b')))).toBe('only answer');
    const echoing = createScriptedModel([], { fallback: 'echo' });
    expect(textOf(await echoing.doGenerate(call('say this back')))).toBe('say this back');
  });

  it('rejects with an AbortError when aborted during its latency, and at once when already aborted', async () => {
    const model = createScriptedModel(['late'], { latencyMs: 60_000, fallback: 'repeat-last' });
    const controller = new AbortController();
    const pending = model.doGenerate(call('wait', { abortSignal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(model.doStream(call('again', { abortSignal: controller.signal }))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
