import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withRedaction } from '../../src/providers/redacting-model.js';
import type { CallOptions, LanguageModel, StreamPart } from '../../src/providers/spec.js';

const KEY = 'sk-route-key-5f3a9c2e7b1d4f6a8c0e';
const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
const finish: StreamPart = { type: 'finish', finishReason: 'stop', usage, response: { modelId: 'echo' } };

/** A model that streams the given deltas (and answers them joined when not streaming). */
function echo(deltas: string[]): LanguageModel {
  return {
    provider: 'test',
    modelId: 'echo',
    async doGenerate() {
      return { content: [{ type: 'text', text: deltas.join('') }], finishReason: 'stop', usage, warnings: [], response: { modelId: 'echo' } };
    },
    async doStream() {
      return {
        warnings: [],
        stream: (async function* () {
          for (const delta of deltas) yield { type: 'text-delta', delta } as StreamPart;
          yield finish;
        })(),
      };
    },
  };
}

async function streamed(model: LanguageModel): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of (await model.doStream({ prompt: [] } as unknown as CallOptions)).stream) parts.push(part);
  return parts;
}
const textOf = (parts: StreamPart[]) => parts.map((part) => (part.type === 'text-delta' ? part.delta : '')).join('');

describe('redacting a live model', () => {
  it('masks a known key split over stream deltas, and no piece of it reaches the client', async () => {
    const parts = await streamed(withRedaction(echo(['My key is sk-rou', 'te-key-5f3a9', 'c2e7b1d4f6a8c0e', ' and that is all.']), [KEY]));
    const text = textOf(parts);
    expect(text).toBe('My key is [REDACTED] and that is all.');
    for (const part of parts) if (part.type === 'text-delta') expect(part.delta).not.toMatch(/sk-rou|5f3a9/);
    expect(parts.at(-1)).toEqual(finish);
  });

  it('gives back exactly the text when there is no secret, however it is split, still streaming word by word', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), async (deltas) => {
        const parts = await streamed(withRedaction(echo(deltas), [KEY]));
        expect(textOf(parts)).toBe(deltas.join(''));
      }),
      { seed: 42, numRuns: 200 },
    );
    const parts = await streamed(withRedaction(echo(['one ', 'two ', 'three']), [KEY]));
    expect(parts.filter((part) => part.type === 'text-delta')).toHaveLength(3);
  });

  it('finds the key wherever the stream is cut', async () => {
    const text = `Echo: ${KEY} end`;
    for (let cut = 1; cut < text.length; cut += 1) {
      const out = textOf(await streamed(withRedaction(echo([text.slice(0, cut), text.slice(cut)]), [KEY])));
      expect(out, `cut at ${cut}`).toBe('Echo: [REDACTED] end');
    }
  });

  it('masks the key in a plain answer', async () => {
    const result = await withRedaction(echo([`key=${KEY}`]), [KEY]).doGenerate({ prompt: [] } as unknown as CallOptions);
    expect(JSON.stringify(result.content)).not.toContain(KEY);
  });
});
