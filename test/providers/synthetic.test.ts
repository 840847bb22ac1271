import { execFile } from 'node:child_process';
import fc from 'fast-check';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { CallOptions, GenerateResult, StreamPart, ToolDefinition } from '../../src/providers/spec.js';
import { createSyntheticModel } from '../../src/providers/synthetic/index.js';
import { countMessageTokens, countTextTokens } from '../../src/providers/tokenizer.js';
import { agentCall } from '../support/agent-call.js';
import { runProviderConformance } from './conformance.js';
import { schemaValidator } from './json-schema-sample-ajv.js';

runProviderConformance({ name: 'synthetic', toolCalls: true, create: async () => ({ model: createSyntheticModel({ modelId: 'gpt-4.1', seed: 1 }) }) });

/** The agent most calls here come from. */
const analyst = { name: 'Market Analyst', systemPrompt: 'You analyse markets.' };

/** An agent's call as the runtime frames it (test/support/agent-call.ts), with these settings. */
const call = (task: string, extra: Partial<CallOptions> = {}, agent = analyst): CallOptions => ({ model: 'gpt-4.1', ...agentCall(agent, task), ...extra });

const textOf = (result: GenerateResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
const toolCallsOf = (result: GenerateResult) => result.content.flatMap((part) => (part.type === 'tool-call' ? [part] : []));

async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

const weather: ToolDefinition = {
  name: 'get_weather',
  description: 'Current weather for a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const stocks: ToolDefinition = {
  name: 'get_stock_price',
  description: 'Latest share price of a listed company',
  parameters: { type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] },
};

