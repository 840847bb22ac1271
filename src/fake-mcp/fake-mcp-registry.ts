import type { IncomingMessage, ServerResponse } from 'node:http';
import { fakeMcpServerSchema, type FakeMcpServer, type FakeMcpServerInput } from '../contract/schemas/fake-mcp.js';
import { ApiError } from '../errors/api-error.js';
import { FaultInjector } from '../faults/fault-injector.js';
import type { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { connectFakeMcpInProcess, handleFakeMcpRequest, openFakeMcpStream } from './fake-mcp-server.js';
import { DEFAULT_CALL_LOG, FakeCallLog } from './call-log.js';

/** Where fake MCP servers are served: `/_swarms-local/mcp/<name>` on the server's own port. */
export const FAKE_MCP_PATH = '/_swarms-local/mcp';

/** Below a server's path: the event stream of the HTTP+SSE transport, and where its clients post their messages. */
export const SSE_STREAM_SUFFIX = '/sse';
export const SSE_MESSAGES_SUFFIX = '/messages';

/** The name of the fake server a path is served under (its streamable path, its SSE stream or its messages endpoint), or undefined. */
function fakeServerNameOf(pathname: string): string | undefined {
  if (!pathname.startsWith(`${FAKE_MCP_PATH}/`)) return undefined;
  const rest = pathname.slice(FAKE_MCP_PATH.length + 1).replace(/\/$/, '');
  const name = rest.replace(new RegExp(`(${SSE_STREAM_SUFFIX}|${SSE_MESSAGES_SUFFIX})$`), '');
  return name.includes('/') ? undefined : decodeURIComponent(name);
}

interface Declared {
  spec: FakeMcpServer;
  /** The server's tool faults: the fault-rule machinery, one namespace per server. */
  faults: FaultInjector;
  calls: FakeCallLog;
}

/** A declared server as the admin plane lists it: its newest calls, and how many older ones were dropped. */
export function describeFakeServer(declared: { spec: FakeMcpServer; calls: FakeCallLog }) {
  const { spec, calls } = declared;
  return {
    name: spec.name,
    path: `${FAKE_MCP_PATH}/${spec.name}`,
    ssePath: `${FAKE_MCP_PATH}/${spec.name}${SSE_STREAM_SUFFIX}`,
    closedWorld: spec.closedWorld,
    tools: spec.tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
    faults: spec.faults,
    calls: calls.list(),
    droppedCalls: calls.dropped,
  };
}

/**
 * The fake MCP servers of one swarms-local, by name: declared from the config file, the admin plane or the
 * testing API, answered in-process over the official SDK's server classes.
 */
export class FakeMcpRegistry {
  private readonly servers = new Map<string, Declared>();
  /** The open HTTP+SSE sessions, by session id, with the server each belongs to. */
  private readonly sessions = new Map<string, { name: string; transport: SSEServerTransport }>();

  constructor(
    private readonly configured: FakeMcpServerInput[] = [],
    private readonly options: { callLog?: number; knownSecrets?: string[] } = {},
  ) {
    this.reset();
  }

  /** Declares a server (replacing one of the same name, with its calls and fault counters); refuses a bad declaration naming the mistake. */
  declare(input: FakeMcpServerInput): FakeMcpServer {
    const parsed = fakeMcpServerSchema.safeParse(input);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(server)'}: ${issue.message}`).join('; ');
      throw new ApiError('BAD_REQUEST', `The fake MCP server declaration is invalid: ${problems}.`);
    }
    const spec = parsed.data;
    const faults = new FaultInjector('tool-calls');
    for (const rule of spec.faults) faults.add(spec.name, rule, `fake MCP server ${spec.name}`);
    this.closeSessions(spec.name);
    this.servers.set(spec.name, { spec, faults, calls: new FakeCallLog(this.options.callLog ?? DEFAULT_CALL_LOG, this.options.knownSecrets) });
    return spec;
  }

  /** Removes a server (ending its SSE sessions); whether it existed. */
  remove(name: string): boolean {
    this.closeSessions(name);
    return this.servers.delete(name);
  }

  /** Ends the SSE sessions of a server being replaced or removed (of every server without a name): their clients see the stream close, never an answer from a stale declaration. */
  private closeSessions(name?: string): void {
    for (const [id, session] of this.sessions) {
      if (name !== undefined && session.name !== name) continue;
      this.sessions.delete(id);
      void session.transport.close();
    }
  }

  /** Every declared server with its calls so far. */
  list() {
    return [...this.servers.values()].map(describeFakeServer);
  }

  /** One declared server with its calls so far, or undefined. */
  get(name: string) {
    const declared = this.servers.get(name);
    return declared && describeFakeServer(declared);
  }

  /** Ends every open SSE session: a server shutting down does not wait for event streams that never end on their own. */
  closeStreams(): void {
    this.closeSessions();
  }

  /** Back to the servers of the config file, with no calls recorded. */
  reset(): void {
    this.closeStreams();
    this.servers.clear();
    for (const input of this.configured) this.declare(input);
  }

  /** The declared server a URL names on a loopback host, or undefined. */
  private nameIn(url: string): string | undefined {
    try {
      const parsed = new URL(url);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
      const name = fakeServerNameOf(parsed.pathname);
      return loopback && name !== undefined && this.servers.has(name) ? name : undefined;
    } catch {
      return undefined;
    }
  }

  /** Whether a URL names one of these servers on a loopback host (its exchanges are answered here, never recorded or replayed). */
  owns(url: string): boolean {
    return this.nameIn(url) !== undefined;
  }

  /** A client transport to the server a URL names, in-process (no HTTP, no key): how this server's own agents reach its fake servers. */
  async connect(url: string): Promise<Transport> {
    const declared = this.declared(this.nameIn(url) ?? fakeServerNameOf(new URL(url).pathname) ?? url);
    return connectFakeMcpInProcess(declared.spec, declared.faults, declared.calls);
  }

  /** A declared server, or a 404 naming the declared servers. */
  private declared(name: string): Declared {
    const declared = this.servers.get(name);
    if (declared) return declared;
    const names = [...this.servers.keys()].join(', ') || 'none';
    throw new ApiError(
      'NOT_FOUND',
      `No fake MCP server is named ${name}. Declared: ${names}. Declare it in the config file (fakeMcpServers), with POST /_swarms-local/fake-mcp, or createSwarmsLocal({ mcp }).`,
    );
  }

  /** Answers a streamable HTTP request to a server; a 404 naming the declared servers when there is no such server. */
  async handle(name: string, request: IncomingMessage, response: ServerResponse, body: unknown): Promise<void> {
    const declared = this.declared(name);
    await handleFakeMcpRequest(declared.spec, declared.faults, declared.calls, request, response, body);
  }

  /** Opens an HTTP+SSE session of a server (its `GET …/sse`): the stream stays open, and the session with it. */
  async openStream(name: string, response: ServerResponse): Promise<void> {
    const declared = this.declared(name);
    const messagesPath = `${FAKE_MCP_PATH}/${encodeURIComponent(name)}${SSE_MESSAGES_SUFFIX}`;
    const transport = await openFakeMcpStream(declared.spec, declared.faults, declared.calls, messagesPath, response);
    // A client gone while the session opened is never registered: its close event has already passed.
    if (response.closed) return;
    this.sessions.set(transport.sessionId, { name, transport });
    response.on('close', () => this.sessions.delete(transport.sessionId));
  }

  /** Hands a message posted to an HTTP+SSE session (`POST …/messages?sessionId=…`) to it; a 404 saying how to open one when there is none. */
  async postMessage(name: string, sessionId: string | undefined, request: IncomingMessage, response: ServerResponse, body: unknown): Promise<void> {
    this.declared(name);
    const session = sessionId === undefined ? undefined : this.sessions.get(sessionId);
    if (!session || session.name !== name) {
      const given = sessionId === undefined ? 'No sessionId was given' : `No open session ${sessionId} of the fake MCP server ${name}`;
      throw new ApiError('NOT_FOUND', `${given}. Open one with GET ${FAKE_MCP_PATH}/${name}${SSE_STREAM_SUFFIX}: its endpoint event names the URL to post to.`);
    }
    await session.transport.handlePostMessage(request, response, body);
  }
}
