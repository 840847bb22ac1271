import type { IncomingMessage, ServerResponse } from 'node:http';
import { fakeMcpServerSchema, type FakeMcpServer, type FakeMcpServerInput } from '../contract/schemas/fake-mcp.js';
import { ApiError } from '../errors/api-error.js';
import { FaultInjector } from '../faults/fault-injector.js';
import { handleFakeMcpRequest, type FakeToolCall } from './fake-mcp-server.js';

/** Where fake MCP servers are served: `/_swarms-local/mcp/<name>` on the server's own port. */
export const FAKE_MCP_PATH = '/_swarms-local/mcp';

interface Declared {
  spec: FakeMcpServer;
  /** The server's tool faults: the fault-rule machinery, one namespace per server. */
  faults: FaultInjector;
  calls: FakeToolCall[];
}

/** A declared server as the admin plane lists it. */
export function describeFakeServer(declared: { spec: FakeMcpServer; calls: FakeToolCall[] }) {
  const { spec, calls } = declared;
  return {
    name: spec.name,
    path: `${FAKE_MCP_PATH}/${spec.name}`,
    closedWorld: spec.closedWorld,
    tools: spec.tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
    faults: spec.faults,
    calls,
  };
}

/**
 * The fake MCP servers of one swarms-local, by name: declared from the config file, the admin plane or the
 * testing API, answered in-process over the official SDK's server classes.
 */
export class FakeMcpRegistry {
  private readonly servers = new Map<string, Declared>();

  constructor(private readonly configured: FakeMcpServerInput[] = []) {
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
    this.servers.set(spec.name, { spec, faults, calls: [] });
    return spec;
  }

  /** Removes a server; whether it existed. */
  remove(name: string): boolean {
    return this.servers.delete(name);
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

  /** Back to the servers of the config file, with no calls recorded. */
  reset(): void {
    this.servers.clear();
    for (const input of this.configured) this.declare(input);
  }

  /** Whether a URL names one of these servers on a loopback host (its exchanges are answered here, never recorded or replayed). */
  owns(url: string): boolean {
    try {
      const parsed = new URL(url);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
      const name = parsed.pathname.startsWith(`${FAKE_MCP_PATH}/`) ? decodeURIComponent(parsed.pathname.slice(FAKE_MCP_PATH.length + 1)).replace(/\/$/, '') : undefined;
      return loopback && name !== undefined && this.servers.has(name);
    } catch {
      return false;
    }
  }

  /** Answers an HTTP request to a server; a 404 naming the declared servers when there is no such server. */
  async handle(name: string, request: IncomingMessage, response: ServerResponse, body: unknown): Promise<void> {
    const declared = this.servers.get(name);
    if (!declared) {
      const names = [...this.servers.keys()].join(', ') || 'none';
      throw new ApiError(
        'NOT_FOUND',
        `No fake MCP server is named ${name}. Declared: ${names}. Declare it in the config file (fakeMcpServers), with POST /_swarms-local/fake-mcp, or createSwarmsLocal({ mcp }).`,
      );
    }
    await handleFakeMcpRequest(declared.spec, declared.faults, declared.calls, request, response, body);
  }
}
