import type { Config } from '../../config/schema.js';
import { fetchWithin, type ToolBackend } from './search-backend.js';

/** Page text, roughly: scripts, styles and tags dropped, entities of the common kind decoded, whitespace collapsed. */
function textOfHtml(html: string): { title: string; text: string } {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const text = html
    .replace(/<(script|style|noscript)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return { title, text };
}

/** The text of a page longer than this is cut: a model's context is the limit, not the page. */
const MAX_TEXT = 20_000;

/** The configured page fetcher of `web_scraper` (the page itself, or through a reader service), or undefined. */
export function createFetchBackend(settings: Config['toolBackends']['fetch']): ToolBackend | undefined {
  if (!settings) return undefined;
  const reader = settings.readerUrl;
  return {
    label: reader ? new URL(reader).origin : 'direct-fetch',
    secrets: [],
    run: async (url, signal) => {
      const response = await fetchWithin(reader ? `${reader}${url}` : url, { headers: { accept: 'text/html, text/plain' } }, settings.timeoutMs, signal);
      const body = await response.text();
      const page = /html/i.test(response.headers.get('content-type') ?? '') ? textOfHtml(body) : { title: '', text: body.trim() };
      return JSON.stringify({ url, title: page.title, text: page.text.slice(0, MAX_TEXT), source: reader ? `reader ${new URL(reader).origin}` : 'direct fetch' });
    },
  };
}
