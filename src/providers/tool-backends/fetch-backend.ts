import type { Config } from '../../config/schema.js';
import { readTextWithin } from '../bounded-read.js';
import { textOfHtml } from './html-text.js';
import type { ToolBackend } from './search-backend.js';

/** The text of a page longer than this is cut: a model's context is the limit, not the page. */
const MAX_TEXT = 20_000;

/**
 * The configured page fetcher of `web_scraper` (the page itself, or through a reader service), or undefined.
 * One deadline (`timeoutMs`) covers the request and the whole body, and at most `maxBytes` of it are read: a
 * page that streams on and on, or stalls after its headers, is a tool error naming the bound it hit.
 */
export function createFetchBackend(settings: Config['toolBackends']['fetch']): ToolBackend | undefined {
  if (!settings) return undefined;
  const reader = settings.readerUrl;
  const maxBytes = settings.maxBytes;
  return {
    label: reader ? new URL(reader).origin : 'direct-fetch',
    secrets: [],
    run: async (url, signal) => {
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const stopped = () =>
        signal.aborted
          ? (signal.reason as Error)
          : new Error(`the page did not arrive whole within ${settings.timeoutMs} ms (toolBackends.fetch.timeoutMs), so it was not read further`);
      const both = AbortSignal.any([signal, deadline]);
      const response = await fetch(reader ? `${reader}${url}` : url, { headers: { accept: 'text/html, text/plain' }, signal: both }).catch((error: Error) => {
        throw both.aborted ? stopped() : error;
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`it answered HTTP ${response.status}`);
      }
      const body = await readTextWithin(response, maxBytes, both, stopped);
      const page = /html/i.test(response.headers.get('content-type') ?? '') ? textOfHtml(body, MAX_TEXT) : { title: '', text: body.trim().slice(0, MAX_TEXT) };
      return JSON.stringify({ url, title: page.title, text: page.text, source: reader ? `reader ${new URL(reader).origin}` : 'direct fetch' });
    },
  };
}
