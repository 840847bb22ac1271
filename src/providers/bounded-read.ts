/** Statuses whose responses carry no body (a Response with one cannot be made). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The same response with a body that fails, with `tooLarge()`, once more than `maxBytes` have arrived: what
 * reads it (an SDK parsing JSON or events) stops there, the connection is cancelled, and no more than the bound
 * (plus one chunk) is ever held. Status and headers are unchanged.
 */
export function cappedResponse(response: Response, maxBytes: number, tooLarge: () => Error): Response {
  if (!response.body || NO_BODY.has(response.status)) return response;
  let received = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * A response body read as text within a byte bound and until `signal` aborts (a deadline that began before
 * the request, so it covers headers and body together): a body that streams on and on, or stalls, ends at the
 * bound or the deadline with an error saying which, never after the peer gives up.
 */
export async function readTextWithin(response: Response, maxBytes: number, signal: AbortSignal, stopped: () => Error): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(stopped());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new Error(`its answer was larger than ${maxBytes} bytes, the limit, so it was not read further`);
      chunks.push(value);
    }
  } catch (error) {
    // The body of a fetch given the same signal fails with the abort itself: say which bound it was.
    throw signal.aborted ? stopped() : error;
  } finally {
    signal.removeEventListener('abort', onAbort);
    reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
