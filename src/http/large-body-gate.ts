import type { Request } from 'express';
import { ConcurrencyLimiter } from '../runtime/concurrency-limiter.js';

/** A body from this size up is read, masked, validated and admitted one request at a time. */
export const LARGE_BODY_BYTES = 64 * 1024;

/** The process's one turn for large bodies (every server of the process shares the main thread it protects). */
const largeBodies = new ConcurrencyLimiter(1);

/**
 * Runs `admit` (the body's decoding, journaling, validation and admission) at once for a small body, and in
 * its turn for a large one. Each large body costs its size on the main thread in a few long steps; 60
 * bodies of 2,000 agents arriving together had all their steps queued between any other request's steps
 * (`/health` waited 9 s). One at a time, other requests wait for at most one such step.
 */
export function inBodyTurn<Result>(request: Request, admit: () => Promise<Result>): Promise<Result> {
  const size = Buffer.isBuffer(request.body) ? request.body.length : 0;
  return size >= LARGE_BODY_BYTES ? largeBodies.run(admit) : admit();
}

/**
 * Whether a refused request's connection must close rather than have its unread body discarded. A body that has
 * (or will have) arrived whole — sized up to LARGE_BODY_BYTES — is discarded by node:http and the connection kept:
 * closing a socket with unread bytes in its receive buffer sends a reset, and a client that sent a small body at
 * once could then read ECONNRESET instead of its 401/429. A larger or unsized (chunked) body is never waited for.
 */
export function closesOnRefusal(request: Request): boolean {
  const length = request.headers['content-length'];
  if (length === undefined) return request.headers['transfer-encoding'] !== undefined;
  const bytes = Number(length);
  return !Number.isSafeInteger(bytes) || bytes > LARGE_BODY_BYTES;
}
