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

/** Starts an SSE response: headers flushed at once, no buffering by proxies. */
export function openEventStream(response: Response, headers: Record<string, string> = {}): EventStream {
  response.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    ...headers,
  });
  response.flushHeaders();
  const isOpen = () => !response.writableEnded && !response.destroyed;
  return {
    send: (event, data) => {
      if (!isOpen()) return;
      response.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    },
    sendRaw: (data) => {
      if (isOpen()) response.write(`data: ${data}\n\n`);
    },
    end: () => {
      if (isOpen()) response.end();
    },
    get open() {
      return isOpen();
    },
  };
}
