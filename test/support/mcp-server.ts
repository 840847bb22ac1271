import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

/** A real MCP server (the SDK's server side) on loopback, with one tool and bearer-token auth. */
/** The text of an MCP tool result as an SDK client receives it: its text parts, one after the other. */
export const toolResultText = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as Array<{ text: string }>).map((part) => part.text).join('');

export interface TestMcpServer {
  url: string;
  /** Every Authorization header it received. */
  authorizations: string[];
  /** Every tool call it ran. */
  toolCalls: Array<{ name: string; arguments: unknown }>;
  close(): Promise<void>;
}

/** A tool of the test server: it takes a `sku` and answers text (`call` counts this tool's calls from 1). */
export interface TestMcpTool {
  name: string;
  description: string;
  answer(sku: string, call: number): string;
}

/** The default tool: the Leeds warehouse inventory. */
const INVENTORY: TestMcpTool = {
  name: 'lookup_inventory',
  description: 'Look up the inventory count for a product SKU',
  answer: (sku) => `Inventory for ${sku}: 12 units in the Leeds warehouse.`,
};

/**
 * Starts the MCP server on port 0; requests without `Bearer <token>` get 401. Over streamable HTTP at `/mcp`
 * by default; with `transport: 'sse'`, over the older HTTP+SSE transport (`GET /sse` opens a session's
 * stream, `POST /messages?sessionId=…` carries its requests).
 */
export async function startTestMcpServer(token: string, tools: TestMcpTool[] = [INVENTORY], options: { transport?: 'streamable_http' | 'sse' } = {}): Promise<TestMcpServer> {
  const authorizations: string[] = [];
  const toolCalls: TestMcpServer['toolCalls'] = [];
  const build = () => {
    const mcp = new McpServer({ name: 'inventory', version: '1.0.0' });
    for (const tool of tools) {
      mcp.registerTool(tool.name, { description: tool.description, inputSchema: { sku: z.string() } }, async ({ sku }) => {
        toolCalls.push({ name: tool.name, arguments: { sku } });
        const call = toolCalls.filter((made) => made.name === tool.name).length;
        return { content: [{ type: 'text' as const, text: tool.answer(sku, call) }] };
      });
    }
    return mcp;
  };
  const http: Server = createServer(async (request, response) => {
    authorizations.push(String(request.headers.authorization ?? ''));
    if (request.headers.authorization !== `Bearer ${token}`) {
      response.writeHead(401).end('unauthorized');
      return;
    }
    if (options.transport === 'sse') {
      await answerOverSse(request, response, build);
      return;
    }
    // Stateless: a fresh server and transport per request, as the SDK documents for simple servers.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    const mcp = build();
    response.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    await transport.handleRequest(request, response, text ? JSON.parse(text) : undefined);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${options.transport === 'sse' ? 'sse' : 'mcp'}`,
    authorizations,
    toolCalls,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

/** The open sessions of the SSE test servers, by session id. */
const sseSessions = new Map<string, SSEServerTransport>();

/** One request to an SSE test server: a stream opened with a server of its own, or a message for an open session. */
async function answerOverSse(request: IncomingMessage, response: ServerResponse, build: () => McpServer): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://loopback');
  if (request.method === 'GET' && url.pathname === '/sse') {
    const transport = new SSEServerTransport('/messages', response);
    const mcp = build();
    sseSessions.set(transport.sessionId, transport);
    response.on('close', () => {
      sseSessions.delete(transport.sessionId);
      void mcp.close();
    });
    await mcp.connect(transport);
    return;
  }
  const session = sseSessions.get(url.searchParams.get('sessionId') ?? '');
  if (request.method !== 'POST' || url.pathname !== '/messages' || !session) {
    response.writeHead(404).end('no such session');
    return;
  }
  await session.handlePostMessage(request, response);
}
