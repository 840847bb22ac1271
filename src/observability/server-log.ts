import { Writable } from 'node:stream';
import { pino, type DestinationStream, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { LOG_FORMATS } from '../config/schema.js';

/** How log lines are written: one readable line for a terminal, or JSON lines for a log shipper. */
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Where log lines go: stderr by default (stdout's first line is the start-up banner programs parse). */
export interface LogDestination {
  write(line: string): void;
}

/** A stream over a plain `write(line)` destination (pino-pretty writes to streams). */
function asStream(destination: LogDestination): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      destination.write(chunk.toString());
      callback();
    },
  });
}

function streamFor(format: LogFormat, destination?: LogDestination): DestinationStream {
  // Written from a buffer while the event loop goes on (a line per request no longer blocks on stderr); pino
  // writes what is left when the process exits, however it exits short of SIGKILL.
  const stream = destination ? asStream(destination) : pino.destination({ dest: 2, sync: false });
  if (format === 'json') return stream;
  return PinoPretty({
    destination: stream,
    sync: true,
    colorize: false,
    translateTime: 'SYS:HH:MM:ss.l',
    // The message already holds every field, so the object is not printed again below it.
    hideObject: true,
  });
}

/** The server's one pino logger: request lines and unexpected errors go through it, in one format, to one place. */
export function createServerLogger(format: LogFormat, destination?: LogDestination): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    streamFor(format, destination),
  );
}
