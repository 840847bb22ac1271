import type { AutonomousToolName } from '../contract/schemas/autonomous-tools.js';
import type { ReasoningOptions, ResponseFormat, ToolDefinition } from '../providers/spec.js';

/** An MCP server an agent may use (normalised from McpConfig). */
export interface McpConnection {
  url: string;
  name?: string;
  transport: string;
  headers: Record<string, string>;
  /** Seconds. */
  timeout: number;
  toolTimeout: number;
}

/** An agent as the runtime sees it: the seed's AgentConfig with defaults applied and names spelled out. */
export interface AgentDefinition {
  name: string;
  description: string;
  systemPrompt: string;
  role: string;
  modelName: string;
  fallbackModels: string[];
  maxTokens: number;
  /** Absent: no temperature is sent upstream (the provider's default applies). */
  temperature?: number;
  topP?: number;
  maxLoops: number;
  dynamicTemperature: boolean;
  /** Function tools offered to the model (the agent's `tools_list_dictionary`). */
  tools: ToolDefinition[];
  /** Built-in tools switched on for the run (`auto_search`, `web_scraper`). */
  builtinTools: string[];
  mcp: McpConnection[];
  toolCallSummary: boolean;
  llmArgs: Record<string, unknown>;
  /** `max_loops: "auto"`: the autonomous loop runs instead of `maxLoops` turns, offering these tools (`selected_tools`). */
  autonomous?: { tools: AutonomousToolName[] };
  /** Agents this one may hand tasks to (`handoffs`, through the handoff_task tool); absent = none. */
  handoffs?: AgentDefinition[];
  /** The answer's format from `llm_args.response_format` (JSON matching a schema), sent as its own call option. */
  responseFormat?: ResponseFormat;
  /** The agent's `reasoning_effort`, and `thinking_tokens` when `reasoning_enabled`; absent when neither is set. */
  reasoning?: ReasoningOptions;
}
