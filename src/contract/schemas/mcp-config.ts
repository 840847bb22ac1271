import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';

/** The seed's OAuthConfig: every field optional and nullable. */
export const oauthConfigSchema = z
  .object({
    grant_type: z.string().nullish().describe('OAuth grant type (default authorization_code).'),
    client_id: z.string().nullish().describe('OAuth client id.'),
    client_secret: z.string().nullish().describe('OAuth client secret (masked wherever it is shown back).'),
    scopes: z.array(z.string()).nullish().describe('Scopes asked for.'),
    redirect_uri: z.string().nullish().describe('Where the authorisation server redirects to.'),
    client_name: z.string().nullish().describe('Client name for dynamic registration.'),
    client_uri: z.string().nullish().describe('Client URI for dynamic registration.'),
    authorization_url: z.string().nullish().describe('The authorisation endpoint.'),
    token_url: z.string().nullish().describe('The token endpoint.'),
    access_token: z.string().nullish().describe('An access token already obtained: sent as the bearer token.'),
    refresh_token: z.string().nullish().describe('A refresh token.'),
    token_storage_path: z.string().nullish().describe('Where tokens would be cached.'),
    use_token_cache: z.boolean().nullish().describe('Whether tokens are cached (default true).'),
    open_browser: z.boolean().nullish().describe('Whether a browser would be opened for the flow (default true).'),
    callback_timeout: z.number().nullish().describe('Seconds to wait for the OAuth callback (default 300).'),
  })
  .meta({ title: 'OAuthConfig', description: 'OAuth settings of an MCP connection.' })
  .register(openApiComponents, { id: 'OAuthConfig' });

/** The seed's McpConfig: every field optional and nullable. */
export const mcpConfigSchema = z
  .object({
    type: z.string().nullish().describe("The kind of connection (default 'mcp')."),
    url: z.string().nullish().describe("The MCP server's URL."),
    name: z.string().nullish().describe('A name for the server.'),
    tool_configurations: z.record(z.string(), z.unknown()).nullish().describe('Per-tool settings; accepted, not used.'),
    authorization_token: z.string().nullish().describe('Sent as `Authorization: Bearer <token>` (or in api_key_header).'),
    api_key: z.string().nullish().describe('An API key for the server, sent like authorization_token.'),
    api_key_header: z.string().nullish().describe('The header the key goes in (default Authorization).'),
    api_key_prefix: z.string().nullish().describe('What precedes the key in that header (default Bearer).'),
    oauth: oauthConfigSchema.nullish().describe('OAuth settings; an access_token in them is sent as the bearer token.'),
    transport: z.string().nullish().describe('streamable_http, sse or auto (default auto; streamable_http for graph agents).'),
    headers: z.record(z.string(), z.unknown()).nullish().describe('Headers sent to the server (string values).'),
    timeout: z.number().nullish().describe('Seconds to connect (default 30).'),
    sse_read_timeout: z.number().nullish().describe('Seconds to wait between SSE events (default 300).'),
    tool_timeout: z.number().nullish().describe('Seconds one tool call may take (default 120).'),
    command: z.string().nullish().describe('A stdio server command; accepted, not run.'),
    args: z.array(z.string()).nullish().describe('Arguments of that command.'),
    env: z.record(z.string(), z.unknown()).nullish().describe('Environment of that command.'),
  })
  .meta({ title: 'McpConfig', description: "A connection to an MCP server whose tools an agent may call (the SDKs' McpConnection, with the framework's extra keys)." })
  .register(openApiComponents, { id: 'McpConnection' });

/** `mcp_configs`: an array of McpConfig (seed) or `{connections: [...]}` (SDK). */
export const mcpConfigsSchema = z.union([
  z.array(mcpConfigSchema),
  z
    .object({ connections: z.array(mcpConfigSchema).describe('The connections.') })
    .meta({ title: 'MultipleMcpConfigs', description: 'Several MCP connections, as the SDKs send them.' })
    .register(openApiComponents, { id: 'McpConfigs' }),
]);

type McpConfigInput = z.infer<typeof mcpConfigSchema>;
type OAuthConfigInput = z.infer<typeof oauthConfigSchema>;

/** An OAuthConfig with the seed's defaults. */
export type OAuthConfigWithDefaults = OAuthConfigInput & {
  grant_type: string;
  redirect_uri: string;
  use_token_cache: boolean;
  open_browser: boolean;
  callback_timeout: number;
};

/** An McpConfig with the seed's defaults. */
export type McpConfigWithDefaults = Omit<McpConfigInput, 'oauth'> & {
  type: string;
  url: string;
  api_key_header: string;
  api_key_prefix: string;
  transport: string;
  timeout: number;
  sse_read_timeout: number;
  tool_timeout: number;
  oauth: OAuthConfigWithDefaults | null | undefined;
};

/** An McpConfig with the seed's defaults; `transport` defaults to 'auto' for agents, 'streamable_http' for graph agents. */
export function withMcpDefaults(config: McpConfigInput, transport: 'auto' | 'streamable_http' = 'auto'): McpConfigWithDefaults {
  return {
    ...config,
    type: config.type ?? 'mcp',
    url: config.url ?? 'http://localhost:8000/mcp',
    api_key_header: config.api_key_header ?? 'Authorization',
    api_key_prefix: config.api_key_prefix ?? 'Bearer',
    transport: config.transport ?? transport,
    timeout: config.timeout ?? 30,
    sse_read_timeout: config.sse_read_timeout ?? 300,
    tool_timeout: config.tool_timeout ?? 120,
    oauth: config.oauth
      ? {
          ...config.oauth,
          grant_type: config.oauth.grant_type ?? 'authorization_code',
          redirect_uri: config.oauth.redirect_uri ?? 'http://localhost:8765/callback',
          use_token_cache: config.oauth.use_token_cache ?? true,
          open_browser: config.oauth.open_browser ?? true,
          callback_timeout: config.oauth.callback_timeout ?? 300,
        }
      : config.oauth,
  };
}

/** Both shapes of `mcp_configs` as a plain array. */
export function mcpConfigList(value: z.infer<typeof mcpConfigsSchema> | null | undefined): McpConfigInput[] {
  if (!value) return [];
  return Array.isArray(value) ? value : value.connections;
}
