import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApiError } from '../../errors/api-error.js';
import type { ToolCall, ToolDefinition } from '../../providers/spec.js';
import { VERSION } from '../../version.js';
import type { McpConnection } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';
import type { ToolExecutor } from './tool-executor.js';
import { effectiveOutboundHosts, outboundRefusal } from '../../config/outbound-hosts.js';

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

/**
 * The one check of where a request may make the server connect: the operator's `outboundHosts`. A refused
 * URL is a 403 naming it (without credentials) and what is allowed; nothing is sent to it.
 */
function allowedUrl(url: string, context: RunContext): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ApiError('OUTBOUND_NOT_ALLOWED', `The MCP server URL ${safeUrl(url)} is not a valid URL.`);
  }
  const refusal = outboundRefusal(parsed, effectiveOutboundHosts(context.config), context.serverPort);
  if (refusal) {
    throw new ApiError('OUTBOUND_NOT_ALLOWED', `The MCP server at ${safeUrl(url)} is not allowed: ${refusal}. The operator sets this with outboundHosts (--outbound-hosts).`);
  }
  return parsed;
}

/** fetch for the MCP transports: every request is checked against the policy, and redirects are not followed past it. */
function checkedFetch(context: RunContext): typeof fetch {
  return (input, init) => {
    allowedUrl(input instanceof Request ? input.url : String(input), context);
    return fetch(input, { ...init, redirect: init?.redirect === 'error' ? 'error' : 'manual' });
  };
}

async function connect(connection: McpConnection, context: RunContext): Promise<ConnectedServer> {
  const url = allowedUrl(connection.url, context);
  const { Client, SSEClientTransport, StreamableHTTPClientTransport } = await mcpSdk();
  const requestInit = { headers: connection.headers };
  const transportOptions = { requestInit, fetch: checkedFetch(context) };
  const timeout = connection.timeout * 1000;
  const attempt = async (kind: 'streamable_http' | 'sse') => {
    const client = new Client({ name: 'swarms-local', version: VERSION });
    const transport = kind === 'sse' ? new SSEClientTransport(url, transportOptions) : new StreamableHTTPClientTransport(url, transportOptions);
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
    for (const connection of connections) servers.push(await connect(connection, context));
  } catch (error) {
    await Promise.all(servers.map((server) => server.client.close()));
    if (error instanceof ApiError) throw error;
    // Whatever went wrong (refused, timed out, an HTTP error with its body, not MCP) reads the same to the
    // caller, so a request cannot probe which ports are open or read what another service answers.
    const failed = connections[servers.length];
    throw new ApiError('UPSTREAM_FAILED', `Could not connect to the MCP server at ${safeUrl(failed.url)}.`, { cause: error, causeWithheld: true });
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
        // The model (and so the caller) sees that the call failed, never what the server answered.
        return `Tool error: the MCP server did not complete the call to ${call.name}.`;
      }
    },
    close: async () => {
      await Promise.all(servers.map((server) => server.client.close().catch(() => undefined)));
    },
  };
}
