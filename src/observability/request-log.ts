import type { Level, Logger } from 'pino';
import { redactSecrets } from '../security/secrets.js';
import type { RequestObserver, RequestOutcome } from './request-outcome.js';
import type { LogFormat } from './server-log.js';

/** Options of the request log. */
interface RequestLogOptions {
  format: LogFormat;
  /** Values masked wherever they might appear (provider keys). */
  knownSecrets?: string[];
}

/** The message of a request line: the facts a person scans for, in a fixed order. */
function summary(outcome: RequestOutcome): string {
  const parts = [outcome.method, outcome.path, String(outcome.status), `${outcome.durationMs.toFixed(1)} ms`];
  if (outcome.jobId) parts.push(`job=${outcome.jobId}`);
  if (outcome.models.length) parts.push(`model=${outcome.models.join(',')}`);
  // token_cost: the calls' tokens at agent token pricing, not the response's total_cost (which adds agent fees).
  if (outcome.inputTokens + outcome.outputTokens > 0) parts.push(`tokens=${outcome.inputTokens}+${outcome.outputTokens}`, `token_cost=$${outcome.cost.toFixed(6)}`);
  if (outcome.abandoned) parts.push('(client left)');
  return parts.join(' ');
}

function levelOf(status: number): Level {
  if (status >= 500) return 'error';
  return status >= 400 ? 'warn' : 'info';
}

/**
 * Request logs through pino: one line per request with method, path, status, duration, job id,
 * models, tokens and cost. Only these facts are logged (never headers, bodies or query strings), and
 * known secrets and credential-shaped text are masked in them all the same.
 */
export function createRequestLog(logger: Logger, options: RequestLogOptions): RequestObserver {
  const secrets = options.knownSecrets ?? [];
  return {
    requestEnd(outcome) {
      const safe = redactSecrets(outcome, secrets);
      // A readable line shows only its message: the fields are left out rather than written and parsed back.
      if (options.format !== 'json') return void logger[levelOf(safe.status)](summary(safe));
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
      logger[levelOf(safe.status)](fields, 'request');
    },
  };
}
