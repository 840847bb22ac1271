// Entry of the worker thread that composes synthetic answers (see off-thread-composer.ts): one request
// in, one reply out, in the order they come. A composition that throws is reported as failed, and the
// main thread composes that call itself, so the caller meets the very error it would have met inline.
import { parentPort } from 'node:worker_threads';
import type { CallOptions } from '../spec.js';
import { composeAnswer } from './compose.js';

/** A call to compose: its identity (every option the answer reads), the model's seed and id. */
export interface ComposeRequest {
  id: number;
  options: CallOptions;
  modelSeed: number;
  modelId: string;
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (request: ComposeRequest) => {
    try {
      port.postMessage({ id: request.id, result: composeAnswer(request.options, request.modelSeed, request.modelId) });
    } catch {
      port.postMessage({ id: request.id, failed: true });
    }
  });
  port.postMessage({ ready: true });
}
