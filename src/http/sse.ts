import { ClientDisconnectedError } from '../errors/client-disconnected.js';
import type { Response } from 'express';

/**
 * A backlog (bytes written but not yet taken by the client's socket) past which a stream's client gets a
 * shorter window to take some of it (STREAM_FULL_STALL_MS). A run pauses before its next model call while
 * its client is behind (see `RunScope.outputDrained`), so only the calls already in flight add to it. The
 * size of one write never ends a stream: a client that reads gets a 5 MB answer whole.
 */
export const STREAM_BUFFER_LIMIT = 4 * 1024 * 1024;

/**
 * How long a stream waits for a client that takes nothing of what waits for it. The run is paused
 * meanwhile, so without it a client that never reads kept its run's state until the run's deadline
 * (10 minutes by default); a client that takes any of its backlog within the window is not cut off.
 */
export const STREAM_STALL_MS = 30_000;

/** The window of a client whose backlog is past STREAM_BUFFER_LIMIT: it must take some of it this often. */
export const STREAM_FULL_STALL_MS = 5_000;

/** When a stream gives up on a client that does not read (STREAM_BUFFER_LIMIT, STREAM_STALL_MS and STREAM_FULL_STALL_MS unless given). */
export interface StreamLimits {
  bufferBytes: number;
  stallMs: number;
  fullStallMs?: number;
}

/** A server-sent-events channel over one HTTP response. */
export interface EventStream {
  /** Sends one frame; without an event name the frame has no `event:` line. */
  send(event: string | undefined, data: unknown): void;
  /** Sends a raw `data:` line (e.g. OpenAI's `[DONE]`). */
  sendRaw(data: string): void;
  end(): void;
  /** Whether the client is still there. */
  readonly open: boolean;
  /** Why the stream was ended for a client that does not read (the log row's note), if it was. */
  readonly notReading: string | undefined;
}

/**
 * Throws the request's abort reason when its stream can no longer deliver (the client left, or was cut off
 * for not reading): a run that finished into a closed stream is logged as that failure, never as a 200 whose
 * answer no one received.
 */
export function requireOpen(stream: EventStream, signal: AbortSignal): void {
  if (!stream.open) throw signal.aborted ? signal.reason : new ClientDisconnectedError();
}

/** Starts an SSE response: headers sent at the end of this turn, no buffering by proxies. */
export function openEventStream(
  response: Response,
  headers: Record<string, string> = {},
  limits: StreamLimits = { bufferBytes: STREAM_BUFFER_LIMIT, stallMs: STREAM_STALL_MS, fullStallMs: STREAM_FULL_STALL_MS },
): EventStream {
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
  let notReading: string | undefined;
  // Its client is not reading: what is held for it is dropped with the connection, and the run (whose signal sees the close) stops.
  const giveUp = (reason: string) => {
    notReading = `client-not-reading: ${reason}, so the stream was ended`;
    response.destroy();
  };
  // Whether the client still takes what waits for it: within each window its socket must have taken some of its
  // backlog, however large one write was. Taken is what the socket handed on (its bytes written less those still
  // waiting in it), so HTTP's chunk framing counts as the kernel sees it. A backlog past bufferBytes gets the
  // shorter window, from the write that took it past.
  const taken = () => {
    const socket = response.socket;
    return socket ? socket.bytesWritten - socket.writableLength : 0;
  };
  const windowOf = (backlog: number) => (backlog > limits.bufferBytes ? Math.min(limits.stallMs, limits.fullStallMs ?? STREAM_FULL_STALL_MS) : limits.stallMs);
  let stall: NodeJS.Timeout | undefined;
  let stallWindow = 0;
  const watch = () => {
    clearTimeout(stall);
    const before = taken();
    const window = windowOf(response.writableLength);
    stallWindow = window;
    stall = setTimeout(() => {
      if (response.writableLength === 0 || response.destroyed) stall = undefined;
      else if (taken() > before) watch();
      else giveUp(`what waited for it did not shrink for ${window} ms`);
    }, window);
    stall.unref();
  };
  response.once('close', () => clearTimeout(stall));
  const write = (frame: string) => {
    hold();
    response.write(frame);
    if (response.writableNeedDrain && (!stall || windowOf(response.writableLength) < stallWindow)) watch();
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
      if (!isOpen()) return;
      // What is held goes first: Node 22 writes the last chunk of a corked response ahead of the held frames.
      if (corked) uncork();
      response.end();
    },
    get open() {
      return isOpen();
    },
    get notReading() {
      return notReading;
    },
  };
}
