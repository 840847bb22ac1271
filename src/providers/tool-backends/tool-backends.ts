import type { ToolBackend } from './search-backend.js';

/** The real backends of the built-in tools: `auto_search` → search, `web_scraper` → fetch; absent = offline results. */
export interface ToolBackends {
  search?: ToolBackend;
  fetch?: ToolBackend;
}
