import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { inBodyTurn, LARGE_BODY_BYTES } from '../../src/http/large-body-gate.js';

const requestWithBody = (bytes: number) => ({ body: Buffer.alloc(bytes) }) as Request;

describe('admitting request bodies', () => {
  it('admits large bodies one at a time, in arrival order, and small ones at once beside them', async () => {
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const admit = (name: string, until?: Promise<void>) => async () => {
      order.push(`${name} starts`);
      await until;
      order.push(`${name} ends`);
      return name;
    };
    const first = inBodyTurn(requestWithBody(LARGE_BODY_BYTES), admit('large 1', firstHeld));
    const second = inBodyTurn(requestWithBody(9_000_000), admit('large 2'));
    await new Promise((resolve) => setImmediate(resolve));
    const small = inBodyTurn(requestWithBody(LARGE_BODY_BYTES - 1), admit('small'));
    expect(await small).toBe('small');
    expect(order).toEqual(['large 1 starts', 'small starts', 'small ends']);
    finishFirst();
    expect(await Promise.all([first, second])).toEqual(['large 1', 'large 2']);
    expect(order).toEqual(['large 1 starts', 'small starts', 'small ends', 'large 1 ends', 'large 2 starts', 'large 2 ends']);
  });

  it('gives the turn on when an admission fails', async () => {
    const failing = inBodyTurn(requestWithBody(LARGE_BODY_BYTES), async () => {
      throw new Error('invalid body');
    });
    await expect(failing).rejects.toThrow('invalid body');
    expect(await inBodyTurn(requestWithBody(LARGE_BODY_BYTES), async () => 'next')).toBe('next');
  });
});
