import type { Config } from '../../config/schema.js';

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

/** The results of each supported API's answer: SearXNG and Tavily `results[].content`, Brave `web.results[].description`. */
function resultsOf(settings: SearchSettings, body: unknown): SearchResult[] {
  const answer = (body ?? {}) as { results?: unknown; web?: { results?: unknown } };
  const list = (settings.style === 'brave' ? answer.web?.results : answer.results) ?? [];
  if (!Array.isArray(list)) throw new Error(`its answer has no results list (${settings.style} style)`);
  return list.map((entry: Record<string, unknown>, index) => ({
    rank: index + 1,
    title: String(entry.title ?? ''),
    url: String(entry.url ?? ''),
    snippet: String(entry.content ?? entry.description ?? entry.snippet ?? ''),
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
      const response = await fetchWithin(url, init, settings.timeoutMs, signal);
      const results = resultsOf(settings, await response.json());
      return JSON.stringify({ query, results, source: `${settings.style} at ${label}` });
    },
  };
}
