import { Writable } from 'node:stream';
import { pino, type DestinationStream, type Level } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { LOG_FORMATS } from '../config/schema.js';
import { redactSecrets } from '../security/secrets.js';
import type { RequestObserver, RequestOutcome } from './request-outcome.js';

/** How request log lines are written: one readable line for a terminal, or JSON lines for a log shipper. */
type LogFormat = (typeof LOG_FORMATS)[number];

/** Where log lines go: stderr by default (stdout's first line is the start-up banner programs parse). */
export interface LogDestination {
  write(line: string): void;
}

/** Options of the request log. */
interface RequestLogOptions {
  format: LogFormat;
  destination?: LogDestination;
  /** Values masked wherever they might appear (provider keys). */
  knownSecrets?: string[];
}

/** The message of a request line: the facts a person scans for, in a fixed order. */
function summary(outcome: RequestOutcome): string {
  const parts = [outcome.method, outcome.path, String(outcome.status), `${outcome.durationMs.toFixed(1)} ms`];
  if (outcome.jobId) parts.push(`job=${outcome.jobId}`);
  if (outcome.models.length) parts.push(`model=${outcome.models.join(',')}`);
  if (outcome.inputTokens + outcome.outputTokens > 0) parts.push(`tokens=${outcome.inputTokens}+${outcome.outputTokens}`, `cost=$${outcome.cost.toFixed(6)}`);
  if (outcome.abandoned) parts.push('(client left)');
  return parts.join(' ');
}

function levelOf(status: number): Level {
  if (status >= 500) return 'error';
  return status >= 400 ? 'warn' : 'info';
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

function streamFor(options: RequestLogOptions): DestinationStream {
  const destination = options.destination ? asStream(options.destination) : pino.destination({ dest: 2, sync: true });
  if (options.format === 'json') return destination;
  return PinoPretty({
    destination,
    sync: true,
    colorize: false,
    translateTime: 'SYS:HH:MM:ss.l',
    // The message already holds every field, so the object is not printed again below it.
    hideObject: true,
  });
}

/**
 * Request logs through pino: one line per request with method, path, status, duration, job id,
 * models, tokens and cost. Only these facts are logged (never headers, bodies or query strings), and
 * known secrets and credential-shaped text are masked in them all the same.
 */
export function createRequestLog(options: RequestLogOptions): RequestObserver {
  const logger = pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    streamFor(options),
  );
  const secrets = options.knownSecrets ?? [];
  return {
    requestEnd(outcome) {
      const safe = redactSecrets(outcome, secrets);
      const fields = {
        method: safe.method,
        path: safe.path,
        route: safe.route,
        status: safe.status,
        durationMs: Math.round(safe.durationMs * 10) / 10,
        ...(safe.jobId ? { jobId: safe.jobId } : {}),
        models: safe.models,
        inputTokens: safe.inputTokens,
        outputTokens: safe.outputTokens,
        cost: safe.cost,
        ...(safe.abandoned ? { abandoned: true } : {}),
      };
      logger[levelOf(safe.status)](fields, options.format === 'json' ? 'request' : summary(safe));
    },
  };
}
