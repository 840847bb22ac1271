import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long cancelled requests get to answer and write their log rows before their sockets are destroyed. */
const CANCEL_SETTLE_MS = 2000;

/**
 * The server's sockets and the requests in flight on each, so a shutdown can finish in bounded time
 * whatever the sockets do. Node stops its header/request timeout checks once `server.close()` is
 * called, so without this a silent or half-sent connection held shutdown forever. While running, a
 * connection that has not started a request within `headersTimeoutMs` is closed (Node's own check
 * covers a request that has begun; keep-alive idleness is Node's `keepAliveTimeout`).
 */
export class ConnectionTracker {
  private readonly inFlight = new Map<Socket, number>();
  private draining = false;
  private drained?: () => void;

  constructor(server: Server, headersTimeoutMs: number) {
    server.on('connection', (socket: Socket) => {
      this.inFlight.set(socket, 0);
      // Cleared when a request arrives; Node destroys a timed-out socket nobody answers for.
      socket.setTimeout(headersTimeoutMs);
      socket.once('close', () => {
        this.inFlight.delete(socket);
        this.checkDrained();
      });
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      socket.setTimeout(0);
      this.inFlight.set(socket, (this.inFlight.get(socket) ?? 0) + 1);
      response.once('close', () => {
        const left = Math.max(0, (this.inFlight.get(socket) ?? 1) - 1);
        this.inFlight.set(socket, left);
        if (this.draining && left === 0) socket.end();
        this.checkDrained();
      });
    });
  }

  /** Requests being answered now. */
  get requestsInFlight(): number {
    let total = 0;
    for (const count of this.inFlight.values()) total += count;
    return total;
  }

  /**
   * Stops keep-alive: every socket without a request in flight (silent, half-sent headers, idle
   * keep-alive) is destroyed now, the others are ended once their response is done. Resolves when no
   * request is in flight any more, or after `graceMs`, whichever comes first.
   */
  drain(graceMs: number): Promise<void> {
    this.draining = true;
    for (const [socket, count] of this.inFlight) if (count === 0) socket.destroy();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, graceMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.drained = done;
      this.checkDrained();
    });
  }

  /** Waits a short while for cancelled requests to answer, then destroys every socket left. */
  async destroyAfterCancelling(): Promise<void> {
    if (this.requestsInFlight > 0) await this.drain(CANCEL_SETTLE_MS);
    for (const socket of this.inFlight.keys()) socket.destroy();
  }

  private checkDrained(): void {
    if (this.drained && this.requestsInFlight === 0) this.drained();
  }
}
