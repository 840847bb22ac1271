import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import type { CallOptions } from '../../src/providers/spec.js';
import { createSyntheticModel } from '../../src/providers/synthetic/index.js';
import { countTextTokens } from '../../src/providers/tokenizer.js';
import { runProviderConformance } from './conformance.js';

runProviderConformance({ name: 'synthetic', toolCalls: true, create: async () => ({ model: createSyntheticModel({ modelId: 'gpt-4.1', seed: 1 }) }) });
runProviderConformance({
  name: 'scripted',
  toolCalls: false,
  create: async () => ({ model: createScriptedModel(['A scripted answer about batteries.'], { fallback: 'repeat-last' }) }),
});

const call = (task: string, extra: Partial<CallOptions> = {}): CallOptions => ({
  model: 'gpt-4.1',
  messages: [
    { role: 'system', content: 'Your name: Market Analyst\n\nYou analyse markets.' },
    { role: 'user', content: task },
  ],
  ...extra,
});

const textOf = (result: Awaited<ReturnType<ReturnType<typeof createSyntheticModel>['doGenerate']>>) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

describe('the synthetic model', () => {
  const model = createSyntheticModel({ modelId: 'gpt-4.1', seed: 42 });

  it('answers the same request with the same bytes, and a different seed differently', async () => {
    const task = 'Assess lithium supply risks for electric vehicle batteries.';
    expect(await model.doGenerate(call(task))).toEqual(await model.doGenerate(call(task)));
    const other = createSyntheticModel({ modelId: 'gpt-4.1', seed: 43 });
    expect(textOf(await other.doGenerate(call(task)))).not.toBe(textOf(await model.doGenerate(call(task))));
    expect(textOf(await model.doGenerate(call(task, { seed: 7 })))).not.toBe(textOf(await model.doGenerate(call(task))));
  });

  it('stays on topic: the answer uses the task keywords and the agent name, and is not lorem ipsum', async () => {
    const text = textOf(await model.doGenerate(call('Evaluate the geothermal energy market in Iceland.')));
    expect(text).toContain('Market Analyst');
    expect(text.toLowerCase()).toMatch(/geothermal|iceland|energy|market/);
    expect(text.toLowerCase()).not.toMatch(/lorem|ipsum/);
  });

  it('respects max_tokens with real token counts and says it stopped for length', async () => {
    const result = await model.doGenerate(call('Write about solar farms in deserts.', { maxTokens: 5 }));
    expect(result.finishReason).toBe('length');
    expect(countTextTokens(textOf(result), 'gpt-4.1')).toBeLessThanOrEqual(5);
    expect(result.usage.outputTokens).toBe(countTextTokens(textOf(result), 'gpt-4.1'));
  });

  it('returns tool calls whose arguments validate against the tool schema', async () => {
    const ajv = new Ajv({ strict: false });
    const schemas = [
      { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1, maximum: 14 } }, required: ['city', 'days'] },
      { type: 'object', properties: { level: { type: 'string', enum: ['low', 'mid', 'high'] }, tags: { type: 'array', items: { type: 'string' }, minItems: 2 } }, required: ['level', 'tags'] },
      { type: 'object', properties: { when: { type: 'string', format: 'date' }, contact: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] } }, required: ['when', 'contact'] },
    ];
    for (const [index, parameters] of schemas.entries()) {
      const result = await model.doGenerate(call(`Use the tool, case ${index}.`, { tools: [{ name: `tool_${index}`, parameters }], toolChoice: 'required' }));
      const [part] = result.content;
      expect(part.type).toBe('tool-call');
      if (part.type !== 'tool-call') continue;
      const validate = ajv.compile(parameters);
      expect(validate(JSON.parse(part.arguments)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('calls a tool on auto only when the request is about it, and answers from the tool result', async () => {
    const tools = [{ name: 'get_weather', description: 'Current weather for a city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } }];
    const weather = await model.doGenerate(call('What is the weather in Oslo today?', { tools, toolChoice: 'auto' }));
    expect(weather.finishReason).toBe('tool-calls');
    const unrelated = await model.doGenerate(call('Summarise the history of jazz.', { tools, toolChoice: 'auto' }));
    expect(unrelated.finishReason).toBe('stop');
    const after = await model.doGenerate({
      model: 'gpt-4.1',
      tools,
      messages: [
        { role: 'user', content: 'What is the weather in Oslo today?' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'get_weather', arguments: '{"city":"Oslo"}' }] },
        { role: 'tool', toolCallId: 'c1', content: 'Sunny, 21 degrees' },
      ],
    });
    expect(textOf(after)).toContain('Sunny, 21 degrees');
  });
});

describe('the scripted model', () => {
  it('returns its results in order and records every call', async () => {
    const model = createScriptedModel(['first', new Error('boom'), (options) => `echo ${options.model}`]);
    expect(textOf(await model.doGenerate(call('one')))).toBe('first');
    await expect(model.doGenerate(call('two'))).rejects.toThrow('boom');
    expect(textOf(await model.doGenerate(call('three', { model: 'gpt-4o' })))).toBe('echo gpt-4o');
    await expect(model.doGenerate(call('four'))).rejects.toThrow(/no result for call 4/);
    expect(model.calls.map((recorded) => recorded.messages[1].content)).toEqual(['one', 'two', 'three', 'four']);
  });
});
