import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApiError } from '../../errors/api-error.js';
import type { ToolCall, ToolDefinition } from '../../providers/spec.js';
import { VERSION } from '../../version.js';
import type { McpConnection } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';
import { exchangeTool, noteToolSource } from './tool-exchange.js';
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

/** Connects to a real MCP server and lists its tools; a failure is a 502 naming the server (without credentials). */
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
  let client: Client | undefined;
  try {
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
  } catch (error) {
    await client?.close().catch(() => undefined);
    throw new ApiError('UPSTREAM_FAILED', `Could not connect to the MCP server at ${safeUrl(connection.url)}: ${(error as Error).message}`, { cause: error });
  }
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

/** Runs one call on a connected server: the result text, or `Tool error: …` the model reads (an abort is thrown). */
async function callConnected(server: ConnectedServer, call: ToolCall, signal: AbortSignal): Promise<string> {
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
}

/** One MCP server of an agent: its tools and calls go through the run's fixtures as the provider mode says; the real server is reached only when needed. */
interface McpSession {
  tools: ToolDefinition[];
  call(call: ToolCall, signal: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

async function openSession(connection: McpConnection, context: RunContext, agent: string): Promise<McpSession> {
  const server = safeUrl(connection.url);
  // Header values (a bearer token with and without its scheme) are this connection's secrets; short ones are not credentials.
  const secrets = Object.values(connection.headers)
    .flatMap((value) => [value, value.replace(/^Bearer\s+/i, '')])
    .filter((value) => value.length >= 8);
  let live: Promise<ConnectedServer> | undefined;
  const reachServer = () => {
    live ??= connect(connection);
    return live;
  };
  const listed = await exchangeTool(context, { server, agent, operation: 'list-tools' }, secrets, async () => ({ kind: 'tool-list' as const, tools: (await reachServer()).tools }));
  return {
    tools: listed.recording.tools,
    call: async (call, signal) => {
      const exchange = { server, agent, operation: 'call' as const, name: call.name, arguments: parseArguments(call) };
      const answered = await exchangeTool(context, exchange, secrets, async () => ({
        kind: 'tool-result' as const,
        output: await callConnected(await reachServer(), call, signal),
      }));
      noteToolSource(call, answered.source);
      return answered.recording.output;
    },
    close: async () => {
      await live?.then((connected) => connected.client.close()).catch(() => undefined);
    },
  };
}

/**
 * The tools of an agent's MCP servers (streamable HTTP, or SSE; `auto` tries both): their lists and the
 * calls the model makes, each counted as a billable MCP call. In record mode every exchange is written to
 * the fixtures; in replay no server is contacted (see tool-exchange.ts).
 */
export async function connectMcpServers(connections: McpConnection[], context: RunContext, agent: string): Promise<ToolExecutor> {
  const sessions: McpSession[] = [];
  try {
    for (const connection of connections) sessions.push(await openSession(connection, context, agent));
  } catch (error) {
    await Promise.all(sessions.map((session) => session.close()));
    throw error;
  }
  const owner = (name: string) => sessions.find((session) => session.tools.some((tool) => tool.name === name));
  return {
    definitions: sessions.flatMap((session) => session.tools),
    canRun: (name) => owner(name) !== undefined,
    run: async (call, signal) => {
      const session = owner(call.name);
      if (!session) throw new Error(`No MCP server offers ${call.name}`);
      await context.usage.addExtra('mcpCalls');
      return session.call(call, signal);
    },
    close: async () => {
      await Promise.all(sessions.map((session) => session.close()));
    },
  };
}
