import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { seededFaker } from '../../providers/synthetic/seeded-faker.js';
import type { ToolBackend } from '../../providers/tool-backends/search-backend.js';
import type { RunContext } from '../run-context.js';
import { offlineSearch } from './offline-search.js';
import { exchangeTool, noteToolSource } from './tool-exchange.js';
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

/** What each built-in tool needs: its argument, its billing extra, its backend and its offline stand-in. */
const TOOLS = {
  auto_search: { argument: 'query', extra: 'searches', backend: 'search', offline: offlineSearch },
  web_scraper: { argument: 'url', extra: 'scrapes', backend: 'fetch', offline: offlineScrape },
} as const;

/** The real backend a built-in tool uses in this run, if one is configured. */
export function builtinBackend(context: RunContext, name: BuiltinTool): ToolBackend | undefined {
  return context.toolBackends?.[TOOLS[name].backend];
}

/**
 * Runs `auto_search` / `web_scraper`: through the configured backend (recorded and replayed with the
 * fixtures, as MCP calls are), or offline with deterministic results when none is configured. Billing
 * `per-call` counts every call (the research swarms' own searches); `per-request` counts each tool once,
 * now, however often it is then called: the hosted API's flat fee for an agent's `tools_enabled`.
 */
export async function createBuiltinToolExecutor(
  tools: readonly BuiltinTool[],
  context: RunContext,
  options: { agent?: string; billing?: 'per-call' | 'per-request' } = {},
): Promise<ToolExecutor> {
  const billing = options.billing ?? 'per-call';
  if (billing === 'per-request') for (const name of tools) await context.usage.addExtra(TOOLS[name].extra);
  return {
    definitions: tools.map((name) => DEFINITIONS[name]),
    canRun: (name) => (tools as readonly string[]).includes(name),
    run: async (call, signal) => {
      const tool = TOOLS[call.name as BuiltinTool];
      if (billing === 'per-call') await context.usage.addExtra(tool.extra);
      const input = argumentOf(call.arguments, tool.argument);
      const backend = builtinBackend(context, call.name as BuiltinTool);
      if (!backend) {
        noteToolSource(call, 'offline');
        return tool.offline(input);
      }
      const exchange = { server: backend.label, agent: options.agent, operation: 'call' as const, name: call.name, arguments: { [tool.argument]: input } };
      const answered = await exchangeTool(context, exchange, backend.secrets, async () => {
        const output = await backend.run(input, signal).catch((error: Error) => {
          if (signal.aborted) throw error;
          return `Tool error: ${call.name} could not reach ${backend.label}: ${error.message}`;
        });
        return { kind: 'tool-result' as const, output };
      });
      noteToolSource(call, answered.source);
      return answered.recording.output;
    },
    close: async () => {},
  };
}
