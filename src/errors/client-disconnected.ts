/**
 * The abort reason of a request whose client went away before its answer. Work in flight is
 * cancelled with it; when it surfaces at the error handler there is nobody left to answer and
 * nothing went wrong on our side, so it is not logged as an unexpected error.
 */
export class ClientDisconnectedError extends Error {
  constructor() {
    super('client disconnected');
    this.name = 'ClientDisconnectedError';
  }
}

/** True when the error is (or was caused by) a client that went away. */
export function isClientDisconnected(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof ClientDisconnectedError) return true;
  }
  return false;
}
