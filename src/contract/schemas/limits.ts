import { ApiError } from '../../errors/api-error.js';

/** Request limits of the contract (the hosted API's documented limits and defaults): one place. */
export const LIMITS = {
  swarmNameLength: 100,
  maxLoops: 50,
  agentsPerSwarm: 2000,
  agentBatch: 10,
  swarmBatch: 50,
} as const;

/** The hosted API's batch-size error (a 400, not a 422). */
function batchTooLarge(kind: 'agents' | 'swarms', limit: number, size: number): ApiError {
  const noun = kind === 'agents' ? 'batch agents' : 'batch swarms';
  return new ApiError(
    'BATCH_TOO_LARGE',
    `ERROR: BATCH SIZE EXCEEDED - You can only run up to ${limit} ${noun} at a time. Please reduce your batch size and try again. Current batch size: ${size}`,
  );
}

/** Throws the hosted 400 when an agent batch has more than 10 items. */
export function assertAgentBatchSize(items: readonly unknown[]): void {
  if (items.length > LIMITS.agentBatch) throw batchTooLarge('agents', LIMITS.agentBatch, items.length);
}

/** Throws the hosted-style 400 when a swarm batch has more than 50 items. */
export function assertSwarmBatchSize(items: readonly unknown[]): void {
  if (items.length > LIMITS.swarmBatch) throw batchTooLarge('swarms', LIMITS.swarmBatch, items.length);
}
