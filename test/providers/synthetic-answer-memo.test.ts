import { describe, expect, it, vi } from 'vitest';
import type { CallOptions, ToolDefinition } from '../../src/providers/spec.js';
import { createSyntheticModel } from '../../src/providers/synthetic/index.js';
import { agentCall } from '../support/agent-call.js';

const lookup: ToolDefinition = {
  name: 'lookup_heat_pump',
  description: 'Heat pump efficiency lookup',
  parameters: { type: 'object', properties: { city: { type: 'string' }, year: { type: 'integer' }, brand: { type: 'string' } }, required: ['city', 'year', 'brand'] },
};
const reordered: ToolDefinition = {
  ...lookup,
  parameters: { type: 'object', properties: { brand: { type: 'string' }, year: { type: 'integer' }, city: { type: 'string' } }, required: ['brand', 'year', 'city'] },
};

/** The agent of every call here. */
const analyst = { name: 'Energy Analyst' };

const base: CallOptions = { model: 'gpt-4.1', ...agentCall(analyst, 'Summarise the benefits of heat pumps for homes in Oslo.'), maxTokens: 64 };

/** Calls that differ from `base` (and from each other) in one option each: none may be answered as another. */
const variants: Record<string, { options: CallOptions; seed?: number; modelId?: string }> = {
  base: { options: base },
  'another task': { options: { ...base, ...agentCall(analyst, 'Summarise the risks of heat pumps.') } },
  'fewer tokens': { options: { ...base, maxTokens: 9 } },
  'no token limit': { options: { ...base, maxTokens: undefined } },
  'a stop sequence': { options: { ...base, maxTokens: undefined, stop: ['.'] } },
  'another model': { options: { ...base, model: 'gpt-4' } },
  'another model seed': { options: base, seed: 8 },
  'another model id': { options: base, modelId: 'claude-sonnet-4' },
  'a required tool': { options: { ...base, tools: [lookup], toolChoice: 'required' } },
  'its properties in another order': { options: { ...base, tools: [reordered], toolChoice: 'required' } },
  llm_args: { options: { ...base, extra: { top_k: 3, min_p: 0.1 } } },
  'llm_args in another order': { options: { ...base, extra: { min_p: 0.1, top_k: 3 } } },
  logprobs: { options: { ...base, logprobs: { top: 2 } } },
};

type Variant = (typeof variants)[string];
const modelOf = (module: typeof import('../../src/providers/synthetic/index.js'), variant: Variant) =>
  module.createSyntheticModel({ modelId: variant.modelId ?? 'gpt-4.1', seed: variant.seed ?? 1 });

describe("the synthetic model's memo of answers", () => {
  it('answers every call, after all the others were answered, with the bytes a process that never saw them computes', async () => {
    const warm = await import('../../src/providers/synthetic/index.js');
    for (const variant of Object.values(variants)) await modelOf(warm, variant).doGenerate(variant.options);
    const answered = new Map<string, string>();
    for (const [name, variant] of Object.entries(variants)) {
      const fromMemo = JSON.stringify(await modelOf(warm, variant).doGenerate(variant.options));
      vi.resetModules();
      const fresh = await import('../../src/providers/synthetic/index.js');
      expect(fromMemo, name).toBe(JSON.stringify(await modelOf(fresh, variant).doGenerate(variant.options)));
      answered.set(name, fromMemo);
    }
    // Each variant changes the bytes: otherwise it would not show that the memo tells it apart.
    expect(new Set(answered.values()).size).toBe(answered.size);
  });

  it('serves the same answer after a caller changed the one it was given', async () => {
    const model = createSyntheticModel({ modelId: 'gpt-4.1', seed: 3 });
    const first = await model.doGenerate(base);
    const bytes = JSON.stringify(first);
    const part = first.content[0];
    if (part.type === 'text') part.text = 'changed';
    first.usage.outputTokens = -1;
    first.warnings.push({ type: 'other', message: 'changed' });
    first.response.modelId = 'changed';
    expect(JSON.stringify(await model.doGenerate(base))).toBe(bytes);
  });

  it('streams a memoised answer as the text it generated', async () => {
    const model = createSyntheticModel({ modelId: 'gpt-4.1', seed: 4 });
    const generated = await model.doGenerate(base);
    let streamed = '';
    for await (const part of (await model.doStream(base)).stream) if (part.type === 'text-delta') streamed += part.delta;
    expect(streamed).toBe(generated.content.map((part) => (part.type === 'text' ? part.text : '')).join(''));
  });
});
