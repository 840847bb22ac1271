import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { FakeMcpServer } from '../contract/schemas/fake-mcp.js';
import type { FaultRule } from '../contract/schemas/fault-rule.js';
import type { FaultInjector } from '../faults/fault-injector.js';
import { VERSION } from '../version.js';
import { answerOf, type AnswerSource } from './fake-tool-answer.js';

/** A call a fake server received, and how it was answered (`fault:<kind>` when a fault fired, `undeclared` for an unknown tool). */
export interface FakeToolCall {
  tool: string;
  arguments: Record<string, unknown>;
  answeredBy: AnswerSource | `fault:${string}` | 'undeclared' | 'echo';
}

/** How long a `tool-timeout` fault stays silent without its latencyMs: long past any caller's tool timeout, yet bounded. */
const SILENT_MS = 10 * 60_000;

/** Waits, ending early when the call is cancelled; the timer never holds the process open. */
function wait(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    timer.unref();
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], ...(isError ? { isError: true } : {}) });

/** The MCP SDK's server classes, loaded on the first request of a fake server (a start without one never pays for them). */
async function mcpServerSdk() {
  const [{ Server }, { StreamableHTTPServerTransport }, { SSEServerTransport }, { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/server/sse.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { Server, StreamableHTTPServerTransport, SSEServerTransport, CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError };
}

/** The SDK server of one fake: tools/list from its declaration, tools/call answered (or faulted) as declared. */
function buildServer(sdk: Awaited<ReturnType<typeof mcpServerSdk>>, spec: FakeMcpServer, faults: FaultInjector, calls: { record(call: FakeToolCall): void }): Server {
  const { Server, CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = sdk;
  const server = new Server({ name: `swarms-local fake ${spec.name}`, version: VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: spec.tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: { type: 'object' as const, ...tool.inputSchema } })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const name = request.params.name;
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    const tool = spec.tools.find((declared) => declared.name === name);
    const log = (answeredBy: FakeToolCall['answeredBy']) => calls.record({ tool: name, arguments: args, answeredBy });
    if (!tool) {
      if (!spec.closedWorld) {
        log('echo');
        return text(JSON.stringify({ tool: name, arguments: args }));
      }
      log('undeclared');
      const declared = spec.tools.map((entry) => entry.name).join(', ') || 'none';
      throw new McpError(ErrorCode.InvalidParams, `The fake MCP server "${spec.name}" declares no tool ${name} (closed world). Declared tools: ${declared}.`);
    }
    const fault: FaultRule | undefined = faults.pick(spec.name, { tool: name });
    if (fault?.kind === 'latency') await wait(fault.latencyMs ?? 0, extra.signal);
    if (fault?.kind === 'tool-timeout') {
      log('fault:tool-timeout');
      await wait(fault.latencyMs ?? SILENT_MS, extra.signal);
      throw new McpError(ErrorCode.RequestTimeout, `Injected fault: ${name} timed out.`);
    }
    if (fault?.kind === 'tool-error') {
      log('fault:tool-error');
      return text(fault.message ?? `Injected fault: ${name} failed.`, true);
    }
    const answer = await answerOf(tool, args).catch((error: Error) => ({ text: `${name} threw: ${error.message}`, source: 'function' as const, failed: true }));
    if (!answer) {
      log('none');
      return text(`The fake tool ${name} has no answer for these arguments: ${JSON.stringify(args)}. Declare an answer, or an answers entry whose "when" matches them.`, true);
    }
    if (fault?.kind === 'tool-malformed') {
      log('fault:tool-malformed');
      // Cut short mid-answer, inside an unterminated JSON string: what a crashed or buggy tool server sends.
      return text(`{"result": "${answer.text.slice(0, Math.ceil(answer.text.length / 2))}`);
    }
    log(fault ? `fault:${fault.kind}` : answer.source);
    return text(answer.text, 'failed' in answer);
  });
  return server;
}

/**
 * Answers one HTTP request of a fake server over streamable HTTP, statelessly (a server and a transport
 * per request, as the SDK documents for servers without sessions).
 */
export async function handleFakeMcpRequest(
  spec: FakeMcpServer,
  faults: FaultInjector,
  calls: { record(call: FakeToolCall): void },
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
): Promise<void> {
  const sdk = await mcpServerSdk();
  const server = buildServer(sdk, spec, faults, calls);
  const transport = new sdk.StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, body);
}

/**
 * Opens the event stream of one session of a fake server over the older HTTP+SSE transport (the SDK's
 * SSEServerTransport): the stream announces `messagesPath?sessionId=…` as the endpoint the client posts its
 * requests to, and carries every answer. The session's server is the same as a streamable request's; it
 * closes with the stream.
 */
export async function openFakeMcpStream(
  spec: FakeMcpServer,
  faults: FaultInjector,
  calls: { record(call: FakeToolCall): void },
  messagesPath: string,
  response: ServerResponse,
): Promise<SSEServerTransport> {
  const sdk = await mcpServerSdk();
  const server = buildServer(sdk, spec, faults, calls);
  const transport = new sdk.SSEServerTransport(messagesPath, response);
  response.on('close', () => void server.close());
  await server.connect(transport);
  return transport;
}

/**
 * Connects a client of the server itself to a fake server without HTTP: the agents of this swarms-local reach
 * the fake servers of its config this way, whether or not the public `/_swarms-local/mcp/*` mount is served
 * (off with the admin plane). The server end closes when the client's end does.
 */
export async function connectFakeMcpInProcess(spec: FakeMcpServer, faults: FaultInjector, calls: { record(call: FakeToolCall): void }): Promise<Transport> {
  const [sdk, { InMemoryTransport }] = await Promise.all([mcpServerSdk(), import('@modelcontextprotocol/sdk/inMemory.js')]);
  const server = buildServer(sdk, spec, faults, calls);
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  await server.connect(serverEnd);
  return clientEnd;
}
