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

/** Runs `auto_search` / `web_scraper` offline, counting each call for billing. */
export function createBuiltinToolExecutor(enabled: string[], usage: UsageMeter): ToolExecutor {
  const names = BUILTIN_TOOLS.filter((name) => enabled.includes(name));
  return {
    definitions: names.map((name) => DEFINITIONS[name]),
    canRun: (name) => (names as string[]).includes(name),
    run: async (call) => {
      if (call.name === 'auto_search') {
        await usage.addExtra('searches');
        return offlineSearch(argumentOf(call.arguments, 'query'));
      }
      await usage.addExtra('scrapes');
      return offlineScrape(argumentOf(call.arguments, 'url'));
    },
    close: async () => {},
  };
}
