import { ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import type { Express, Request, Response } from 'express';

/** Bodies of this many bytes or fewer are sent as they are (`resources/response-compression.mdx`). */
const SMALLEST_COMPRESSED = 501;
/** Bodies over 8 MiB are sent as they are: compressing them would hold them whole in memory twice. */
const LARGEST_COMPRESSED = 8 * 1024 * 1024;

/**
 * Whether compression applies to a finished response (so it varies by `Accept-Encoding`, whatever its size or
 * the client's header): a whole body, not streamed, not encoded already, not an event stream.
 */
function compressionApplies(response: Response, streamed: boolean): boolean {
  if (streamed || response.headersSent || response.hasHeader('content-encoding')) return false;
  return !String(response.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

/** Whether a response compression applies to carries a body to compress. */
const carriesBody = (response: Response) => response.req.method !== 'HEAD' && response.statusCode !== 204 && response.statusCode !== 304;

function appendVary(response: Response): void {
  const vary = String(response.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The gzip body's entity tag: the identity body's, marked (`W/"x"` → `W/"x-gzip"`), so a cache never takes one for the other. */
function markGzipEtag(response: Response): void {
  const etag = response.getHeader('etag');
  if (typeof etag === 'string') response.setHeader('ETag', etag.replace(/"$/, '-gzip"'));
}

/** Node's own `write` and `end`, which the app's responses reach after compression has had its look. */
const nodeWrite = ServerResponse.prototype.write as (this: ServerResponse, ...parts: unknown[]) => boolean;
const nodeEnd = ServerResponse.prototype.end as (this: ServerResponse, ...parts: unknown[]) => ServerResponse;

/** Responses that wrote part of their body before ending: they stream, and are sent as they are. */
const streaming = new WeakSet<ServerResponse>();

/** The body `end` was given, as bytes (a string in its encoding), or undefined when there is none to compress. */
function bodyBytes(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : undefined;
}

/** Whether the client takes gzip: Negotiator (through express's `acceptsEncodings`) reads the q-values, so `gzip;q=0` refuses it and `*` takes it. */
const takesGzip = (request: Request) => Boolean(request.headers['accept-encoding']) && request.acceptsEncodings('gzip') === 'gzip';

/**
 * Ends a whole response, gzipped when the rules allow and the client takes it: the body is compressed on
 * libuv's thread pool (zlib's asynchronous `gzip`), and the headers leave with the compressed length once
 * it is known; a body gzip does not make smaller, or a compression that fails, is sent as it is.
 */
function endCompressed(response: Response, chunk: unknown, encoding: unknown, callback: unknown): Response {
  if (!compressionApplies(response, streaming.has(response))) return nodeEnd.call(response, chunk, encoding, callback) as Response;
  appendVary(response);
  const body = bodyBytes(chunk, encoding);
  const sized = body !== undefined && body.length >= SMALLEST_COMPRESSED && body.length <= LARGEST_COMPRESSED;
  if (!sized || !carriesBody(response) || !takesGzip(response.req)) return nodeEnd.call(response, chunk, encoding, callback) as Response;
  // `end(body, callback)` passes its callback where the encoding goes.
  const done = typeof encoding === 'function' ? encoding : callback;
  gzip(body, (error, compressed) => {
    if (error || compressed.length >= body.length) return void nodeEnd.call(response, body, done);
    markGzipEtag(response);
    response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', compressed.length);
    nodeEnd.call(response, compressed, done);
  });
  return response;
}

/**
 * Response compression as the hosted API does it (`resources/response-compression.mdx`): gzip, chosen by
 * `Accept-Encoding` with its q-values, for bodies over 500 bytes and up to 8 MiB, only when smaller, with
 * `Vary: Accept-Encoding` on every response it could apply to (compressed or not, whatever the client asked)
 * and a gzip body's ETag marked apart from the identity body's; never an event stream or an encoded body. LZ4
 * is not offered: no maintained LZ4 frame encoder for Node ships without a native build, and clients ask for it
 * only by name. Installed through express's own extension point for responses (`app.response`, whose methods
 * every response of this app has): a whole body is one `end` (every JSON answer, page and error is), so its
 * size is known before a header leaves; a response that writes before it ends (server-sent events, files) is
 * marked streaming and left alone.
 */
export function compressResponses(app: Express): void {
  app.response.write = function write(this: Response, ...parts: unknown[]) {
    streaming.add(this);
    return nodeWrite.apply(this, parts);
  } as Response['write'];
  app.response.end = function end(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    return endCompressed(this, chunk, encoding, callback);
  } as Response['end'];
}
