import { z } from 'zod';

/** The seed's OAuthConfig: every field optional and nullable. */
export const oauthConfigSchema = z
  .object({
    grant_type: z.string().nullish(),
    client_id: z.string().nullish(),
    client_secret: z.string().nullish(),
    scopes: z.array(z.string()).nullish(),
    redirect_uri: z.string().nullish(),
    client_name: z.string().nullish(),
    client_uri: z.string().nullish(),
    authorization_url: z.string().nullish(),
    token_url: z.string().nullish(),
    access_token: z.string().nullish(),
    refresh_token: z.string().nullish(),
    token_storage_path: z.string().nullish(),
    use_token_cache: z.boolean().nullish(),
    open_browser: z.boolean().nullish(),
    callback_timeout: z.number().nullish(),
  })
  .meta({ title: 'OAuthConfig' });

/** The seed's McpConfig: every field optional and nullable. */
export const mcpConfigSchema = z
  .object({
    type: z.string().nullish(),
    url: z.string().nullish(),
    name: z.string().nullish(),
    tool_configurations: z.record(z.string(), z.unknown()).nullish(),
    authorization_token: z.string().nullish(),
    api_key: z.string().nullish(),
    api_key_header: z.string().nullish(),
    api_key_prefix: z.string().nullish(),
    oauth: oauthConfigSchema.nullish(),
    transport: z.string().nullish(),
    headers: z.record(z.string(), z.unknown()).nullish(),
    timeout: z.number().nullish(),
    sse_read_timeout: z.number().nullish(),
    tool_timeout: z.number().nullish(),
    command: z.string().nullish(),
    args: z.array(z.string()).nullish(),
    env: z.record(z.string(), z.unknown()).nullish(),
  })
  .meta({ title: 'McpConfig' });

/** `mcp_configs`: an array of McpConfig (seed) or `{connections: [...]}` (SDK). */
export const mcpConfigsSchema = z.union([
  z.array(mcpConfigSchema),
  z.object({ connections: z.array(mcpConfigSchema) }).meta({ title: 'MultipleMcpConfigs' }),
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
