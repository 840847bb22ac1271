import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApiError } from '../../errors/api-error.js';
import type { ToolCall, ToolDefinition } from '../../providers/spec.js';
import { VERSION } from '../../version.js';
import type { McpConnection } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';
import type { ToolExecutor } from './tool-executor.js';

interface ConnectedServer {
  connection: McpConnection;
  client: Client;
  tools: ToolDefinition[];
}

/** The URL without credentials or query: what error messages may name. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/** The MCP SDK, loaded the first time an agent names an MCP server: most servers never do, and start-up skips it. */
async function mcpSdk() {
  const [{ Client }, { SSEClientTransport }, { StreamableHTTPClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  return { Client, SSEClientTransport, StreamableHTTPClientTransport };
}

async function connect(connection: McpConnection): Promise<ConnectedServer> {
  const { Client, SSEClientTransport, StreamableHTTPClientTransport } = await mcpSdk();
  const requestInit = { headers: connection.headers };
  const timeout = connection.timeout * 1000;
  const attempt = async (kind: 'streamable_http' | 'sse') => {
    const client = new Client({ name: 'swarms-local', version: VERSION });
    const url = new URL(connection.url);
    const transport = kind === 'sse' ? new SSEClientTransport(url, { requestInit }) : new StreamableHTTPClientTransport(url, { requestInit });
    await client.connect(transport, { timeout });
    return client;
  };
  let client: Client;
  try {
    client = connection.transport === 'sse' ? await attempt('sse') : await attempt('streamable_http');
  } catch (error) {
    if (connection.transport !== 'auto') throw error;
    client = await attempt('sse');
  }
  const { tools } = await client.listTools(undefined, { timeout });
  return {
    connection,
    client,
    tools: tools.map((tool) => ({ name: tool.name, description: tool.description, parameters: tool.inputSchema as Record<string, unknown> })),
  };
}

function parseArguments(call: ToolCall): Record<string, unknown> {
  try {
    const parsed = JSON.parse(call.arguments || '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function resultText(content: unknown): string {
  if (!Array.isArray(content)) return JSON.stringify(content ?? '');
  return content.map((part: { type?: string; text?: string }) => (part.type === 'text' && typeof part.text === 'string' ? part.text : JSON.stringify(part))).join('\n');
}

/**
 * Connects to an agent's MCP servers (streamable HTTP, or SSE; `auto` tries both), lists their
 * tools and runs the calls the model makes, each counted as a billable MCP call.
 */
export async function connectMcpServers(connections: McpConnection[], context: RunContext): Promise<ToolExecutor> {
  const servers: ConnectedServer[] = [];
  try {
    for (const connection of connections) servers.push(await connect(connection));
  } catch (error) {
    await Promise.all(servers.map((server) => server.client.close()));
    const failed = connections[servers.length];
    throw new ApiError('UPSTREAM_FAILED', `Could not connect to the MCP server at ${safeUrl(failed.url)}: ${(error as Error).message}`, { cause: error });
  }
  const owner = (name: string) => servers.find((server) => server.tools.some((tool) => tool.name === name));
  return {
    definitions: servers.flatMap((server) => server.tools),
    canRun: (name) => owner(name) !== undefined,
    run: async (call, signal) => {
      const server = owner(call.name);
      if (!server) throw new Error(`No MCP server offers ${call.name}`);
      await context.usage.addExtra('mcpCalls');
      try {
        const result = await server.client.callTool({ name: call.name, arguments: parseArguments(call) }, undefined, {
          timeout: server.connection.toolTimeout * 1000,
          signal,
        });
        const text = resultText(result.content);
        return result.isError ? `Tool error: ${text}` : text;
      } catch (error) {
        if (signal.aborted) throw error;
        return `Tool error: ${(error as Error).message}`;
      }
    },
    close: async () => {
      await Promise.all(servers.map((server) => server.client.close().catch(() => undefined)));
    },
  };
}
