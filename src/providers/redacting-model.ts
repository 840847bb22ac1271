import { redactSecrets } from '../security/secrets.js';
import type { LanguageModel, StreamPart } from './spec.js';

/**
 * Past this much text without whitespace a streamed answer is let through anyway (redacted as far
 * as it goes): keys and tokens are far shorter, and a client must not wait on an endless word.
 */
const MAX_HELD_CHARS = 2048;

/**
 * Redacts streamed text whose secrets may be split over deltas ("sk-ab" + "cd…"). Text is released
 * up to the last whitespace, and the word still being written is held back until it is complete
 * (next whitespace, another kind of part, or the end), so a key is always seen whole. Secrets that
 * span whitespace (PEM blocks) are only caught when they arrive within one release.
 */
async function* redactStream(parts: AsyncIterable<StreamPart>, clean: <T>(value: T) => T): AsyncIterable<StreamPart> {
  let held = '';
  const release = (upTo: number): StreamPart | undefined => {
    const text = held.slice(0, upTo);
    held = held.slice(upTo);
    return text ? { type: 'text-delta', delta: clean(text) } : undefined;
  };
  for await (const part of parts) {
    if (part.type === 'text-delta') {
      held += part.delta;
      const lastSpace = Math.max(held.lastIndexOf(' '), held.lastIndexOf('\n'), held.lastIndexOf('\t'));
      const released = release(lastSpace >= 0 ? lastSpace + 1 : held.length > MAX_HELD_CHARS ? held.length : 0);
      if (released) yield released;
      continue;
    }
    const rest = release(held.length);
    if (rest) yield rest;
    yield part.type === 'tool-call' ? clean(part) : part;
  }
  const rest = release(held.length);
  if (rest) yield rest;
}

/**
 * Masks known secrets (provider keys) and credential-shaped text in what a live model answers, so
 * a model that echoes its prompt cannot carry a key into responses, logs, journal or fixtures.
 */
export function withRedaction(model: LanguageModel, secrets: string[]): LanguageModel {
  const clean = <T>(value: T): T => redactSecrets(value, secrets);
  return {
    provider: model.provider,
    modelId: model.modelId,
    async doGenerate(options) {
      const result = await model.doGenerate(options);
      return { ...result, content: clean(result.content) };
    },
    async doStream(options) {
      const result = await model.doStream(options);
      return { ...result, stream: redactStream(result.stream, clean) };
    },
  };
}
