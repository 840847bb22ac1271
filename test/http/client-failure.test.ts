import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api-error.js';
import { ClientDisconnectedError } from '../../src/errors/client-disconnected.js';
import { failureReporter } from '../../src/http/client-failure.js';
import type { ErrorSite } from '../../src/observability/error-log.js';

/** A reporter whose log and references are recorded. */
function recordingReporter(debug = false) {
  const logged: Array<{ error: unknown; site: ErrorSite }> = [];
  let references = 0;
  const report = failureReporter({
    log: { unexpected: (error, site) => logged.push({ error, site }), withheld: (error, site) => logged.push({ error, site }) },
    debug,
    reference: () => `ref${++references}`,
    site: { method: 'POST', path: '/v1/agent/batch/completions' },
  });
  return { report, logged, references: () => references };
}

describe('what a client is told of an error', () => {
  it('is an ApiError as it is, nothing logged and no reference drawn', () => {
    const { report, logged, references } = recordingReporter();
    const error = new ApiError('RATE_LIMITED', 'Slow down.');
    expect(report(error)).toEqual({ status: 429, message: 'Slow down.', known: error });
    expect(logged).toEqual([]);
    expect(references()).toBe(0);
  });

  it("is body-parser's size error as the 413 it stands for", () => {
    const { report, logged } = recordingReporter();
    const failure = report(Object.assign(new Error('request entity too large'), { type: 'entity.too.large', limit: 100 }));
    expect(failure).toMatchObject({ status: 413, message: 'Request body is larger than the 100 byte limit.' });
    expect(logged).toEqual([]);
  });

  it('is the generic 500 with a reference for anything else, which is logged with the same reference', () => {
    const { report, logged } = recordingReporter();
    const error = new RangeError('index 7 out of range in secret-table');
    const failure = report(error);
    expect(failure).toEqual({ status: 500, message: 'An unexpected error occurred: internal error (reference ref1). Details are in the server log.' });
    expect(logged).toEqual([{ error, site: { method: 'POST', path: '/v1/agent/batch/completions', reference: 'ref1' } }]);
  });

  it('carries the stack with debug on', () => {
    const { report } = recordingReporter(true);
    const error = new RangeError('index 7 out of range');
    expect(report(error).message).toBe(`An unexpected error occurred: ${error.stack}`);
  });

  it('is a quiet 499 for work cancelled because its client left, even wrapped', () => {
    const { report, logged } = recordingReporter();
    const wrapped = new Error('This operation was aborted', { cause: new ClientDisconnectedError() });
    expect(report(wrapped)).toEqual({ status: 499, message: 'The client disconnected.' });
    expect(logged).toEqual([]);
  });
});
