import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { seededFaker } from '../../providers/synthetic/seeded-faker.js';
import type { UsageMeter } from '../usage-meter.js';
import type { ToolExecutor } from './tool-executor.js';

/** The built-in tools of the hosted API (`/v1/tools/available`). */
export const BUILTIN_TOOLS = ['auto_search', 'web_scraper'] as const;

const DEFINITIONS = {
  auto_search: {
    name: 'auto_search',
    description: 'Search the web and return the most relevant results with titles, URLs and snippets.',
    parameters: { type: 'object', properties: { query: { type: 'string', description: 'What to search for' } }, required: ['query'] },
  },
  web_scraper: {
    name: 'web_scraper',
    description: 'Fetch a web page and return its main text.',
    parameters: { type: 'object', properties: { url: { type: 'string', description: 'The page URL' } }, required: ['url'] },
  },
};

function fakerFor(text: string): Faker {
  return seededFaker(createHash('sha256').update(text).digest().readUInt32BE(0));
}

/** Offline search results: deterministic for a query, shaped like a search API's answer. */
function offlineSearch(query: string): string {
  const faker = fakerFor(`search:${query}`);
  const results = Array.from({ length: 3 }, (_unused, index) => {
    const domain = faker.internet.domainName();
    const slug = faker.helpers.slugify(`${query} ${faker.word.noun()}`).toLowerCase().slice(0, 60);
    return {
      rank: index + 1,
      title: `${faker.company.catchPhrase()}: ${query}`,
      url: `https://${domain}/${slug}`,
      snippet: `${query} — ${faker.company.buzzPhrase()}. ${faker.lorem.sentence()}`,
    };
  });
  return JSON.stringify({ query, results, source: 'swarms-local offline search' });
}

/** Offline page text: deterministic for a URL. */
function offlineScrape(url: string): string {
  const faker = fakerFor(`scrape:${url}`);
  return JSON.stringify({ url, title: faker.company.catchPhrase(), text: faker.lorem.paragraphs(2), source: 'swarms-local offline scraper' });
}

function argumentOf(argumentsJson: string, name: string): string {
  try {
    const value = (JSON.parse(argumentsJson) as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : JSON.stringify(value ?? '');
  } catch {
    return argumentsJson;
  }
}

/** A built-in tool's name. */
type BuiltinTool = (typeof BUILTIN_TOOLS)[number];

/** The one built-in tool a request gets from `tools_enabled`: one per request, `auto_search` before `web_scraper` (capabilities/agent.mdx). */
export function attachedBuiltinTool(enabled: readonly string[]): BuiltinTool | undefined {
  return BUILTIN_TOOLS.find((name) => enabled.includes(name));
}

/** What a built-in tool is billed as. */
const billedAs = (tool: BuiltinTool) => (tool === 'auto_search' ? 'searches' : 'scrapes');

/**
 * Runs built-in tools offline. `billing: 'per-call'` counts every call (the research swarms' own
 * searches); `'per-request'` counts each tool once, now, however often it is then called: the hosted
 * API's flat search or scrape fee for an agent's `tools_enabled`.
 */
export async function createBuiltinToolExecutor(tools: readonly BuiltinTool[], usage: UsageMeter, billing: 'per-call' | 'per-request' = 'per-call'): Promise<ToolExecutor> {
  if (billing === 'per-request') for (const tool of tools) await usage.addExtra(billedAs(tool));
  return {
    definitions: tools.map((tool) => DEFINITIONS[tool]),
    canRun: (name) => (tools as readonly string[]).includes(name),
    run: async (call) => {
      const tool = call.name as BuiltinTool;
      if (billing === 'per-call') await usage.addExtra(billedAs(tool));
      return tool === 'auto_search' ? offlineSearch(argumentOf(call.arguments, 'query')) : offlineScrape(argumentOf(call.arguments, 'url'));
    },
    close: async () => {},
  };
}
