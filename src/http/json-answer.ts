import type { Response } from 'express';

/** The Content-Type express gives a JSON answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `body` as JSON with `status`, byte for byte what `response.status(status).json(body)` sends.
 * The usual answer (a 200 to a request without conditional headers, no Content-Type or
 * Transfer-Encoding set by the handler) is written directly, skipping express's per-call checks
 * (status validation, content-type and charset parsing, ETag and freshness); anything else goes
 * through express, which strips bodies of 204/304, answers conditional requests and keeps a
 * Content-Type the route chose.
 */
export function sendJsonAnswer(response: Response, status: number, body: unknown): void {
  const request = response.req;
  const text = status === 200 ? JSON.stringify(body) : undefined;
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
  response.setHeader('Content-Length', Buffer.byteLength(text));
  if (request.method === 'HEAD') response.end();
  else response.end(text, 'utf8');
}
