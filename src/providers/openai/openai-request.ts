import type { ChatCompletionContentPart, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { CallOptions, ChatMessage, ReasoningOptions, ResponseFormat, Warning } from '../spec.js';
import type { RouteSupports } from '../upstream/protocol.js';

/** The chat-completions body of one call, and the warnings for what was left out of it. */
interface OpenAIRequest {
  body: ChatCompletionCreateParamsNonStreaming & Record<string, unknown>;
  warnings: Warning[];
}

/** `extra` keys that would change the transport rather than the answer: the stream switch is ours. */
const TRANSPORT_KEYS = ['stream', 'stream_options'];

/** The parts of a multimodal user message. */
type ContentList = Exclude<Extract<ChatMessage, { role: 'user' }>['content'], string>;

function unsupportedSetting(setting: string, message = `The route does not support ${setting}; it was not sent.`): Warning {
  return { type: 'unsupported-setting', setting, message };
}

function userContent(content: ContentList, supports: RouteSupports, warnings: Warning[]): ChatCompletionContentPart[] {
  const images = content.filter((part) => part.type === 'image').length;
  if (images > 0 && supports.images === false) {
    warnings.push(unsupportedSetting('images', `The route does not accept images; ${images} image(s) were left out.`));
  }
  return content.flatMap((part): ChatCompletionContentPart[] => {
    if (part.type === 'text') return [{ type: 'text', text: part.text }];
    return supports.images === false ? [] : [{ type: 'image_url', image_url: { url: part.url } }];
  });
}

function toOpenAIMessage(message: ChatMessage, supports: RouteSupports, warnings: Warning[]): ChatCompletionMessageParam {
  switch (message.role) {
    case 'system':
      return { role: 'system', content: message.content };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant': {
      const toolCalls = message.toolCalls?.map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } }));
      return { role: 'assistant', content: message.content, ...(toolCalls?.length ? { tool_calls: toolCalls } : {}) };
    }
    case 'user':
      return {
        role: 'user',
        content: typeof message.content === 'string' ? message.content : userContent(message.content, supports, warnings),
        ...(message.name ? { name: message.name } : {}),
      };
  }
}

/** Copies `extra` (the agent's `llm_args`) into the body, minus the transport keys, which get a warning. */
function passThrough(extra: Record<string, unknown> | undefined, warnings: Warning[]): Record<string, unknown> {
  const copy = { ...extra };
  for (const key of TRANSPORT_KEYS) {
    if (!(key in copy)) continue;
    delete copy[key];
    warnings.push(unsupportedSetting(key, `"${key}" in the extra settings was ignored: whether to stream is decided by the call itself.`));
  }
  return copy;
}

/**
 * A route without tool calling still gets the substance of a forced tool call: the tool's schema as
 * a JSON-schema response format (llama.cpp turns it into a grammar, so even a tiny model answers
 * valid JSON), which structured callers read from the text. Anything else about tools is dropped.
 */
function asJsonAnswer(body: OpenAIRequest['body'], options: CallOptions, supports: RouteSupports, warnings: Warning[]): void {
  const choice = options.toolChoice;
  const forced = typeof choice === 'object' ? options.tools?.find((tool) => tool.name === choice.name) : undefined;
  if (!forced || supports.jsonSchema === false) {
    warnings.push(unsupportedSetting('tools'));
    return;
  }
  body.response_format = { type: 'json_schema', json_schema: { name: forced.name, schema: forced.parameters, strict: false } };
  warnings.push(unsupportedSetting('tools', `The route does not support tools; the call to ${forced.name} was asked for as a JSON answer (response_format) instead.`));
}

/** The answer's format as chat completions take it; a route that takes no JSON schema gets a warning instead. */
function responseFormatSetting(body: OpenAIRequest['body'], format: ResponseFormat, supports: RouteSupports, warnings: Warning[]): void {
  if (format.type === 'json_object') body.response_format = { type: 'json_object' };
  else if (supports.jsonSchema === false) warnings.push(unsupportedSetting('response_format', 'The route does not accept a JSON schema response_format; it was not sent.'));
  else body.response_format = { type: 'json_schema', json_schema: { name: format.name, schema: format.schema, ...(format.strict !== undefined ? { strict: format.strict } : {}) } };
}

/**
 * An agent's reasoning settings: the effort is OpenAI's `reasoning_effort`; a thinking-token budget
 * has no chat-completions parameter, so it is reported (a backend's own budget field can go in `llm_args`).
 */
function reasoningSettings(body: OpenAIRequest['body'], reasoning: ReasoningOptions, supports: RouteSupports, warnings: Warning[]): void {
  if (reasoning.effort !== undefined) {
    if (supports.reasoning === false) warnings.push(unsupportedSetting('reasoning_effort'));
    else body.reasoning_effort = reasoning.effort as OpenAIRequest['body']['reasoning_effort'];
  }
  if (reasoning.budgetTokens !== undefined) {
    warnings.push(
      unsupportedSetting(
        'thinking_tokens',
        `Chat completions have no thinking-token budget; thinking_tokens (${reasoning.budgetTokens}) was not sent. Put the backend's own budget field in llm_args to send one.`,
      ),
    );
  }
}

/**
 * Maps our normalised call to a chat-completions body for `modelId`. `extra` goes in first, so an
 * explicit setting of the call wins over the same key in `extra`.
 */
export function toOpenAIRequest(modelId: string, options: CallOptions, supports: RouteSupports): OpenAIRequest {
  const warnings: Warning[] = [];
  const body: OpenAIRequest['body'] = {
    ...passThrough(options.extra, warnings),
    model: modelId,
    messages: options.messages.map((message) => toOpenAIMessage(message, supports, warnings)),
  };
  if (options.temperature !== undefined) body.temperature = options.temperature;
  if (options.topP !== undefined) body.top_p = options.topP;
  // `max_tokens`, not `max_completion_tokens`: it is the one every OpenAI-compatible server
  // (llama.cpp, vLLM, Ollama, LM Studio, gateways) accepts; OpenAI still takes it for chat models.
  if (options.maxTokens !== undefined) body.max_tokens = options.maxTokens;
  if (options.stop?.length) body.stop = options.stop;
  if (options.seed !== undefined) {
    if (supports.seed === false) warnings.push(unsupportedSetting('seed'));
    else body.seed = options.seed;
  }
  if (options.tools?.length) {
    if (supports.tools === false) asJsonAnswer(body, options, supports, warnings);
    else {
      body.tools = options.tools.map((tool) => ({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
      const choice = options.toolChoice;
      if (choice) body.tool_choice = typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } };
    }
  }
  if (options.responseFormat) responseFormatSetting(body, options.responseFormat, supports, warnings);
  if (options.reasoning) reasoningSettings(body, options.reasoning, supports, warnings);
  if (options.logprobs) {
    if (supports.logprobs === false) warnings.push(unsupportedSetting('logprobs'));
    else {
      body.logprobs = true;
      if (options.logprobs.top > 0) body.top_logprobs = options.logprobs.top;
    }
  }
  return { body, warnings };
}