describe('the synthetic model', () => {
  const model = createSyntheticModel({ modelId: 'gpt-4.1', seed: 42 });
  const task = 'Assess lithium supply risks for electric vehicle batteries.';

  it('answers the same request with the same result, from this instance or a fresh one', async () => {
    const first = await model.doGenerate(call(task));
    expect(await model.doGenerate(call(task))).toEqual(first);
    expect(await createSyntheticModel({ modelId: 'gpt-4.1', seed: 42 }).doGenerate(call(task))).toEqual(first);
  });

  it('answers the same bytes in another process with another time zone and locale', async () => {
    const script = `
      import { createSyntheticModel } from './src/providers/synthetic/index.ts';
      const result = await createSyntheticModel({ modelId: 'gpt-4.1', seed: 42 }).doGenerate(${JSON.stringify(call(task))});
      process.stdout.write(JSON.stringify(result));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TZ: 'Pacific/Auckland', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' },
    });
    expect(JSON.parse(stdout)).toEqual(await model.doGenerate(call(task)));
  });

  it('answers differently for another model seed, another call seed, or another temperature, each deterministic', async () => {
    const base = textOf(await model.doGenerate(call(task)));
    expect(textOf(await createSyntheticModel({ modelId: 'gpt-4.1', seed: 43 }).doGenerate(call(task)))).not.toBe(base);
    const seeded = textOf(await model.doGenerate(call(task, { seed: 7 })));
    expect(seeded).not.toBe(base);
    expect(textOf(await model.doGenerate(call(task, { seed: 7 })))).toBe(seeded);
    const hot = textOf(await model.doGenerate(call(task, { temperature: 1 })));
    expect(textOf(await model.doGenerate(call(task, { temperature: 0 })))).not.toBe(hot);
    expect(textOf(await model.doGenerate(call(task, { temperature: 1 })))).toBe(hot);
  });

  it("answers another task with another text that uses that task's own words and the agent's name", async () => {
    const other = textOf(await model.doGenerate(call('Evaluate the geothermal energy market in Iceland.')));
    expect(other).not.toBe(textOf(await model.doGenerate(call(task))));
    expect(other).toContain('Market Analyst');
    expect(other).toContain('geothermal energy market');
    expect(other.toLowerCase()).not.toMatch(/lorem|ipsum/);
  });

  it('writes a few lines of answer, not one word and not an essay', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const lines = textOf(await model.doGenerate(call(task, { seed }))).split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.length).toBeLessThanOrEqual(7);
    }
  });

  it('stops at max_tokens counted with the real tokenizer of the model and says it stopped for length', async () => {
    for (const modelName of ['gpt-4.1', 'gpt-4']) {
      const result = await model.doGenerate(call('Write about solar farms in deserts.', { model: modelName, maxTokens: 5 }));
      expect(result.finishReason).toBe('length');
      expect(countTextTokens(textOf(result), modelName)).toBeLessThanOrEqual(5);
      expect(result.usage.outputTokens).toBe(countTextTokens(textOf(result), modelName));
    }
    const roomy = await model.doGenerate(call('Write about solar farms in deserts.', { maxTokens: 4000 }));
    expect(roomy.finishReason).toBe('stop');
  });

  it('counts input tokens the way OpenAI counts the conversation', async () => {
    const options = call(task, { model: 'gpt-4o' });
    expect((await model.doGenerate(options)).usage.inputTokens).toBe(countMessageTokens(options.messages, 'gpt-4o'));
  });

  it('ends the answer before the first stop sequence', async () => {
    const full = textOf(await model.doGenerate(call(task)));
    expect(full).toContain('\n');
    const stopped = await model.doGenerate(call(task, { stop: ['\n'] }));
    expect(textOf(stopped).length).toBeGreaterThan(0);
    expect(textOf(stopped)).not.toContain('\n');
    expect(stopped.finishReason).toBe('stop');
  });

  it('warns about settings it ignores instead of failing', async () => {
    const result = await model.doGenerate(call(task, { logprobs: { top: 3 }, extra: { frequency_penalty: 0.5 } }));
    expect(textOf(result).length).toBeGreaterThan(0);
    expect(result.warnings.map((warning) => warning.setting).sort()).toEqual(['frequency_penalty', 'logprobs']);
  });

  it('returns tool calls whose arguments validate against the tool schema, with call_<hex> ids', async () => {
    const schemas = [
      { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1, maximum: 14 } }, required: ['city', 'days'] },
      {
        type: 'object',
        properties: { level: { type: 'string', enum: ['low', 'mid', 'high'] }, tags: { type: 'array', items: { type: 'string' }, minItems: 2, uniqueItems: true } },
        required: ['level', 'tags'],
      },
      {
        type: 'object',
        properties: { when: { type: 'string', format: 'date' }, contact: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] } },
        required: ['when', 'contact'],
      },
      {
        type: 'object',
        properties: { price: { type: 'number', exclusiveMinimum: 0, maximum: 5, multipleOf: 0.25 }, note: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }] } },
        required: ['price', 'note'],
        additionalProperties: false,
      },
    ];
    for (const [index, parameters] of schemas.entries()) {
      const result = await model.doGenerate(call(`Use the tool, case ${index}.`, { tools: [{ name: `tool_${index}`, parameters }], toolChoice: 'required' }));
      expect(result.finishReason).toBe('tool-calls');
      const [toolCall] = toolCallsOf(result);
      expect(toolCall.name).toBe(`tool_${index}`);
      expect(toolCall.id).toMatch(/^call_[0-9a-f]+$/);
      const validate = schemaValidator(parameters);
      expect(validate(JSON.parse(toolCall.arguments)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('fills a city argument with the city the user named', async () => {
    const result = await model.doGenerate(call('What is the weather in Oslo today?', { tools: [weather], toolChoice: 'required' }));
    expect(JSON.parse(toolCallsOf(result)[0].arguments)).toEqual({ city: 'Oslo' });
  });

  it('calls the named tool when the tool choice names one, and the closest tool when a call is required', async () => {
    const named = await model.doGenerate(call('What is the weather in Oslo today?', { tools: [weather, stocks], toolChoice: { name: 'get_stock_price' } }));
    expect(toolCallsOf(named).map((part) => part.name)).toEqual(['get_stock_price']);
    const required = await model.doGenerate(call('What is the latest share price of Nvidia?', { tools: [weather, stocks], toolChoice: 'required' }));
    expect(toolCallsOf(required).map((part) => part.name)).toEqual(['get_stock_price']);
  });

  it('answers under a JSON schema response format with JSON valid against it, deterministic, and under json_object with an object', async () => {
    const schema = {
      type: 'object',
      properties: { company: { type: 'string' }, founded: { type: 'integer', minimum: 1800, maximum: 2030 } },
      required: ['company', 'founded'],
      additionalProperties: false,
    };
    const options = call('Tesla was founded in 2003.', { responseFormat: { type: 'json_schema', name: 'company', schema, strict: true } });
    const answer = textOf(await model.doGenerate(options));
    expect(schemaValidator(schema)(JSON.parse(answer))).toBe(true);
    expect(textOf(await model.doGenerate(options))).toBe(answer);
    const object = JSON.parse(textOf(await model.doGenerate(call('Tesla was founded in 2003.', { responseFormat: { type: 'json_object' } }))));
    expect(typeof object === 'object' && object !== null && !Array.isArray(object)).toBe(true);
  });

  it('calls a tool on auto when the system prompt names it, even when the request shares no word with it', async () => {
    const named = call('Lovely day at the seaside.', { tools: [weather], toolChoice: 'auto' }, { ...analyst, systemPrompt: 'Record what you hear with get_weather.' });
    expect((await model.doGenerate(named)).finishReason).toBe('tool-calls');
    expect((await model.doGenerate(call('Lovely day at the seaside.', { tools: [weather], toolChoice: 'auto' }))).finishReason).toBe('stop');
  });

  it('calls a tool on auto only when the request is about it, never on none, and answers from the tool result', async () => {
    expect((await model.doGenerate(call('What is the weather in Oslo today?', { tools: [weather], toolChoice: 'auto' }))).finishReason).toBe('tool-calls');
    expect((await model.doGenerate(call('What is the weather in Oslo today?', { tools: [weather] }))).finishReason).toBe('tool-calls');
    expect((await model.doGenerate(call('What is the weather in Oslo today?', { tools: [weather], toolChoice: 'none' }))).finishReason).toBe('stop');
    expect((await model.doGenerate(call('Summarise the history of jazz.', { tools: [weather], toolChoice: 'auto' }))).finishReason).toBe('stop');
    const after = await model.doGenerate({
      model: 'gpt-4.1',
      tools: [weather],
      messages: [
        { role: 'user', content: 'What is the weather in Oslo today?' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'get_weather', arguments: '{"city":"Oslo"}' }] },
        { role: 'tool', toolCallId: 'c1', content: 'Sunny, 21 degrees' },
      ],
    });
    expect(after.finishReason).toBe('stop');
    expect(textOf(after)).toContain('Sunny, 21 degrees');
  });

  it('streams the generated text as several deltas, then one finish part with the same usage', async () => {
    const options = call(task, { maxTokens: 30 });
    const generated = await model.doGenerate(options);
    const { stream, warnings } = await model.doStream(options);
    const parts = await collect(stream);
    const deltas = parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : []));
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(textOf(generated));
    expect(parts[parts.length - 1]).toEqual({ type: 'finish', finishReason: generated.finishReason, usage: generated.usage, response: generated.response });
    expect(warnings).toEqual(generated.warnings);
  });

  it('streams tool calls as tool-call parts equal to the generated ones, then the finish part', async () => {
    const options = call('What is the weather in Oslo today?', { tools: [weather], toolChoice: 'required' });
    const generated = await model.doGenerate(options);
    const parts = await collect((await model.doStream(options)).stream);
    expect(parts.slice(0, -1)).toEqual(generated.content);
    expect(parts[parts.length - 1]).toMatchObject({ type: 'finish', finishReason: 'tool-calls', usage: generated.usage });
  });

  it('rejects with an AbortError when aborted during its latency, before or while streaming', async () => {
    const slow = createSyntheticModel({ modelId: 'gpt-4.1', latencyMs: 60_000 });
    const controller = new AbortController();
    const pending = slow.doGenerate(call(task, { abortSignal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });

    const streaming = new AbortController();
    const { stream } = await createSyntheticModel({ modelId: 'gpt-4.1', tokensPerSecond: 100 }).doStream(call(task, { abortSignal: streaming.signal }));
    const parts: StreamPart[] = [];
    await expect(
      (async () => {
        for await (const part of stream) {
          parts.push(part);
          streaming.abort();
        }
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(parts).toHaveLength(1);
  });

  it('answers any conversation, however odd, with text that streams back identically', async () => {
    const message = fc.oneof(
      fc.record({ role: fc.constant('system' as const), content: fc.string() }),
      fc.record({ role: fc.constant('user' as const), content: fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.lorem()) }),
      fc.record({ role: fc.constant('assistant' as const), content: fc.string() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(message, { maxLength: 4 }), fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), async (messages, maxTokens) => {
        const options: CallOptions = { model: 'gpt-4o', messages, maxTokens };
        const generated = await model.doGenerate(options);
        expect(textOf(generated).length).toBeGreaterThan(0);
        if (maxTokens !== undefined) expect(countTextTokens(textOf(generated), 'gpt-4o')).toBeLessThanOrEqual(maxTokens);
        const parts = await collect((await model.doStream(options)).stream);
        expect(parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join('')).toBe(textOf(generated));
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a stream at once when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(model.doStream(call(task, { abortSignal: controller.signal }))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
