import { z } from 'zod';
import { openApiComponents } from './openapi-components.js';
import { mcpConfigList, mcpConfigSchema, mcpConfigsSchema, withMcpDefaults, type McpConfigWithDefaults } from './mcp-config.js';
import { selectedToolsSchema } from './autonomous-tools.js';

/** A handoff target: an AgentSpec itself (typed loosely here, since the schema refers to itself; read it as an AgentSpec). */
const handoffSpecSchema: z.ZodType<Record<string, unknown>> = z.lazy(() => agentSpecSchema);

/** The seed's AgentConfig (`agent_config`, each item of `agents`): every field optional and nullable. */
export const agentSpecSchema = z
  .object({
    agent_name: z.string().nullish().describe("The agent's name: how other agents, flows and outputs refer to it."),
    description: z.string().nullish().describe('What the agent is for; shown to routers and planners choosing agents.'),
    system_prompt: z.string().nullish().describe("The agent's instructions, sent as the system message of every call."),
    marketplace_prompt_id: z
      .string()
      .nullish()
      .describe(
        'A marketplace prompt id (POST /v1/marketplace/agents lists them): its prompt is appended to system_prompt, its name and description fill the absent ones; an id this server does not hold gets a stand-in prompt in open auth (named in a response header), else a 400.',
      ),
    model_name: z.string().nullish().describe('The model the agent calls, e.g. gpt-4o-mini or ollama/llama3; the server default when absent.'),
    fallback_models: z.array(z.string()).nullish().describe('Models tried in order when the model fails with a retryable error.'),
    fallback_model_name: z.string().nullish().describe('One more fallback model, tried after fallback_models.'),
    auto_generate_prompt: z.boolean().nullish().describe('Let the agent write its own system prompt from the task (default false).'),
    max_tokens: z.int().nullish().describe('The most tokens one answer of the agent may have (default 8192).'),
    temperature: z.number().nullish().describe('Sampling temperature; lower is more deterministic. Omitted, none is sent to the model (its own default applies).'),
    role: z.string().nullish().describe("The agent's role in a swarm, e.g. worker, director, aggregator (default worker)."),
    max_loops: z
      .union([z.int(), z.literal('auto')])
      .nullish()
      .describe(
        'How many turns the agent takes on its task, each improving the last (default 1); "auto" runs the autonomous loop: plan, execute each subtask with tools, summarise.',
      ),
    tools_list_dictionary: z.array(z.record(z.string(), z.unknown())).nullish().describe("Function tools in OpenAI's format; calls to them end the run and are returned to you."),
    selected_tools: selectedToolsSchema.nullish().describe('The tools the autonomous loop (max_loops "auto") offers: "all" (default), one tool name, or a list of them.'),
    mcp_url: z.string().nullish().describe('URL of an MCP server whose tools the agent may call.'),
    streaming_on: z.boolean().nullish().describe('Stream an agent run as server-sent events (as `stream: true`).'),
    llm_args: z.record(z.string(), z.unknown()).nullish().describe('Extra settings sent to the model as they are (top_p, presence_penalty, ...).'),
    top_p: z.number().nullish().describe('Nucleus sampling: only the most likely tokens up to this probability mass.'),
    dynamic_temperature_enabled: z
      .boolean()
      .nullish()
      .describe('Before each loop, draw the temperature at random in [0, 1] (seeded, so deterministic), as the framework does (default true).'),
    mcp_config: mcpConfigSchema.nullish().describe('One MCP server connection.'),
    mcp_configs: mcpConfigsSchema.nullish().describe('Several MCP server connections: a list, or `{connections: [...]}` as the SDKs send it.'),
    mcp_urls: z.array(z.string()).nullish().describe('URLs of several MCP servers.'),
    tool_call_summary: z.boolean().nullish().describe('After running tools, let the model answer from their results; false returns the tool output itself (default true).'),
    reasoning_effort: z.string().nullish().describe('low, medium or high: sent to the model as reasoning_effort.'),
    thinking_tokens: z.int().nullish().describe('A thinking-token budget, used with reasoning_enabled.'),
    reasoning_enabled: z.boolean().nullish().describe('Give the model its thinking_tokens budget (default false).'),
    publish_to_marketplace: z
      .boolean()
      .nullish()
      .describe('Stored with the agent configuration (GET /v1/agents/list) with its listing fields; nothing is published offline (default false).'),
    use_cases: z.array(z.record(z.string(), z.unknown())).nullish().describe('Marketplace listing: use cases (`title`, `description`); stored with the configuration.'),
    tags: z.array(z.string()).nullish().describe('Marketplace listing: searchable tags; stored with the configuration.'),
    capabilities: z.array(z.string()).nullish().describe('Marketplace listing: capabilities; stored with the configuration.'),
    category: z.string().nullish().describe('Marketplace listing: category; stored with the configuration.'),
    is_free: z.boolean().nullish().describe('Marketplace listing: free to use (the marketplace reads absent as true); stored with the configuration.'),
    price_usd: z.number().nullish().describe('Marketplace listing: price in USD when not free; stored with the configuration.'),
    handoffs: z.array(handoffSpecSchema).nullish().describe('Agents this one may hand tasks to through the handoff_task tool; each runs as a child of the run.'),
  })
  .meta({ title: 'AgentSpec', description: 'An agent: its name, instructions, model and tools. Every field is optional.' })
  .register(openApiComponents, { id: 'AgentSpec' });

/** An AgentConfig as sent. */
export type AgentSpec = z.infer<typeof agentSpecSchema>;

/** An AgentConfig with the seed's defaults applied: what the runtime and the agents list see. */
export type AgentSpecWithDefaults = Omit<AgentSpec, 'mcp_config' | 'mcp_configs'> & {
  model_name: string;
  auto_generate_prompt: boolean;
  max_tokens: number;
  /** Null when the request sent none: no temperature goes upstream. */
  temperature: number | null;
  role: string;
  max_loops: number | 'auto';
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
  // Object.assign, not a spread followed by the defaults in one literal: the same keys in the same order
  // (the sent ones first, a default taking a sent key's place), but V8 defines each property after a
  // spread in a literal one by one through the runtime, which is slower on this path every agent takes.
  return Object.assign({}, input, {
    model_name: input.model_name || options.defaultModel,
    auto_generate_prompt: input.auto_generate_prompt ?? false,
    max_tokens: input.max_tokens ?? 8192,
    temperature: input.temperature ?? null,
    role: input.role ?? 'worker',
    max_loops: input.max_loops ?? 1,
    streaming_on: input.streaming_on ?? false,
    dynamic_temperature_enabled: input.dynamic_temperature_enabled ?? true,
    tool_call_summary: input.tool_call_summary ?? true,
    reasoning_enabled: input.reasoning_enabled ?? false,
    publish_to_marketplace: input.publish_to_marketplace ?? false,
    mcp_config: input.mcp_config ? withMcpDefaults(input.mcp_config, transport) : input.mcp_config,
    mcp_configs: mcpConfigList(input.mcp_configs).map((config) => withMcpDefaults(config, transport)),
  });
}
