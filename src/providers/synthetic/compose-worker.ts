// Entry of the worker thread that composes synthetic answers (see off-thread-composer.ts): a batch of calls
// in, each one's answer (as JSON) out in its own reply, in the order they came. A composition that throws is
// reported as failed, and the main thread composes that call itself, so the caller meets the error it would.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
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
  /** The agent making the call: not part of its identity, but its name when the prompt gives none. */
  caller?: string;
}

/** A message to the main thread: ready, one call's answer as JSON, or that its composition threw. */
export type ComposeReply = { ready: true } | { id: number; result: string } | { id: number; failed: true };

/** Posts one reply to the main thread. */
function reply(port: MessagePort, message: ComposeReply): void {
  port.postMessage(message);
}

/** The answer's JSON, or undefined when the composition threw. */
function composed(request: ComposeRequest): string | undefined {
  try {
    const options = { ...(JSON.parse(request.identity) as CallOptions), ...(request.caller ? { caller: request.caller } : {}) };
    return JSON.stringify(composeAnswer(options, request.modelSeed, request.modelId));
  } catch {
    return undefined;
  }
}

if (parentPort) {
  const port = parentPort;
  // The first call, composed once before saying ready: it loads the tokenizer's vocabulary for its model
  // and faker's data, and compiles the hot code, which the calls right after would wait for.
  const { warmUp } = (workerData ?? {}) as { warmUp?: ComposeRequest };
  if (warmUp) composed(warmUp);
  port.on('message', (requests: ComposeRequest[]) => {
    // Each answer leaves as soon as it is composed: the main thread goes on with it while the rest are composed.
    for (const request of requests) {
      const result = composed(request);
      reply(port, result === undefined ? { id: request.id, failed: true } : { id: request.id, result });
    }
  });
  reply(port, { ready: true });
}
