import { describe, expect, it } from 'vitest';
import type { CallOptions, LanguageModel, StreamPart } from '../../src/providers/spec.js';

/** How one provider implementation is set up for the shared conformance suite. */
export interface ConformanceSubject {
  name: string;
  /** Builds a ready model; called once per test. */
  create(): Promise<{ model: LanguageModel; cleanup?: () => Promise<void> | void }>;
  /** Whether the implementation can produce tool calls when asked to. */
  toolCalls: boolean;
}

const FINISH_REASONS = ['stop', 'length', 'tool-calls', 'content-filter', 'error', 'other'];

/** The call the conformance suite makes (fixtures tests record exactly these). */
export const baseOptions = (): CallOptions => ({
  model: 'gpt-4.1',
  messages: [
    { role: 'system', content: 'You are Market Analyst, a careful financial researcher.' },
    { role: 'user', content: 'Summarise the outlook for electric vehicle batteries in two sentences.' },
  ],
  temperature: 0,
  maxTokens: 64,
});

/** The tool the conformance suite requires a call of. */
export const weatherTool = {
  name: 'get_weather',
  description: 'Look up the weather for a city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' }, unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
    required: ['city', 'unit'],
  },
};

async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

async function withModel<T>(subject: ConformanceSubject, body: (model: LanguageModel) => Promise<T>): Promise<T> {
  const { model, cleanup } = await subject.create();
  try {
    return await body(model);
  } finally {
    await cleanup?.();
  }
}

/** The conformance suite every LanguageModel implementation must pass. */
export function runProviderConformance(subject: ConformanceSubject): void {
  describe(`LanguageModel conformance: ${subject.name}`, () => {
    it('generates text with a finish reason, integer usage and a warnings list', async () => {
      await withModel(subject, async (model) => {
        const result = await model.doGenerate(baseOptions());
        const text = result.content
          .filter((part) => part.type === 'text')
          .map((part) => part.text)
          .join('');
        expect(text.length).toBeGreaterThan(0);
        expect(FINISH_REASONS).toContain(result.finishReason);
        expect(Number.isInteger(result.usage.inputTokens) && result.usage.inputTokens > 0).toBe(true);
        expect(Number.isInteger(result.usage.outputTokens) && result.usage.outputTokens > 0).toBe(true);
        expect(Array.isArray(result.warnings)).toBe(true);
        expect(typeof result.response.modelId).toBe('string');
      });
    });

    it('streams text deltas that concatenate to the generated text, ending with one finish part', async () => {
      await withModel(subject, async (model) => {
        const generated = await model.doGenerate(baseOptions());
        const text = generated.content
          .filter((part) => part.type === 'text')
          .map((part) => part.text)
          .join('');
        const { stream } = await model.doStream(baseOptions());
        const parts = await collect(stream);
        const deltas = parts.filter((part) => part.type === 'text-delta');
        expect(deltas.length).toBeGreaterThan(0);
        expect(deltas.map((part) => (part.type === 'text-delta' ? part.delta : '')).join('')).toBe(text);
        const finishes = parts.filter((part) => part.type === 'finish');
        expect(finishes).toHaveLength(1);
        expect(parts[parts.length - 1].type).toBe('finish');
        const finish = finishes[0];
        if (finish.type === 'finish') expect(finish.usage).toEqual(generated.usage);
      });
    });

    it('rejects when the abort signal has already fired', async () => {
      await withModel(subject, async (model) => {
        const controller = new AbortController();
        controller.abort();
        await expect(model.doGenerate({ ...baseOptions(), abortSignal: controller.signal })).rejects.toThrow();
      });
    });

    it.runIf(subject.toolCalls)('returns tool calls whose arguments are JSON when a tool call is required', async () => {
      await withModel(subject, async (model) => {
        const result = await model.doGenerate({
          ...baseOptions(),
          messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
          tools: [weatherTool],
          toolChoice: 'required',
        });
        const calls = result.content.filter((part) => part.type === 'tool-call');
        expect(calls.length).toBeGreaterThan(0);
        expect(result.finishReason).toBe('tool-calls');
        for (const call of calls) {
          if (call.type !== 'tool-call') continue;
          expect(call.name).toBe('get_weather');
          const args = JSON.parse(call.arguments) as Record<string, unknown>;
          expect(typeof args.city).toBe('string');
          expect(['celsius', 'fahrenheit']).toContain(args.unit);
        }
      });
    });
  });
}
