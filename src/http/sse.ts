import type { Response } from 'express';

/**
 * What a stream may hold for a client that does not read, in bytes written but not yet taken by its
 * socket. A run pauses before its next model call while its client is behind (see `RunScope.outputDrained`),
 * so only the calls already in flight add to this; past it the stream is ended and its run cancelled.
 */
export const STREAM_BUFFER_LIMIT = 4 * 1024 * 1024;

/** A server-sent-events channel over one HTTP response. */
export interface EventStream {
  /** Sends one frame; without an event name the frame has no `event:` line. */
  send(event: string | undefined, data: unknown): void;
  /** Sends a raw `data:` line (e.g. OpenAI's `[DONE]`). */
  sendRaw(data: string): void;
  end(): void;
  /** Whether the client is still there. */
  readonly open: boolean;
  /** Whether the stream was ended because its client left more than STREAM_BUFFER_LIMIT unread. */
  readonly overflowed: boolean;
}

/** Starts an SSE response: headers sent at the end of this turn, no buffering by proxies. */
export function openEventStream(response: Response, headers: Record<string, string> = {}): EventStream {
  response.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    ...headers,
  });
  const isOpen = () => !response.writableEnded && !response.destroyed;
  // What is written in one turn (the headers, and a synthetic answer's every delta) leaves in one
  // write at the end of the turn instead of one system call per frame; a paced stream's frames each
  // have their own turn and leave as they come. end() sends whatever is still held.
  let corked = false;
  const uncork = () => {
    corked = false;
    if (!response.writableEnded) response.uncork();
  };
  const hold = () => {
    if (corked) return;
    corked = true;
    response.cork();
    process.nextTick(uncork);
  };
  hold();
  response.flushHeaders();
  let overflowed = false;
  const write = (frame: string) => {
    hold();
    response.write(frame);
    if (response.writableLength <= STREAM_BUFFER_LIMIT) return;
    // Its client is not reading: what is held for it is dropped with the connection, and the run (whose signal sees the close) stops.
    overflowed = true;
    response.destroy();
  };
  return {
    send: (event, data) => {
      if (!isOpen()) return;
      write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    },
    sendRaw: (data) => {
      if (isOpen()) write(`data: ${data}\n\n`);
    },
    end: () => {
      if (isOpen()) response.end();
    },
    get open() {
      return isOpen();
    },
    get overflowed() {
      return overflowed;
    },
  };
}
