/** Where the key lives: this tab only, gone when it closes. */
const KEY_STORAGE = 'swarms-local.api-key';
const NAMESPACE_STORAGE = 'swarms-local.namespace';

/** An admin-plane answer that was not a success. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The key the page sends (strict auth), if one was given. */
export const storedKey = () => sessionStorage.getItem(KEY_STORAGE) ?? '';

/** Keeps (or, with an empty string, forgets) the key for this tab. */
export function storeKey(key: string): void {
  if (key) sessionStorage.setItem(KEY_STORAGE, key);
  else sessionStorage.removeItem(KEY_STORAGE);
}

/** The namespace test controls act on (`x-swarms-local-namespace`). */
export const storedNamespace = () => sessionStorage.getItem(NAMESPACE_STORAGE) || 'default';

/** Sets the namespace test controls act on. */
export function storeNamespace(namespace: string): void {
  sessionStorage.setItem(NAMESPACE_STORAGE, namespace || 'default');
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the server refuses the page's key (or its lack of one). */
export function onKeyNeeded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const key = storedKey();
  return { ...(key ? { 'x-api-key': key } : {}), 'x-swarms-local-namespace': storedNamespace(), ...extra };
}

function messageOf(body: unknown, status: number): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) return detail.map((item: { loc?: unknown[]; msg?: string }) => `${(item.loc ?? []).join('.')}: ${item.msg}`).join('; ');
  return `HTTP ${status}`;
}

/** Calls the admin plane; a refused key asks the page for one. */
export async function api<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: headers(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  if (response.status === 401 || response.status === 403) listeners.forEach((listener) => listener());
  if (!response.ok) throw new ApiFailure(response.status, messageOf(body, response.status));
  return body as T;
}

/** A query string from the filled-in fields of a filter. */
export function queryString(fields: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One event of the live feed. */
export interface FeedEvent {
  event: string;
  data: unknown;
}

/**
 * Follows the live feed (server-sent events read with fetch, so the key travels in a header as on
 * every other call; EventSource cannot send one). Reconnects after a pause when the stream drops.
 * Returns a function that stops it.
 */
export function followFeed(onEvent: (event: FeedEvent) => void): () => void {
  const controller = new AbortController();
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch('/_swarms-local/events', { headers: headers(), signal: controller.signal });
        // A refused key is not retried: the page asks for one and starts a new feed with it.
        if (response.status === 401 || response.status === 403) {
          listeners.forEach((listener) => listener());
          return;
        }
        if (!response.ok || !response.body) throw new Error(`feed: HTTP ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event && data) onEvent({ event, data: JSON.parse(data) });
          }
        }
      } catch {
        // Dropped or refused: try again shortly (an abort ends the loop).
      }
      if (!controller.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  void run();
  return () => controller.abort();
}
