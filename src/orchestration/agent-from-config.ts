import { selectedTools, type AutonomousToolName } from '../contract/schemas/autonomous-tools.js';
import { ApiError } from '../errors/api-error.js';
import { withAgentDefaults, type AgentSpec } from '../contract/schemas/agent-spec.js';
import type { ReasoningOptions, ResponseFormat, ToolDefinition } from '../providers/spec.js';
import type { AgentDefinition, McpConnection } from './agent-definition.js';
import { marketplacePrompt, RESOLVED_LISTING, type MarketplacePrompt } from './research/marketplace.js';

/** The seed's McpConfig after defaults (only what the runtime reads). */
interface McpConfigLike {
  url: string;
  name?: string | null;
  transport?: string | null;
  headers?: Record<string, unknown> | null;
  authorization_token?: string | null;
  api_key?: string | null;
  api_key_header?: string | null;
  api_key_prefix?: string | null;
  timeout?: number | null;
  tool_timeout?: number | null;
  oauth?: { access_token?: string | null } | null;
}

/** The seed's AgentConfig after defaults (`withAgentDefaults` of the contract). */
export interface AgentConfigLike {
  agent_name?: string | null;
  description?: string | null;
  system_prompt?: string | null;
  marketplace_prompt_id?: string | null;
  /** The listing the HTTP layer resolved for `marketplace_prompt_id` (published on this server, or a stand-in). */
  [RESOLVED_LISTING]?: MarketplacePrompt;
  role: string;
  model_name: string;
  fallback_models?: string[] | null;
  fallback_model_name?: string | null;
  max_tokens: number;
  temperature: number | null;
  top_p?: number | null;
  max_loops: number | 'auto';
  selected_tools?: string | string[] | null;
  handoffs?: AgentSpec[] | null;
  dynamic_temperature_enabled: boolean;
  tools_list_dictionary?: Array<Record<string, unknown>> | null;
  tool_call_summary: boolean;
  llm_args?: Record<string, unknown> | null;
  reasoning_effort?: string | null;
  reasoning_enabled?: boolean | null;
  thinking_tokens?: number | null;
  mcp_url?: string | null;
  mcp_urls?: string[] | null;
  mcp_config?: McpConfigLike | null;
  mcp_configs?: McpConfigLike[] | null;
}

/** OpenAI function-tool dictionaries (`{type:'function', function:{...}}` or bare `{name, parameters}`) → definitions. */
export function toolDefinitionsOf(dictionaries: Array<Record<string, unknown>> | null | undefined): ToolDefinition[] {
  return (dictionaries ?? []).flatMap((entry) => {
    const fn = (entry.type === 'function' && typeof entry.function === 'object' ? entry.function : entry) as Record<string, unknown>;
    if (typeof fn.name !== 'string' || !fn.name) return [];
    return [
      {
        name: fn.name,
        description: typeof fn.description === 'string' ? fn.description : undefined,
        parameters: (typeof fn.parameters === 'object' && fn.parameters ? fn.parameters : { type: 'object', properties: {} }) as Record<string, unknown>,
      },
    ];
  });
}

/** The headers an MCP connection authenticates with (token, key with header/prefix, OAuth access token). */
function mcpHeaders(config: McpConfigLike): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers ?? {})) if (typeof value === 'string') headers[name] = value;
  const header = config.api_key_header || 'Authorization';
  const prefix = config.api_key_prefix ?? 'Bearer';
  const token = config.authorization_token ?? config.api_key ?? config.oauth?.access_token;
  if (token) headers[header] = prefix ? `${prefix} ${token}` : token;
  return headers;
}

function mcpConnection(config: McpConfigLike): McpConnection {
  return {
    url: config.url,
    name: config.name ?? undefined,
    transport: config.transport ?? 'auto',
    headers: mcpHeaders(config),
    timeout: config.timeout ?? 30,
    toolTimeout: config.tool_timeout ?? 120,
  };
}

/** Every MCP server the agent names, through any of the four fields, without duplicates. */
function mcpConnectionsOf(config: AgentConfigLike): McpConnection[] {
  const configs: McpConfigLike[] = [
    ...(config.mcp_config ? [config.mcp_config] : []),
    ...(config.mcp_configs ?? []),
    ...[config.mcp_url, ...(config.mcp_urls ?? [])].filter((url): url is string => Boolean(url)).map((url) => ({ url })),
  ];
  const seen = new Set<string>();
  return configs.filter((entry) => !seen.has(entry.url) && seen.add(entry.url)).map(mcpConnection);
}

