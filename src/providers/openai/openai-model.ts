import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionChunk, ChatCompletionContentPart, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { UpstreamError } from '../resilience/upstream-error.js';
import type { CallOptions, ContentOutput, FinishReason, GenerateResult, LanguageModel, StreamPart, TokenLogprob, Usage, Warning } from '../spec.js';
import { countMessageTokens, countTextTokens } from '../tokenizer.js';
import { toUpstreamError } from './openai-errors.js';

/** What a route's backend can do; an unsupported setting is dropped with a warning. */
export interface RouteSupports {
  tools?: boolean;
  images?: boolean;
  logprobs?: boolean;
  streamUsage?: boolean;
  seed?: boolean;
}

/** Options of a live OpenAI-compatible model. */
export interface OpenAIModelOptions {
  /** The model name sent upstream. */
  modelId: string;
  baseURL: string;
  apiKey: string;
  supports?: RouteSupports;
  fetch?: typeof fetch;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

const FINISH: Record<string, FinishReason> = { stop: 'stop', length: 'length', tool_calls: 'tool-calls', function_call: 'tool-calls', content_filter: 'content-filter' };

function toOpenAiMessages(options: CallOptions, supports: RouteSupports, warnings: Warning[]): ChatCompletionMessageParam[] {
  return options.messages.map((message): ChatCompletionMessageParam => {
    switch (message.role) {
      case 'system':
        return { role: 'system', content: message.content };
      case 'tool':
        return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
      case 'assistant':
        return {
          role: 'assistant',
          content: message.content,
          ...(message.toolCalls?.length ? { tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } })) } : {}),
        };
      default: {
        if (typeof message.content === 'string') return { role: 'user', content: message.content };
        const images = message.content.filter((part) => part.type === 'image');
        if (images.length && supports.images === false) {
          warnings.push({ type: 'unsupported-setting', setting: 'images', message: `The route does not accept images; ${images.length} image(s) were left out.` });
        }
        return {
          role: 'user',
          content: message.content.flatMap((part): ChatCompletionContentPart[] =>
            part.type === 'text' ? [{ type: 'text', text: part.text }] : supports.images === false ? [] : [{ type: 'image_url', image_url: { url: part.url } }],
          ),
        };
      }
    }
  });
}

