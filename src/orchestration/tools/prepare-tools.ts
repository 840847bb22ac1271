import { ApiError } from '../../errors/api-error.js';
import type { AgentDefinition } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';
import { attachedBuiltinTool, createBuiltinToolExecutor } from './builtin-tools.js';
import { connectMcpServers } from './mcp-tools.js';
import { combineExecutors, type ToolExecutor } from './tool-executor.js';

/**
 * The tools swarms-local runs for an agent: built-in search/scrape (offline unless a search backend
 * is configured) and the tools of its MCP servers. Close the executor when the run ends.
 */
export async function prepareTools(context: RunContext, agent: AgentDefinition): Promise<ToolExecutor> {
  const executors: ToolExecutor[] = [];
  if (agent.builtinTools.length > 0) {
    if (context.config.mode === 'live' || context.config.mode === 'record') {
      throw new ApiError(
        'BAD_REQUEST',
        `tools_enabled (${agent.builtinTools.join(', ')}) needs a search backend in live mode, and none is configured. ` +
          'Run in synthetic or replay mode for offline search results, or remove tools_enabled.',
      );
    }
    // One tool per request (auto_search wins), billed once: capabilities/agent.mdx.
    const attached = attachedBuiltinTool(agent.builtinTools);
    executors.push(await createBuiltinToolExecutor(attached ? [attached] : [], context.usage, 'per-request'));
  }
  if (agent.mcp.length > 0) executors.push(await connectMcpServers(agent.mcp, context));
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
