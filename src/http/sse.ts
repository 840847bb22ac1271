import type { Response } from 'express';

/** A server-sent-events channel over one HTTP response. */
export interface EventStream {
  /** Sends one frame; without an event name the frame has no `event:` line. */
  send(event: string | undefined, data: unknown): void;
  /** Sends a raw `data:` line (e.g. OpenAI's `[DONE]`). */
  sendRaw(data: string): void;
  end(): void;
  /** Whether the client is still there. */
  readonly open: boolean;
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
  const write = (frame: string) => {
    hold();
    response.write(frame);
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
  };
}
