import type { ContentBlockParam, MessageCreateParamsNonStreaming, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { CallOptions, ChatMessage, ReasoningOptions, ToolChoice, Warning } from '../spec.js';
import type { RouteSupports } from '../upstream/protocol.js';
import { jsonObjectOr } from '../upstream/json-object.js';
import type { ThinkingMemory } from './thinking-memory.js';
import { requestedResponseFormat } from '../response-format-body.js';

/** The Messages API body of one call, and the warnings for what was left out of it. */
interface AnthropicRequest {
  body: MessageCreateParamsNonStreaming & Record<string, unknown>;
  warnings: Warning[];
}

/** The Messages API requires `max_tokens`; a call that names none gets this. */
export const DEFAULT_MAX_TOKENS = 4096;

/** The smallest extended-thinking budget the Messages API accepts. */
const MIN_THINKING_BUDGET = 1024;

/** `extra` keys that would change the transport rather than the answer, or that this mapping owns. */
const TRANSPORT_KEYS = ['stream', 'stream_options'];

const EFFORTS = ['low', 'medium', 'high', 'xhigh', 'max'];

function unsupportedSetting(setting: string, message: string): Warning {
  return { type: 'unsupported-setting', setting, message };
}

/** An image part as an image block: a `data:` URL becomes a base64 source, anything else a URL source. */
function imageBlock(url: string): ContentBlockParam {
  const inline = /^data:(image\/[a-z+.-]+);base64,(.*)$/is.exec(url);
  if (!inline) return { type: 'image', source: { type: 'url', url } };
  const mediaType = inline[1].toLowerCase() as 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  return { type: 'image', source: { type: 'base64', media_type: mediaType, data: inline[2] } };
}

function userBlocks(message: Extract<ChatMessage, { role: 'user' }>, supports: RouteSupports, warnings: Warning[]): ContentBlockParam[] {
  if (typeof message.content === 'string') return [{ type: 'text', text: message.content }];
  const images = message.content.filter((part) => part.type === 'image').length;
  if (images > 0 && supports.images === false) {
    warnings.push(unsupportedSetting('images', `The route does not accept images; ${images} image(s) were left out.`));
  }
  return message.content.flatMap((part): ContentBlockParam[] => {
    if (part.type === 'text') return [{ type: 'text', text: part.text }];
    return supports.images === false ? [] : [imageBlock(part.url)];
  });
}

/** What mapping a call's messages needs besides the messages: the route's abilities, the warnings so far, and the thinking to send back. */
interface TurnContext {
  supports: RouteSupports;
  warnings: Warning[];
  thinking?: ThinkingMemory;
}

/** One of our messages as a turn of the Messages API (system prompts are taken out before); an assistant turn's thinking goes first. */
function toTurn(message: Exclude<ChatMessage, { role: 'system' }>, { supports, warnings, thinking }: TurnContext): MessageParam {
  switch (message.role) {
    case 'user':
      return { role: 'user', content: userBlocks(message, supports, warnings) };
    case 'tool':
      return { role: 'user', content: [{ type: 'tool_result', tool_use_id: message.toolCallId, content: message.content }] };
    case 'assistant': {
      const text: ContentBlockParam[] = message.content ? [{ type: 'text', text: message.content }] : [];
      const calls = (message.toolCalls ?? []).map(
        (call): ContentBlockParam => ({ type: 'tool_use', id: call.id, name: call.name, input: jsonObjectOr(call.arguments || '{}', 'arguments') }),
      );
      const signed = thinking?.recall((message.toolCalls ?? []).map((call) => call.id)) ?? [];
      return { role: 'assistant', content: [...signed, ...text, ...calls] };
    }
  }
}

/**
 * Our messages as the Messages API's alternating turns: system prompts go to `system`, a tool result
 * is a `tool_result` block of a user turn, and adjacent turns of one role are merged (so the results
 * of parallel tool calls travel together in the one user turn that must follow the `tool_use` turn).
 */
function toTurns(messages: ChatMessage[], context: TurnContext): { system: string | undefined; turns: MessageParam[] } {
  const system = messages.flatMap((message) => (message.role === 'system' ? [message.content] : []));
  const turns: MessageParam[] = [];
  for (const message of messages) {
    if (message.role === 'system') continue;
    const turn = toTurn(message, context);
    const previous = turns.at(-1);
    if (previous?.role === turn.role) previous.content = [...(previous.content as ContentBlockParam[]), ...(turn.content as ContentBlockParam[])];
    else turns.push(turn);
  }
  return { system: system.length ? system.join('\n\n') : undefined, turns };
}

function toToolChoice(choice: ToolChoice): NonNullable<MessageCreateParamsNonStreaming['tool_choice']> {
  if (choice === 'auto') return { type: 'auto' };
  if (choice === 'none') return { type: 'none' };
  if (choice === 'required') return { type: 'any' };
  return { type: 'tool', name: choice.name };
}

/**
 * An agent's reasoning settings: `thinking_tokens` is the extended-thinking budget (at least 1024,
 * below `max_tokens`), `reasoning_effort` the native `output_config.effort`. Extended thinking
 * cannot run with a changed temperature or top_p, nor with a forced tool: those are dropped with a warning.
 */
function reasoningSettings(body: AnthropicRequest['body'], reasoning: ReasoningOptions, supports: RouteSupports, warnings: Warning[]): void {
  if (reasoning.effort !== undefined) {
    if (supports.reasoning === false) warnings.push(unsupportedSetting('reasoning_effort', 'The route does not support reasoning_effort; it was not sent.'));
    else if (!EFFORTS.includes(reasoning.effort))
      warnings.push(unsupportedSetting('reasoning_effort', `The Messages API knows the efforts ${EFFORTS.join(', ')}; "${reasoning.effort}" was not sent.`));
    else body.output_config = { ...body.output_config, effort: reasoning.effort as 'low' };
  }
  if (reasoning.budgetTokens === undefined) return;
  const budget = Math.min(reasoning.budgetTokens, body.max_tokens - 1);
  if (supports.reasoning === false || budget < MIN_THINKING_BUDGET) {
    const why =
      supports.reasoning === false
        ? 'the route does not support reasoning'
        : `extended thinking needs a budget of at least ${MIN_THINKING_BUDGET} tokens below max_tokens (${body.max_tokens})`;
    warnings.push(unsupportedSetting('thinking_tokens', `thinking_tokens (${reasoning.budgetTokens}) was not sent: ${why}.`));
    return;
  }
  body.thinking = { type: 'enabled', budget_tokens: budget };
  for (const setting of ['temperature', 'top_p'] as const) {
    if (body[setting] === undefined) continue;
    delete body[setting];
    warnings.push(unsupportedSetting(setting, `Extended thinking does not run with a changed ${setting}; it was not sent.`));
  }
  // Nor with a forced tool: the model is offered the tools and chooses (`auto`).
  if (body.tool_choice?.type === 'any' || body.tool_choice?.type === 'tool') {
    body.tool_choice = { type: 'auto' };
    warnings.push(unsupportedSetting('tool_choice', 'Extended thinking does not run with a forced tool call; the tools were offered with tool_choice auto instead.'));
  }
}

/** `extra` (the agent's `llm_args`) minus the transport keys, which get a warning, and `response_format`, which `structuredOutput` maps. */
function passThrough(extra: Record<string, unknown> | undefined, warnings: Warning[]): Record<string, unknown> {
  const { response_format: _mapped, ...copy } = extra ?? {};
  for (const key of TRANSPORT_KEYS) {
    if (!(key in copy)) continue;
    delete copy[key];
    warnings.push(unsupportedSetting(key, `"${key}" in the extra settings was ignored: whether to stream is decided by the call itself.`));
  }
  return copy;
}

/** An OpenAI-style `response_format` with a JSON schema (the call's, or one left in `llm_args`) as the native `output_config.format`; any other is a warning. */
function structuredOutput(body: AnthropicRequest['body'], responseFormat: unknown, warnings: Warning[]): void {
  const format = responseFormat as { type?: string; json_schema?: { schema?: Record<string, unknown> } };
  const schema = format.json_schema?.schema;
  if (format.type === 'json_schema' && schema) body.output_config = { ...body.output_config, format: { type: 'json_schema', schema } };
  else
    warnings.push(
      unsupportedSetting(
        'response_format',
        'The Messages API takes structured output only as a JSON schema (response_format type json_schema); this response_format was not sent.',
      ),
    );
}

/**
 * Maps our normalised call to a Messages API body for `modelId`; an explicit setting of the call wins
 * over `extra`. `thinking` holds the signed thinking blocks earlier answers must be sent back with.
 */
export function toAnthropicRequest(modelId: string, options: CallOptions, supports: RouteSupports, thinking?: ThinkingMemory): AnthropicRequest {
  const warnings: Warning[] = [];
  const { system, turns } = toTurns(options.messages, { supports, warnings, thinking });
  const body: AnthropicRequest['body'] = {
    ...passThrough(options.extra, warnings),
    model: modelId,
    max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
    messages: turns,
  };
  const responseFormat = requestedResponseFormat(options.responseFormat, options.extra);
  if (responseFormat !== undefined) structuredOutput(body, responseFormat, warnings);
  if (system !== undefined) body.system = system;
  if (options.temperature !== undefined) body.temperature = options.temperature;
  if (options.topP !== undefined) body.top_p = options.topP;
  if (options.stop?.length) body.stop_sequences = options.stop;
  if (options.seed !== undefined) warnings.push(unsupportedSetting('seed', 'The Messages API has no seed; it was not sent.'));
  if (options.logprobs) warnings.push(unsupportedSetting('logprobs', 'The Messages API returns no log-probabilities; they were not asked for.'));
  if (options.tools?.length) {
    if (supports.tools === false) warnings.push(unsupportedSetting('tools', 'The route does not support tools; they were not sent.'));
    else {
      body.tools = options.tools.map((tool) => ({ name: tool.name, description: tool.description, input_schema: { type: 'object', ...tool.parameters } }));
      if (options.toolChoice) body.tool_choice = toToolChoice(options.toolChoice);
    }
  }
  if (options.reasoning) reasoningSettings(body, options.reasoning, supports, warnings);
  return { body, warnings };
}
