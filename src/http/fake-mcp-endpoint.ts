import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { FAKE_MCP_PATH, type FakeMcpRegistry } from '../fake-mcp/fake-mcp-registry.js';

/**
 * Serves the fake MCP servers at `/_swarms-local/mcp/<name>` over streamable HTTP (POST for JSON-RPC,
 * GET and DELETE as the SDK's transport answers them statelessly). No key: agents reach them with the
 * headers of their `mcp_config`, as they would a real server.
 */
export function mountFakeMcp(app: Express, registry: FakeMcpRegistry): void {
  app.all(`${FAKE_MCP_PATH}/:name`, express.json({ limit: '4mb' }), (request: Request, response: Response, next: NextFunction) => {
    registry.handle(String(request.params.name), request, response, request.body).catch(next);
  });
}
