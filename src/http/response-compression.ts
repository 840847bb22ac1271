import type { ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

/** Bodies of this many bytes or fewer are sent as they are (`resources/response-compression.mdx`). */
const SMALLEST_COMPRESSED = 501;
/** Bodies over 8 MiB are sent as they are: compressing them would hold them whole in memory twice. */
const LARGEST_COMPRESSED = 8 * 1024 * 1024;

/** Adds `Accept-Encoding` to the response's Vary unless it (or `*`) is there already. */
function appendVary(response: ServerResponse): void {
  const vary = response.getHeader('vary');
  if (vary === undefined) return void response.setHeader('Vary', 'Accept-Encoding');
  const listed = String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(listed)) response.setHeader('Vary', `${listed}, Accept-Encoding`);
}

/** The gzip body's entity tag: the identity body's, marked (`W/"x"` → `W/"x-gzip"`), so a cache never takes one for the other. */
function markGzipEtag(response: ServerResponse): void {
  const etag = response.getHeader('etag');
  if (typeof etag === 'string') response.setHeader('ETag', etag.replace(/"$/, '-gzip"'));
}

/** Whether the client takes gzip: Negotiator (through express's `acceptsEncodings`) reads the q-values, so `gzip;q=0` refuses it and `*` takes it. */
const takesGzip = (request: Request) => Boolean(request.headers['accept-encoding']) && request.acceptsEncodings('gzip') === 'gzip';

/** Ends the response with `body` as it is, its length in Content-Length (no body for HEAD). */
function endPlain(response: ServerResponse, body: string | Buffer, length: number): void {
  response.setHeader('Content-Length', length);
  if (response.req.method === 'HEAD') response.end();
  else response.end(body);
}

/**
 * Ends a response whose status and Content-Type are set with its whole body, as the hosted API compresses
 * (`resources/response-compression.mdx`): gzip, chosen by `Accept-Encoding` with its q-values, for bodies over
 * 500 bytes and up to 8 MiB, only when smaller, with `Vary: Accept-Encoding` on every such answer (compressed or
 * not, whatever the client asked) and a gzip body's ETag marked apart from the identity body's; a body that
 * has a Content-Encoding already is sent as it is. The body is compressed on libuv's thread pool (zlib's
 * asynchronous `gzip`), never on the event loop, and the headers leave with the compressed length once it is
 * known. LZ4 is not offered: no maintained LZ4 frame encoder for Node ships without a native build, and clients
 * ask for it only by name. Every body the API sends whole (JSON answers and errors, `/docs`, the metrics page)
 * ends here; streams (server-sent events, static files) are written in pieces and never compressed. Nothing
 * wraps a response's own methods: this is the one function that decides.
 */
export function sendWhole(response: Response, body: string | Buffer): void {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (response.hasHeader('content-encoding')) return endPlain(response, body, length);
  appendVary(response);
  const status = response.statusCode;
  const carriesBody = response.req.method !== 'HEAD' && status !== 204 && status !== 304;
  if (length < SMALLEST_COMPRESSED || length > LARGEST_COMPRESSED || !carriesBody || !takesGzip(response.req)) return endPlain(response, body, length);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  gzip(bytes, (error, compressed) => {
    if (error || compressed.length >= length) return endPlain(response, bytes, length);
    markGzipEtag(response);
    response.setHeader('Content-Encoding', 'gzip');
    endPlain(response, compressed, compressed.length);
  });
}
