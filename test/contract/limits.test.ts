import { describe, expect, it } from 'vitest';
import { assertAgentBatchSize, assertSwarmBatchSize, LIMITS } from '../../src/contract/schemas/limits.js';
import { AVAILABLE_REASONING_TYPES, AVAILABLE_SWARM_TYPES, DROPPED_SWARM_TYPES, SWARM_TYPES } from '../../src/contract/schemas/enums.js';
import { ApiError } from '../../src/errors/api-error.js';
import { SDK_REASONING_TYPES } from '../sdk/sdk-schemas.js';

function thrownBy(action: () => void): ApiError {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('batch size limits', () => {
  it('lets an agent batch of 10 through and answers 11 with the hosted 400 text', () => {
    expect(() => assertAgentBatchSize(new Array(10).fill({}))).not.toThrow();
    const error = thrownBy(() => assertAgentBatchSize(new Array(11).fill({})));
    expect(error.code).toBe('BATCH_TOO_LARGE');
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'ERROR: BATCH SIZE EXCEEDED - You can only run up to 10 batch agents at a time. Please reduce your batch size and try again. Current batch size: 11',
    );
  });

  it('lets a swarm batch of 50 through and answers 51 with a 400 in the same style', () => {
    expect(() => assertSwarmBatchSize(new Array(50).fill({}))).not.toThrow();
    const error = thrownBy(() => assertSwarmBatchSize(new Array(51).fill({})));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'ERROR: BATCH SIZE EXCEEDED - You can only run up to 50 batch swarms at a time. Please reduce your batch size and try again. Current batch size: 51',
    );
  });

  it('keeps the hosted API documented request limits', () => {
    expect(LIMITS).toEqual({ swarmNameLength: 100, maxLoops: 50, agentsPerSwarm: 2000, agentBatch: 10, swarmBatch: 50 });
  });
});

describe('available lists', () => {
  it('lists every accepted swarm type except the HiearchicalSwarm misspelling and the dropped types', () => {
    expect(SWARM_TYPES).toContain('HiearchicalSwarm');
    expect(AVAILABLE_SWARM_TYPES).not.toContain('HiearchicalSwarm');
    expect(AVAILABLE_SWARM_TYPES).toContain('HierarchicalSwarm');
    expect(AVAILABLE_SWARM_TYPES).toHaveLength(SWARM_TYPES.length - 1 - DROPPED_SWARM_TYPES.length);
  });

  it('lists reasoning types without the reasoning_duo alias', () => {
    expect(AVAILABLE_REASONING_TYPES).toEqual([...SDK_REASONING_TYPES]);
    expect(AVAILABLE_REASONING_TYPES).not.toContain('reasoning_duo');
  });
});