/** The reasoning an agent asks for, as the hosted API passes it on: the effort whenever set, the thinking budget only with reasoning_enabled. */
function reasoningOf(config: AgentConfigLike): ReasoningOptions | undefined {
  const reasoning: ReasoningOptions = {};
  if (config.reasoning_effort) reasoning.effort = config.reasoning_effort;
  if (config.reasoning_enabled && config.thinking_tokens != null) reasoning.budgetTokens = config.thinking_tokens;
  return Object.keys(reasoning).length ? reasoning : undefined;
}

/** `llm_args.response_format` in OpenAI's shapes (`json_schema` with its `json_schema` object, `json_object`), normalised; any other is left as it was sent. */
function responseFormatOf(value: unknown): ResponseFormat | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const format = value as { type?: unknown; json_schema?: { name?: unknown; schema?: unknown; strict?: unknown } };
  if (format.type === 'json_object') return { type: 'json_object' };
  const spec = format.json_schema;
  if (format.type !== 'json_schema' || !spec || typeof spec.schema !== 'object' || !spec.schema) return undefined;
  return {
    type: 'json_schema',
    name: typeof spec.name === 'string' ? spec.name : 'response',
    schema: spec.schema as Record<string, unknown>,
    ...(typeof spec.strict === 'boolean' ? { strict: spec.strict } : {}),
  };
}

/** The agent's `llm_args` split into its answer format (a call option of its own) and the settings passed on as they are. */
function llmSettingsOf(config: AgentConfigLike): Pick<AgentDefinition, 'llmArgs' | 'responseFormat'> {
  const { response_format: format, ...rest } = config.llm_args ?? {};
  const responseFormat = responseFormatOf(format);
  return responseFormat ? { llmArgs: rest, responseFormat } : { llmArgs: config.llm_args ?? {} };
}

/** The runtime's view of an agent configuration. `fallbackName` names unnamed agents (`agent-1`, ...). */
export function toAgentDefinition(config: AgentConfigLike, fallbackName: string, builtinTools: string[] = []): AgentDefinition {
  const listing = config.marketplace_prompt_id ? (config[RESOLVED_LISTING] ?? marketplacePrompt(config.marketplace_prompt_id)) : undefined;
  return {
    name: config.agent_name || listing?.name || fallbackName,
    description: config.description ?? listing?.description ?? '',
    // The framework appends the marketplace prompt to the system prompt as it is, without a separator.
    systemPrompt: `${config.system_prompt ?? ''}${listing?.prompt ?? ''}`,
    role: config.role,
    modelName: config.model_name,
    fallbackModels: [...(config.fallback_models ?? []), ...(config.fallback_model_name ? [config.fallback_model_name] : [])],
    maxTokens: config.max_tokens,
    temperature: config.temperature ?? undefined,
    topP: config.top_p ?? undefined,
    maxLoops: config.max_loops === 'auto' ? 1 : Math.max(1, config.max_loops),
    dynamicTemperature: config.dynamic_temperature_enabled,
    tools: toolDefinitionsOf(config.tools_list_dictionary),
    builtinTools,
    mcp: mcpConnectionsOf(config),
    toolCallSummary: config.tool_call_summary,
    ...llmSettingsOf(config),
    reasoning: reasoningOf(config),
    ...(config.max_loops === 'auto' ? { autonomous: { tools: autonomousTools(config, fallbackName) } } : {}),
    ...(config.handoffs?.length ? { handoffs: handoffsOf(config) } : {}),
  };
}

/** An autonomous agent's tools (`selected_tools`); a selection without create_plan or subtask_done is a 400, as the loop could never plan or finish. */
function autonomousTools(config: AgentConfigLike, fallbackName: string): AutonomousToolName[] {
  const tools = selectedTools(config.selected_tools);
  const missing = (['create_plan', 'subtask_done'] as const).filter((name) => !tools.includes(name));
  if (missing.length) {
    throw new ApiError(
      'BAD_REQUEST',
      `Agent "${config.agent_name || fallbackName}" runs with max_loops "auto" but its selected_tools leave out ${missing.join(' and ')}, without which the autonomous loop cannot plan and finish subtasks; add them (or send "all").`,
    );
  }
  return tools;
}

/** The agents of `handoffs`, with the AgentSpec defaults (an unnamed one is `handoff-N`; the model defaults to the parent's). */
function handoffsOf(config: AgentConfigLike): AgentDefinition[] {
  return (config.handoffs ?? []).map((spec, index) => toAgentDefinition(withAgentDefaults(spec, { defaultModel: config.model_name }), `handoff-${index + 1}`));
}
