import type { Response } from 'express';
import { sendWhole } from './response-compression.js';

/** The Content-Type express gives a JSON answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `body` as JSON with `status`, byte for byte what `response.status(status).json(body)` sends, through
 * response compression (`sendWhole`). The usual answer (no conditional request headers, no Content-Type or
 * Transfer-Encoding set by the handler, a status with a body) is written directly, skipping express's per-call
 * checks (content-type and charset parsing, ETag and freshness); anything else goes through express, which
 * strips bodies of 204/304, answers conditional requests and keeps a Content-Type the route chose, and is
 * sent uncompressed. `written`: the body as JSON, when the caller has it already.
 */
export function sendJsonAnswer(response: Response, status: number, body: unknown, written?: string): void {
  const request = response.req;
  const text = status === 204 || status === 304 ? undefined : (written ?? JSON.stringify(body));
  if (
    text === undefined ||
    request.headers['if-none-match'] !== undefined ||
    request.headers['if-modified-since'] !== undefined ||
    response.hasHeader('content-type') ||
    response.hasHeader('transfer-encoding')
  ) {
    response.status(status).json(body);
    return;
  }
  response.statusCode = status;
  response.setHeader('Content-Type', JSON_TYPE);
  sendWhole(response, text);
}
