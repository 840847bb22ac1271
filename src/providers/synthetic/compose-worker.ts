// Entry of the worker thread that composes synthetic answers (see off-thread-composer.ts): a batch of calls
// in, each one's answer (as JSON) out in its own reply, in the order they came. A composition that throws is reported as
// failed, and the main thread composes that call itself, so the caller meets the error it would meet there.
import { parentPort } from 'node:worker_threads';
import type { CallOptions } from '../spec.js';
import { composeAnswer } from './compose.js';

/**
 * A call to compose: its identity (every option the answer reads) as JSON, the model's seed and id. Text
 * crosses between threads as one copy; a structured clone of the options cost the main thread more than
 * the JSON it already holds (the memo's key) and a parse here.
 */
export interface ComposeRequest {
  id: number;
  identity: string;
  modelSeed: number;
  modelId: string;
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (requests: ComposeRequest[]) => {
    // Each answer leaves as soon as it is composed: the main thread goes on with it while the rest are composed.
    for (const request of requests) {
      try {
        const options = JSON.parse(request.identity) as CallOptions;
        port.postMessage({ id: request.id, result: JSON.stringify(composeAnswer(options, request.modelSeed, request.modelId)) });
      } catch {
        port.postMessage({ id: request.id, failed: true });
      }
    }
  });
  port.postMessage({ ready: true });
}
