import { redactSecrets } from '../security/secrets.js';
import type { LanguageModel, StreamPart } from './spec.js';

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
      return {
        ...result,
        stream: (async function* (): AsyncIterable<StreamPart> {
          for await (const part of result.stream) yield part.type === 'text-delta' || part.type === 'tool-call' ? clean(part) : part;
        })(),
      };
    },
  };
}
