import { z } from 'zod';
import { mcpConfigList, mcpConfigSchema, mcpConfigsSchema, withMcpDefaults, type McpConfigWithDefaults } from './mcp-config.js';

/** The seed's AgentConfig (`agent_config`, each item of `agents`): every field optional and nullable. */
export const agentSpecSchema = z
  .object({
    agent_name: z.string().nullish(),
    description: z.string().nullish(),
    system_prompt: z.string().nullish(),
    marketplace_prompt_id: z.string().nullish(),
    model_name: z.string().nullish(),
    fallback_models: z.array(z.string()).nullish(),
    fallback_model_name: z.string().nullish(),
    auto_generate_prompt: z.boolean().nullish(),
    max_tokens: z.int().nullish(),
    temperature: z.number().nullish(),
    role: z.string().nullish(),
    max_loops: z.int().nullish(),
    tools_list_dictionary: z.array(z.record(z.string(), z.unknown())).nullish(),
    selected_tools: z.string().nullish(),
    mcp_url: z.string().nullish(),
    streaming_on: z.boolean().nullish(),
    llm_args: z.record(z.string(), z.unknown()).nullish(),
    top_p: z.number().nullish(),
    dynamic_temperature_enabled: z.boolean().nullish(),
    mcp_config: mcpConfigSchema.nullish(),
    mcp_configs: mcpConfigsSchema.nullish(),
    mcp_urls: z.array(z.string()).nullish(),
    tool_call_summary: z.boolean().nullish(),
    reasoning_effort: z.string().nullish(),
    thinking_tokens: z.int().nullish(),
    reasoning_enabled: z.boolean().nullish(),
    publish_to_marketplace: z.boolean().nullish(),
    use_cases: z.array(z.record(z.string(), z.unknown())).nullish(),
    tags: z.array(z.string()).nullish(),
    capabilities: z.array(z.string()).nullish(),
    category: z.string().nullish(),
    is_free: z.boolean().nullish(),
    price_usd: z.number().nullish(),
    handoffs: z.array(z.unknown()).nullish(),
  })
  .meta({ title: 'AgentSpec' });

/** An AgentConfig as sent. */
export type AgentSpec = z.infer<typeof agentSpecSchema>;

/** An AgentConfig with the seed's defaults applied: what the runtime and the agents list see. */
export type AgentSpecWithDefaults = Omit<AgentSpec, 'mcp_config' | 'mcp_configs'> & {
  model_name: string;
  auto_generate_prompt: boolean;
  max_tokens: number;
  temperature: number;
  role: string;
  max_loops: number;
  streaming_on: boolean;
  dynamic_temperature_enabled: boolean;
  tool_call_summary: boolean;
  reasoning_enabled: boolean;
  publish_to_marketplace: boolean;
  mcp_config: McpConfigWithDefaults | null | undefined;
  mcp_configs: McpConfigWithDefaults[];
};

/** Applies the seed's AgentConfig defaults; `mcp_configs` becomes a plain array in either input shape. */
export function withAgentDefaults(spec: AgentSpec | null | undefined, options: { defaultModel: string; mcpTransport?: 'auto' | 'streamable_http' }): AgentSpecWithDefaults {
  const input = spec ?? {};
  const transport = options.mcpTransport ?? 'auto';
  return {
    ...input,
    model_name: input.model_name || options.defaultModel,
    auto_generate_prompt: input.auto_generate_prompt ?? false,
    max_tokens: input.max_tokens ?? 16000,
    temperature: input.temperature ?? 1,
    role: input.role ?? 'worker',
    max_loops: input.max_loops ?? 1,
    streaming_on: input.streaming_on ?? false,
    dynamic_temperature_enabled: input.dynamic_temperature_enabled ?? false,
    tool_call_summary: input.tool_call_summary ?? true,
    reasoning_enabled: input.reasoning_enabled ?? false,
    publish_to_marketplace: input.publish_to_marketplace ?? false,
    mcp_config: input.mcp_config ? withMcpDefaults(input.mcp_config, transport) : input.mcp_config,
    mcp_configs: mcpConfigList(input.mcp_configs).map((config) => withMcpDefaults(config, transport)),
  };
}
