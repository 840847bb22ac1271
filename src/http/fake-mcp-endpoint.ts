import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { authenticate } from '../accounts/api-keys.js';
import type { AppDependencies } from '../app-dependencies.js';
import { ApiError } from '../errors/api-error.js';
import { apiKeyOf } from './admission.js';
import { FAKE_MCP_PATH, SSE_MESSAGES_SUFFIX, SSE_STREAM_SUFFIX, type FakeMcpRegistry } from '../fake-mcp/fake-mcp-registry.js';

/** A 405 with the method the path takes: a client trying streamable HTTP on the SSE stream (the SDK's fallback) reads it as "use SSE". */
function onlyMethod(method: 'GET' | 'POST') {
  return (_request: Request, _response: Response, next: NextFunction) =>
    next(new ApiError('METHOD_NOT_ALLOWED', `This path of a fake MCP server takes ${method} only.`, { headers: { Allow: method } }));
}

/** Strict auth: the public mount of the fake servers takes a key, as the admin plane does (open auth: none needed). */
function requireKey(deps: Pick<AppDependencies, 'store' | 'config' | 'clock'>) {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (deps.config.auth !== 'strict') return next();
    authenticate(deps.store, deps.config, deps.clock, apiKeyOf(request)).then(() => next(), next);
  };
}

/**
 * Serves the fake MCP servers on the transports the MCP SDK speaks, for clients outside the server (the
 * server's own agents reach them in-process). Mounted with the admin plane only (off under `--no-admin`),
 * and under strict auth only to a valid key; in open auth without one (clients send the headers of their
 * `mcp_config`, as they would to a real server):
 * - streamable HTTP at `/_swarms-local/mcp/<name>` (POST for JSON-RPC, GET and DELETE as the SDK's
 *   transport answers them statelessly);
 * - the older HTTP+SSE transport: `GET /_swarms-local/mcp/<name>/sse` opens the event stream, which names
 *   `/_swarms-local/mcp/<name>/messages?sessionId=…` as the endpoint the client posts its requests to.
 */
export function mountFakeMcp(app: Express, registry: FakeMcpRegistry, deps: Pick<AppDependencies, 'store' | 'config' | 'clock'>): void {
  const json = express.json({ limit: '4mb' });
  app.use(FAKE_MCP_PATH, requireKey(deps));
  app.get(`${FAKE_MCP_PATH}/:name${SSE_STREAM_SUFFIX}`, (request: Request, response: Response, next: NextFunction) => {
    registry.openStream(String(request.params.name), response).catch(next);
  });
  app.all(`${FAKE_MCP_PATH}/:name${SSE_STREAM_SUFFIX}`, onlyMethod('GET'));
  app.post(`${FAKE_MCP_PATH}/:name${SSE_MESSAGES_SUFFIX}`, json, (request: Request, response: Response, next: NextFunction) => {
    const sessionId = typeof request.query.sessionId === 'string' ? request.query.sessionId : undefined;
    registry.postMessage(String(request.params.name), sessionId, request, response, request.body).catch(next);
  });
  app.all(`${FAKE_MCP_PATH}/:name${SSE_MESSAGES_SUFFIX}`, onlyMethod('POST'));
  app.all(`${FAKE_MCP_PATH}/:name`, json, (request: Request, response: Response, next: NextFunction) => {
    registry.handle(String(request.params.name), request, response, request.body).catch(next);
  });
}
