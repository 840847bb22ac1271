/**
 * The language-model interface every provider implements (synthetic, live OpenAI-compatible,
 * fixture replay, recorder). Types only: no behaviour lives here.
 * Modelled on the AI SDK's language-model spec (doGenerate / doStream).
 */

/** One part of a multimodal user message. */
export type ContentPart = { type: 'text'; text: string } | { type: 'image'; url: string };

/** A tool call the model asked for; `arguments` is the JSON text the model produced. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A normalised chat message, provider-neutral. */
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | ContentPart[]; name?: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[]; name?: string }
  | { role: 'tool'; content: string; toolCallId: string };

/** A function tool offered to the model (OpenAI function-tool semantics). */
export interface ToolDefinition {
  name: string;
  description?: string;
  /** JSON schema of the arguments object. */
  parameters: Record<string, unknown>;
}

/** How the model may use the offered tools. */
export type ToolChoice = 'auto' | 'none' | 'required' | { name: string };

/** A constraint on the answer's text (OpenAI's `response_format`): JSON matching a schema, or any JSON object. */
export type ResponseFormat = { type: 'json_schema'; name: string; schema: Record<string, unknown>; strict?: boolean } | { type: 'json_object' };

/** The reasoning settings of a call (an agent's `reasoning_effort`, and `thinking_tokens` when `reasoning_enabled`). */
export interface ReasoningOptions {
  effort?: string;
  budgetTokens?: number;
}

/** Normalised options of one model call. */
export interface CallOptions {
  /** The model name as the route sees it (after renaming). */
  model: string;
  /** The agent making the call, for traces and test fakes: never sent upstream, not part of the call's identity. */
  caller?: string;
  messages: ChatMessage[];
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  stop?: string[];
  tools?: ToolDefinition[];
  toolChoice?: ToolChoice;
  /** The answer's text must be JSON of this format (an agent's `llm_args.response_format`, a router's pick). */
  responseFormat?: ResponseFormat;
  seed?: number;
  /** Ask for token log-probabilities; `top` alternatives per token. */
  logprobs?: { top: number };
  /**
   * Reasoning asked for by the agent: `effort` (low/medium/high) is OpenAI's `reasoning_effort`;
   * `budgetTokens` is a thinking-token budget, which chat completions have no parameter for.
   */
  reasoning?: ReasoningOptions;
  /** Extra provider-specific settings passed through untouched (the agent's `llm_args`). */
  extra?: Record<string, unknown>;
  abortSignal?: AbortSignal;
}

/** Why the model stopped. */
export type FinishReason = 'stop' | 'length' | 'tool-calls' | 'content-filter' | 'error' | 'other';

/** Token usage of one call. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/** A setting the provider could not honour: reported, never thrown. */
export interface Warning {
  type: 'unsupported-setting' | 'other';
  setting?: string;
  message: string;
}

/** The log-probability of one generated token and its top alternatives. */
export interface TokenLogprob {
  token: string;
  logprob: number;
  top: Array<{ token: string; logprob: number }>;
}

/** A piece of generated content. */
export type ContentOutput = { type: 'text'; text: string } | ({ type: 'tool-call' } & ToolCall);

/** Metadata about who actually answered. */
export interface ResponseInfo {
  /** The model id the backend reports. */
  modelId: string;
  /** Extra facts a layer above may surface (fixture key, fixture hit, route name, ...). */
  metadata?: Record<string, unknown>;
}

/** The result of a non-streaming call. */
export interface GenerateResult {
  content: ContentOutput[];
  finishReason: FinishReason;
  usage: Usage;
  warnings: Warning[];
  response: ResponseInfo;
  logprobs?: TokenLogprob[];
}

/** One typed part of a streamed answer. */
export type StreamPart =
  | { type: 'text-delta'; delta: string }
  | ({ type: 'tool-call' } & ToolCall)
  | { type: 'finish'; finishReason: FinishReason; usage: Usage; response: ResponseInfo; logprobs?: TokenLogprob[] }
  | { type: 'error'; error: unknown };

/** The result of a streaming call. */
export interface StreamResult {
  stream: AsyncIterable<StreamPart>;
  warnings: Warning[];
}

/** A language model behind one provider. */
export interface LanguageModel {
  /** Provider family: 'synthetic', 'openai', 'fixtures', ... */
  readonly provider: string;
  /** The model this instance answers as. */
  readonly modelId: string;
  doGenerate(options: CallOptions): Promise<GenerateResult>;
  doStream(options: CallOptions): Promise<StreamResult>;
}
