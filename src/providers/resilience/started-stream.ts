import type { CallOptions, LanguageModel, StreamPart, StreamResult } from '../spec.js';

/**
 * Starts a stream and waits for its first part, so that a stream failing before any output (an
 * HTTP error, a refused connection, a body that is not a stream, an `error` first part) rejects
 * here like a failed request, where retries and fallbacks can still act on it. After the first
 * part the caller has seen output, and a failure is the caller's to handle.
 */
export async function startStream(model: LanguageModel, options: CallOptions): Promise<StreamResult> {
  const result = await model.doStream(options);
  const iterator = result.stream[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (!first.done && first.value.type === 'error') {
    await iterator.return?.();
    throw first.value.error;
  }
  async function* replay(): AsyncIterable<StreamPart> {
    if (first.done) return;
    // `finally` passes an early stop of the caller on to the source, which cancels the upstream request.
    try {
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { ...result, stream: replay() };
}
