import { ApiError } from '../../errors/api-error.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';
import { attachedBuiltinTool, builtinBackend, BUILTIN_TOOLS, createBuiltinToolExecutor } from './builtin-tools.js';
import { connectMcpServers } from './mcp-tools.js';
import { combineExecutors, type ToolExecutor } from './tool-executor.js';

/** The modes whose built-in tools must reach a real backend: inventing search results there would pass for real ones. */
const NETWORK_MODES = ['live', 'record', 'replay-or-record'];

/** Refuses, before any call, built-in tools that would have to be invented in a mode that promises real answers. */
export function requireBuiltinBackends(context: RunContext, tools: string[]): void {
  if (!NETWORK_MODES.includes(context.config.mode)) return;
  const missing = BUILTIN_TOOLS.filter((name) => tools.includes(name) && !builtinBackend(context, name));
  if (missing.length === 0) return;
  throw new ApiError(
    'BAD_REQUEST',
    `${missing.join(', ')} ${missing.length > 1 ? 'need' : 'needs'} a ${missing.map((name) => (name === 'auto_search' ? 'search' : 'fetch')).join(' and a ')} backend in ${context.config.mode} mode, and none is configured. ` +
      'Configure toolBackends in the config file (docs/testing-tools.md), run in synthetic or replay mode for offline results, or remove tools_enabled.',
  );
}

/**
 * The tools swarms-local runs for an agent: built-in search/scrape (offline unless a search backend
 * is configured) and the tools of its MCP servers. Close the executor when the run ends.
 */
export async function prepareTools(context: RunContext, agent: AgentDefinition): Promise<ToolExecutor> {
  const executors: ToolExecutor[] = [];
  if (agent.builtinTools.length > 0) {
    requireBuiltinBackends(context, agent.builtinTools);
    // One tool per request (auto_search wins), billed once: capabilities/agent.mdx.
    const attached = attachedBuiltinTool(agent.builtinTools);
    executors.push(await createBuiltinToolExecutor(attached ? [attached] : [], context, { agent: agent.name, billing: 'per-request' }));
  }
  if (agent.mcp.length > 0) executors.push(await connectMcpServers(agent.mcp, context, agent.name));
  return combineExecutors(executors);
}

/** Runs `work` with the agent's tools connected (none to connect: undefined), closing them after. */
export async function withAgentTools<T>(context: RunContext, agent: AgentDefinition, work: (tools: ToolExecutor | undefined) => Promise<T>): Promise<T> {
  const tools = agent.mcp.length || agent.builtinTools.length ? await prepareTools(context, agent) : undefined;
  try {
    return await work(tools);
  } finally {
    await tools?.close();
  }
}
