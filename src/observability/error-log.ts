import type { Logger } from 'pino';
import { redactSecrets } from '../security/secrets.js';
import type { LogFormat } from './server-log.js';

/** Where an unexpected error happened. */
export interface ErrorSite {
  method: string;
  path: string;
  /** The reference the client was given (empty when it was given none). */
  reference: string;
  /** What was being done, when it was not answering the request (e.g. keeping a failed run). */
  during?: string;
}

/** Logs the errors nobody expected, each with its stack. */
export interface ErrorLog {
  /** Logs one unexpected error with its stack; an error already logged is not logged again. */
  unexpected(error: unknown, site: ErrorSite): void;
  /** Logs the detail of an expected error that its client is not shown (the error's cause), at level warn. */
  withheld(error: Error, site: ErrorSite): void;
}

/** Characters of a withheld cause the log keeps (a third party's answer can be any size). */
const WITHHELD_CHARS = 2_000;

function describe(error: unknown): { type: string; message: string; stack: string } {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack ?? `${error.name}: ${error.message}` };
  return { type: typeof error, message: String(error), stack: String(error) };
}

/**
 * Unexpected errors through the server's logger, at level error: the pretty format prints the stack
 * under a line naming the request and the reference, the JSON format carries it in `error.stack`.
 * Known secrets and credential-shaped text are masked in the message and the stack alike.
 */
export function createErrorLog(logger: Logger, options: { format: LogFormat; knownSecrets?: string[] }): ErrorLog {
  // One error may pass several handlers on its way out (a stream, then the route): it is logged by the first.
  const logged = new WeakSet<object>();
  const secrets = options.knownSecrets ?? [];
  return {
    unexpected(error, site) {
      if (typeof error === 'object' && error !== null) {
        if (logged.has(error)) return;
        logged.add(error);
      }
      const details = redactSecrets(describe(error), secrets);
      const reference = site.reference ? ` (reference ${site.reference})` : '';
      const headline = `unexpected error${site.during ? ` while ${site.during}` : ''} in ${site.method} ${site.path}${reference}`;
      const fields = {
        method: site.method,
        path: site.path,
        ...(site.reference ? { reference: site.reference } : {}),
        ...(site.during ? { during: site.during } : {}),
        error: details,
      };
      logger.error(fields, options.format === 'json' ? 'unexpected error' : `${headline}: ${details.stack}`);
    },
    withheld(error, site) {
      const cause = redactSecrets(describe(error.cause), secrets);
      const summary = redactSecrets(error.message, secrets);
      const fields = {
        method: site.method,
        path: site.path,
        reference: site.reference,
        message: summary,
        cause: { type: cause.type, message: cause.message.slice(0, WITHHELD_CHARS) },
      };
      logger.warn(
        fields,
        options.format === 'json'
          ? 'detail withheld from the client'
          : `${site.method} ${site.path} (reference ${site.reference}): ${summary} ${cause.type}: ${cause.message.slice(0, WITHHELD_CHARS)}`,
      );
    },
  };
}
