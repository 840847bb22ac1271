import type { Config } from '../../config/schema.js';
import { readTextWithin } from '../bounded-read.js';

/** A real backend of a built-in tool: what fixtures name it by, the secrets to redact, and the call. */
export interface ToolBackend {
  /** The endpoint without credentials or query (the fixtures' server name). */
  label: string;
  secrets: string[];
  /** The text handed back to the model; a failure is thrown, naming the backend. */
  run(input: string, signal: AbortSignal): Promise<string>;
}

/** One search result, as every built-in search answers it (advanced research reads this shape). */
interface SearchResult {
  rank: number;
  title: string;
  url: string;
  snippet: string;
}

type SearchSettings = NonNullable<Config['toolBackends']['search']>;

const labelOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
};

/** The request each supported search API takes. */
function searchRequest(settings: SearchSettings, query: string, apiKey: string | undefined): { url: string; init: RequestInit } {
  const url = new URL(settings.url);
  if (settings.style === 'tavily') {
    return {
      url: url.toString(),
      init: { method: 'POST', headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) }, body: JSON.stringify({ query }) },
    };
  }
  url.searchParams.set('q', query);
  if (settings.style === 'searxng') url.searchParams.set('format', 'json');
  return { url: url.toString(), init: { headers: { accept: 'application/json', ...(settings.style === 'brave' && apiKey ? { 'x-subscription-token': apiKey } : {}) } } };
}

/**
 * What the model is handed of a search answer, at most: the first MAX_RESULTS results, each field cut to its
 * length (a title, a URL, a snippet), so the tool's JSON answer stays under about 40 KB whatever the API sends.
 */
export const SEARCH_ANSWER_BOUNDS = { results: 10, title: 300, url: 2_000, snippet: 1_000 } as const;

/** A field of a result as text, cut to `length` characters. */
const fieldText = (value: unknown, length: number) => String(value ?? '').slice(0, length);

/** The results of each supported API's answer: SearXNG and Tavily `results[].content`, Brave `web.results[].description`. */
function resultsOf(settings: SearchSettings, body: unknown): SearchResult[] {
  const answer = (body ?? {}) as { results?: unknown; web?: { results?: unknown } };
  const list = (settings.style === 'brave' ? answer.web?.results : answer.results) ?? [];
  if (!Array.isArray(list)) throw new Error(`its answer has no results list (${settings.style} style)`);
  return list.slice(0, SEARCH_ANSWER_BOUNDS.results).map((entry: Record<string, unknown>, index) => ({
    rank: index + 1,
    title: fieldText(entry.title, SEARCH_ANSWER_BOUNDS.title),
    url: fieldText(entry.url, SEARCH_ANSWER_BOUNDS.url),
    snippet: fieldText(entry.content ?? entry.description ?? entry.snippet, SEARCH_ANSWER_BOUNDS.snippet),
  }));
}

/** Fetches with the backend's timeout and the run's cancellation; a non-2xx answer is an error naming its status. */
export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
  if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
  return response;
}

/** The configured search backend of `auto_search`, or undefined when none is configured. */
export function createSearchBackend(settings: SearchSettings | undefined, env: NodeJS.ProcessEnv): ToolBackend | undefined {
  if (!settings) return undefined;
  const apiKey = settings.apiKeyEnv ? env[settings.apiKeyEnv] : undefined;
  const label = labelOf(settings.url);
  return {
    label,
    secrets: apiKey ? [apiKey] : [],
    run: async (query, signal) => {
      const { url, init } = searchRequest(settings, query, apiKey);
      // One deadline for the request and the whole answer, as the page fetcher has; at most maxBytes read.
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const both = AbortSignal.any([signal, deadline]);
      const stopped = () =>
        signal.aborted ? (signal.reason as Error) : new Error(`its answer did not arrive whole within ${settings.timeoutMs} ms (toolBackends.search.timeoutMs)`);
      const response = await fetchWithin(url, init, settings.timeoutMs, both).catch((error: Error) => {
        throw both.aborted ? stopped() : error;
      });
      const text = await readTextWithin(response, settings.maxBytes, both, stopped).catch((error: Error) => {
        throw new Error(`${error.message} (toolBackends.search.maxBytes)`);
      });
      const results = resultsOf(settings, JSON.parse(text));
      return JSON.stringify({ query: query.slice(0, SEARCH_ANSWER_BOUNDS.snippet), results, source: `${settings.style} at ${label}` });
    },
  };
}