/** The request body for our normalised call. */
function requestBody(modelId: string, options: CallOptions, supports: RouteSupports) {
  const warnings: Warning[] = [];
  const unsupported = (setting: string) => warnings.push({ type: 'unsupported-setting', setting, message: `The route does not support ${setting}; it was not sent.` });
  const body: ChatCompletionCreateParamsNonStreaming & Record<string, unknown> = {
    ...(options.extra ?? {}),
    model: modelId,
    messages: toOpenAiMessages(options, supports, warnings),
  };
  if (options.temperature !== undefined) body.temperature = options.temperature;
  if (options.topP !== undefined) body.top_p = options.topP;
  // `max_tokens` is what OpenAI-compatible servers (llama.cpp, vLLM, Ollama, LM Studio) all accept.
  if (options.maxTokens !== undefined) body.max_tokens = options.maxTokens;
  if (options.stop?.length) body.stop = options.stop;
  if (options.seed !== undefined) {
    if (supports.seed === false) unsupported('seed');
    else body.seed = options.seed;
  }
  if (options.tools?.length) {
    if (supports.tools === false) unsupported('tools');
    else {
      body.tools = options.tools.map((tool) => ({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
      if (options.toolChoice) body.tool_choice = typeof options.toolChoice === 'string' ? options.toolChoice : { type: 'function', function: { name: options.toolChoice.name } };
    }
  }
  if (options.logprobs) {
    if (supports.logprobs === false) unsupported('logprobs');
    else {
      body.logprobs = true;
      if (options.logprobs.top > 0) body.top_logprobs = options.logprobs.top;
    }
  }
  return { body, warnings };
}

function logprobsOf(content: Array<{ token: string; logprob: number; top_logprobs?: Array<{ token: string; logprob: number }> }> | null | undefined): TokenLogprob[] | undefined {
  if (!content?.length) return undefined;
  return content.map((entry) => ({ token: entry.token, logprob: entry.logprob, top: (entry.top_logprobs ?? []).map((top) => ({ token: top.token, logprob: top.logprob })) }));
}

function usageOf(reported: { prompt_tokens?: number; completion_tokens?: number } | null | undefined, options: CallOptions, outputText: string): Usage {
  // Token counts come from the provider when it reports them, else from a real tokenizer.
  if (reported && typeof reported.prompt_tokens === 'number' && typeof reported.completion_tokens === 'number') {
    return { inputTokens: reported.prompt_tokens, outputTokens: reported.completion_tokens };
  }
  return { inputTokens: countMessageTokens(options.messages, options.model), outputTokens: countTextTokens(outputText, options.model) };
}

function fromCompletion(completion: ChatCompletion, options: CallOptions, warnings: Warning[], modelId: string): GenerateResult {
  const choice = completion?.choices?.[0];
  if (!choice?.message) throw new UpstreamError(`Upstream LLM ${modelId} answered without a choice: not an OpenAI chat completion.`, { model: modelId, kind: 'protocol' }, { retryable: false });
  const content: ContentOutput[] = [];
  if (choice.message.content) content.push({ type: 'text', text: choice.message.content });
  for (const call of choice.message.tool_calls ?? []) {
    if (call.type === 'function') content.push({ type: 'tool-call', id: call.id, name: call.function.name, arguments: call.function.arguments });
  }
  if (content.length === 0) content.push({ type: 'text', text: '' });
  const outputText = content.map((part) => (part.type === 'text' ? part.text : part.arguments)).join('');
  return {
    content,
    finishReason: FINISH[choice.finish_reason ?? ''] ?? 'other',
    usage: usageOf(completion.usage, options, outputText),
    warnings,
    response: { modelId: completion.model ?? modelId },
    logprobs: logprobsOf(choice.logprobs?.content),
  };
}

/**
 * A model behind any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp, LM Studio,
 * OpenRouter, gateways) through the official SDK. The SDK never retries (`maxRetries: 0`): retries
 * and fallbacks are ours, in one place.
 */
export function createOpenAIModel(options: OpenAIModelOptions): LanguageModel {
  const supports = options.supports ?? {};
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 120_000,
    fetch: options.fetch,
    defaultHeaders: options.headers,
  });
  return {
    provider: 'openai',
    modelId: options.modelId,
    async doGenerate(callOptions) {
      const { body, warnings } = requestBody(options.modelId, callOptions, supports);
      try {
        const completion = await client.chat.completions.create(body, { signal: callOptions.abortSignal });
        return fromCompletion(completion, callOptions, warnings, options.modelId);
      } catch (error) {
        throw toUpstreamError(error, options.modelId, callOptions.abortSignal);
      }
    },
    async doStream(callOptions) {
      const { body, warnings } = requestBody(options.modelId, callOptions, supports);
      let stream: AsyncIterable<ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          { ...body, stream: true, ...(supports.streamUsage === false ? {} : { stream_options: { include_usage: true } }) },
          { signal: callOptions.abortSignal },
        );
      } catch (error) {
        throw toUpstreamError(error, options.modelId, callOptions.abortSignal);
      }
      return { stream: streamParts(stream, callOptions, options.modelId), warnings };
    },
  };
}

async function* streamParts(stream: AsyncIterable<ChatCompletionChunk>, options: CallOptions, modelId: string): AsyncIterable<StreamPart> {
  let text = '';
  let finish: string | undefined;
  let usage: ChatCompletionChunk['usage'];
  let answeredBy = modelId;
  const logprobs: TokenLogprob[] = [];
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  try {
    for await (const chunk of stream) {
      answeredBy = chunk.model ?? answeredBy;
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      const delta = choice.delta;
      if (delta?.content) {
        text += delta.content;
        yield { type: 'text-delta', delta: delta.content };
      }
      for (const call of delta?.tool_calls ?? []) {
        const entry = calls.get(call.index) ?? { id: '', name: '', arguments: '' };
        if (call.id) entry.id = call.id;
        if (call.function?.name) entry.name += call.function.name;
        if (call.function?.arguments) entry.arguments += call.function.arguments;
        calls.set(call.index, entry);
      }
      logprobs.push(...(logprobsOf(choice.logprobs?.content) ?? []));
      if (choice.finish_reason) finish = choice.finish_reason;
    }
  } catch (error) {
    throw toUpstreamError(error, modelId, options.abortSignal);
  }
  if (finish === undefined) {
    // A stream that ends without a finish reason was cut: never pass it off as a complete answer.
    throw new UpstreamError(`Upstream LLM ${modelId} stream ended before the answer was complete.`, { model: modelId, kind: 'protocol' }, { retryable: false });
  }
  for (const call of [...calls.entries()].sort(([left], [right]) => left - right).map(([, entry]) => entry)) {
    yield { type: 'tool-call', id: call.id, name: call.name, arguments: call.arguments };
  }
  const outputText = text + [...calls.values()].map((call) => call.arguments).join('');
  yield {
    type: 'finish',
    finishReason: FINISH[finish] ?? 'other',
    usage: usageOf(usage, options, outputText),
    response: { modelId: answeredBy },
    ...(logprobs.length ? { logprobs } : {}),
  };
}
