import { fakeMcpServerSchema } from '../../../contract/schemas/fake-mcp.js';
import { fakeMcpListResponseSchema, fakeMcpRemovedResponseSchema } from '../../../contract/schemas/responses/admin-responses.js';
import { requireAdmin } from '../../middleware/admin-access.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../../route.js';
import { ADMIN_PREFIX } from './admin-path.js';
import { ROUTE_TAGS } from '../../openapi/route-tags.js';

/** Fake MCP servers: list them with their calls, declare one (replacing one of that name), remove one. */
export const adminFakeMcpRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.testing, [
  defineRoute({
    method: 'get',
    path: `${ADMIN_PREFIX}/fake-mcp`,
    summary: 'Fake MCP servers declared, with their tools.',
    description: 'Lists the fake MCP servers declared on this server, each with its tools and where it is reached.',
    response: fakeMcpListResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, viewer }) => {
      requireAdmin(deps, viewer, 'Reading fake MCP servers');
      return { body: { servers: deps.fakeMcp.list() } };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${ADMIN_PREFIX}/fake-mcp`,
    summary: 'Declare a fake MCP server (replacing one of the same name).',
    response: fakeMcpListResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    successStatus: 201,
    body: fakeMcpServerSchema,
    handler: ({ deps, body, viewer }) => {
      requireAdmin(deps, viewer, 'Declaring a fake MCP server');
      deps.fakeMcp.declare(body);
      return { status: 201, body: { servers: deps.fakeMcp.list() } };
    },
  }),
  defineRoute({
    method: 'delete',
    path: `${ADMIN_PREFIX}/fake-mcp/:name`,
    summary: 'Remove a fake MCP server by name.',
    description: 'Removes the fake MCP server of this name; agents that name it can no longer reach it.',
    response: fakeMcpRemovedResponseSchema,
    auth: 'open-keyless',
    journal: false,
    rateLimited: false,
    handler: ({ deps, request, viewer }) => {
      requireAdmin(deps, viewer, 'Removing a fake MCP server');
      return { body: { removed: deps.fakeMcp.remove(String(request.params.name)) } };
    },
  }),
]);
