import { describe, expect, it } from 'vitest';
import { createErrorLog } from '../../src/observability/error-log.js';
import { createServerLogger, type LogFormat } from '../../src/observability/server-log.js';

const SECRET = 'sk-proj-Zq8vW2nR5tY7uI9oP1aS3dF6gH4jK0lX';

function capturingLog(format: LogFormat) {
  const lines: string[] = [];
  const log = createErrorLog(createServerLogger(format, { write: (line) => lines.push(...line.split('\n').filter(Boolean)) }), { format, knownSecrets: [] });
  return { log, lines };
}

describe('the unexpected-error log', () => {
  it('writes one JSON record per error, with its stack and reference, even when the error is reported twice', () => {
    const { log, lines } = capturingLog('json');
    const error = new TypeError(`broke holding ${SECRET}`);
    log.unexpected(error, { method: 'POST', path: '/v1/agent/completions', reference: 'abc123' });
    log.unexpected(error, { method: 'POST', path: '/v1/agent/completions', reference: 'def456' });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]);
    expect(record).toMatchObject({ level: 'error', msg: 'unexpected error', method: 'POST', path: '/v1/agent/completions', reference: 'abc123', error: { type: 'TypeError' } });
    expect(record.error.stack).toContain('broke holding');
    expect(record.error.stack).toMatch(/\n\s+at /);
    expect(lines[0]).not.toContain(SECRET);
  });

  it('prints the stack under a headline naming the request and the reference in the pretty format', () => {
    const { log, lines } = capturingLog('pretty');
    log.unexpected(new RangeError('out of range'), { method: 'GET', path: '/v1/swarm/logs', reference: 'abc123', during: 'listing logs' });
    expect(lines[0]).toMatch(/ERROR: unexpected error while listing logs in GET \/v1\/swarm\/logs \(reference abc123\): RangeError: out of range$/);
    expect(lines[1]).toMatch(/^\s+at /);
  });
});
