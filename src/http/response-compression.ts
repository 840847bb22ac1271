import { gzipSync } from 'node:zlib';
import type { Express, NextFunction, Request, Response } from 'express';

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

/**
 * Compresses one response's body, if it is whole and the client takes gzip: it is sent by one `end`
 * (every JSON answer, page and error is), so its size is known before a header leaves. A response that
 * writes before it ends (server-sent events, files) is left alone.
 */
function compressOnEnd(request: Request, response: Response): void {
  let streamed = false;
  const write = response.write;
  response.write = function (this: Response, ...args: unknown[]) {
    streamed = true;
    return (write as (...parts: unknown[]) => boolean).apply(this, args);
  } as Response['write'];
  const end = response.end;
  response.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
    if (!compressionApplies(response, streamed)) return (end as (...parts: unknown[]) => Response).call(this, chunk, encoding, callback);
    appendVary(response);
    const sized = Buffer.isBuffer(body) && body.length >= SMALLEST_COMPRESSED && body.length <= LARGEST_COMPRESSED;
    // Negotiator (through express's `acceptsEncodings`) reads the q-values: `gzip;q=0` refuses it, `*` takes it.
    if (!sized || !carriesBody(response) || !request.headers['accept-encoding'] || request.acceptsEncodings('gzip') !== 'gzip') {
      return (end as (...parts: unknown[]) => Response).call(this, chunk, encoding, callback);
    }
    // `end(body, callback)` passes its callback where the encoding goes.
    const done = typeof encoding === 'function' ? encoding : callback;
    const compressed = gzipSync(body);
    if (compressed.length >= body.length) return (end as (...parts: unknown[]) => Response).call(this, body, done);
    markGzipEtag(response);
    response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', compressed.length);
    return (end as (...parts: unknown[]) => Response).call(this, compressed, done);
  } as Response['end'];
}

/**
 * Response compression as the hosted API does it (`resources/response-compression.mdx`): gzip, chosen by
 * `Accept-Encoding` with its q-values, for bodies over 500 bytes and up to 8 MiB, only when smaller, with
 * `Vary: Accept-Encoding` on every response it could apply to (compressed or not, whatever the client asked)
 * and a gzip body's ETag marked apart from the identity body's; never an event stream or an encoded body. LZ4 is not offered: no maintained LZ4
 * frame encoder for Node ships without a native build, and clients ask for it only by name. Installed at the
 * app's entry, so the exact-route fast path is covered too.
 */
export function compressResponses(app: Express): void {
  const entry = app as Express & { handle(request: Request, response: Response, callback?: NextFunction): void };
  const handle = entry.handle.bind(app);
  entry.handle = (request, response, callback) => {
    compressOnEnd(request, response);
    handle(request, response, callback);
  };
}
