import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApiError } from '../../errors/api-error.js';
import type { ToolCall, ToolDefinition } from '../../providers/spec.js';
import { VERSION } from '../../version.js';
import type { McpConnection } from '../agent-definition.js';
import type { RunContext } from '../run-context.js';
import { exchangeTool, noteToolSource } from './tool-exchange.js';
import type { ToolExecutor } from './tool-executor.js';
import { effectiveOutboundHosts, outboundRefusal } from '../../config/outbound-hosts.js';
import { cappedResponse } from '../../providers/bounded-read.js';

/**
 * Bytes one answer of a real MCP server may carry (a response, or an SSE session's whole event stream): past
 * it the read stops and the call is a tool error, so a server answering without end cannot grow the heap.
 */
export const MCP_ANSWER_BYTES = 16 * 1024 * 1024;

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

/** fetch for the MCP transports: every request is checked against the policy, redirects are not followed past it, and each answer is read up to MCP_ANSWER_BYTES. */
function checkedFetch(context: RunContext): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    allowedUrl(url, context);
    const response = await fetch(input, { ...init, redirect: init?.redirect === 'error' ? 'error' : 'manual' });
    return cappedResponse(
      response,
      MCP_ANSWER_BYTES,
      () => new Error(`The MCP server at ${safeUrl(url)} answered more than ${MCP_ANSWER_BYTES} bytes; the answer was not read further.`),
    );
  };
}

/**
 * The transport to try first: the configured one; for `auto`, SSE when the URL's path ends in `/sse` (as
 * the framework's MCP manager reads it: servers advertising that path are still commonly SSE-only), else
 * streamable HTTP, falling back to SSE when it fails.
 */
function transportOf(connection: McpConnection, url: URL): 'streamable_http' | 'sse' {
  if (connection.transport === 'sse') return 'sse';
  if (connection.transport === 'auto' && url.pathname.replace(/\/$/, '').endsWith('/sse')) return 'sse';
  return 'streamable_http';
}

/**
 * Connects to a real MCP server the outbound policy allows and lists its tools. Whatever goes wrong (refused,
 * timed out, an HTTP error with its body, not MCP) reads the same to the caller, so a request cannot probe which
 * ports are open or read what another service answers: a 502 naming the server, the cause only in the server log.
 */
async function connect(connection: McpConnection, context: RunContext): Promise<ConnectedServer> {
  const url = allowedUrl(connection.url, context);
  const { Client, SSEClientTransport, StreamableHTTPClientTransport } = await mcpSdk();
  const requestInit = { headers: connection.headers };
  const transportOptions = { requestInit, fetch: checkedFetch(context) };
  const timeout = connection.timeout * 1000;
  const fake = context.fakeMcp?.owns(connection.url) ? context.fakeMcp : undefined;
  const attempt = async (kind: 'streamable_http' | 'sse') => {
    const client = new Client({ name: 'swarms-local', version: VERSION });
    // The server's own fake servers are reached in-process: their public HTTP mount follows the admin plane.
    const transport = fake
      ? await fake.connect(connection.url)
      : kind === 'sse'
        ? new SSEClientTransport(url, transportOptions)
        : new StreamableHTTPClientTransport(url, transportOptions);
    await client.connect(transport, { timeout });
    return client;
  };
  let client: Client | undefined;
  try {
    try {
      client = transportOf(connection, url) === 'sse' ? await attempt('sse') : await attempt('streamable_http');
    } catch (error) {
      if (connection.transport !== 'auto' || transportOf(connection, url) === 'sse') throw error;
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
    if (error instanceof ApiError) throw error;
    throw new ApiError('UPSTREAM_FAILED', `Could not connect to the MCP server at ${safeUrl(connection.url)}.`, { cause: error, causeWithheld: true });
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
    // The model (and so the caller) sees that the call failed, never what the server answered.
    return `Tool error: the MCP server did not complete the call to ${call.name}.`;
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
    live ??= connect(connection, context);
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
