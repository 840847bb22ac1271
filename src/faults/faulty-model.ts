import { ApiError } from '../errors/api-error.js';
import { sleep } from '../runtime/sleep.js';
import type { CallOptions, GenerateResult, LanguageModel, StreamPart, StreamResult } from '../providers/spec.js';
import type { FaultRule } from '../contract/schemas/fault-rule.js';

/** Completes a stub's answer from its parts (the finish reason, usage counted by the call's tokenizer): the root wiring passes providers' `completeResult`. */
export type CompleteAnswer = (partial: Partial<GenerateResult>, options: CallOptions, modelId: string) => GenerateResult;

/** The refusal text used when a refusal fault gives none. */
export const DEFAULT_REFUSAL = "I'm sorry, but I can't help with that request.";

function statusError(rule: FaultRule, model: string): ApiError {
  const status = rule.status ?? 500;
  const headers: Record<string, string> = {};
  if (rule.retryAfter !== undefined || status === 429 || status === 503) headers['Retry-After'] = String(rule.retryAfter ?? 1);
  // WireMock-style control: the rule's own headers and body win over the defaults.
  Object.assign(headers, rule.headers);
  return new ApiError('INJECTED_FAULT', `Injected fault: HTTP ${status} for model ${model}.`, { status, headers, retryable: false, body: rule.body });
}

/** A stub's answer: its text, then its tool calls, with usage counted as the model's would be. */
function stubAnswer(rule: FaultRule, options: CallOptions, modelId: string, complete: CompleteAnswer): GenerateResult {
  const content: GenerateResult['content'] = rule.text === undefined ? [] : [{ type: 'text', text: rule.text }];
  (rule.toolCalls ?? []).forEach((call, index) => {
    const text = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    content.push({ type: 'tool-call', id: `call_stub_${index + 1}`, name: call.name, arguments: text });
  });
  return complete({ content, response: { modelId, metadata: { fault: 'answer' } } }, options, modelId);
}

/** An answer that replaces the real one (a stub's, a refusal, an empty answer, a malformed tool call). */
function replacement(rule: FaultRule, options: CallOptions, modelId: string, complete: CompleteAnswer): GenerateResult | undefined {
  if (rule.kind === 'answer') return stubAnswer(rule, options, modelId, complete);
  const base = { warnings: [], response: { modelId, metadata: { fault: rule.kind } } };
  if (rule.kind === 'refusal') {
    return { ...base, content: [{ type: 'text', text: rule.message ?? DEFAULT_REFUSAL }], finishReason: 'content-filter', usage: { inputTokens: 1, outputTokens: 12 } };
  }
  if (rule.kind === 'empty-answer') return { ...base, content: [{ type: 'text', text: '' }], finishReason: 'stop', usage: { inputTokens: 1, outputTokens: 0 } };
  if (rule.kind === 'malformed-tool-call') {
    const name = options.tools?.[0]?.name ?? 'unknown_tool';
    return {
      ...base,
      content: [{ type: 'tool-call', id: 'call_malformed', name, arguments: '{"arguments": [unterminated' }],
      finishReason: 'tool-calls',
      usage: { inputTokens: 1, outputTokens: 8 },
    };
  }
  return undefined;
}

async function* replay(result: GenerateResult): AsyncIterable<StreamPart> {
  for (const part of result.content) {
    if (part.type === 'text') {
      if (part.text) yield { type: 'text-delta', delta: part.text };
    } else yield part;
  }
  yield { type: 'finish', finishReason: result.finishReason, usage: result.usage, response: result.response };
}

async function* cutAfter(parts: AsyncIterable<StreamPart>, chunks: number, model: string): AsyncIterable<StreamPart> {
  let delivered = 0;
  for await (const part of parts) {
    if (delivered >= chunks || part.type === 'finish') {
      throw new ApiError('UPSTREAM_FAILED', `Injected fault: the stream of ${model} was cut after ${delivered} chunk(s).`);
    }
    delivered += 1;
    yield part;
  }
}

/** Wraps a model so that one call suffers `rule`'s fault; `complete` finishes a stub's answer. */
export function withFault(model: LanguageModel, rule: FaultRule, complete: CompleteAnswer): LanguageModel {
  const before = async (options: CallOptions) => {
    if (rule.kind === 'latency') await sleep(rule.latencyMs ?? 1000, options.abortSignal);
    if (rule.kind === 'http-status') throw statusError(rule, options.model);
  };
  return {
    provider: model.provider,
    modelId: model.modelId,
    async doGenerate(options) {
      await before(options);
      const replaced = replacement(rule, options, model.modelId, complete);
      if (replaced) return replaced;
      if (rule.kind === 'stream-cut') throw new ApiError('UPSTREAM_FAILED', `Injected fault: the answer of ${options.model} was cut off.`);
      return model.doGenerate(options);
    },
    async doStream(options): Promise<StreamResult> {
      await before(options);
      const replaced = replacement(rule, options, model.modelId, complete);
      if (replaced) return { stream: replay(replaced), warnings: [] };
      const result = await model.doStream(options);
      if (rule.kind !== 'stream-cut') return result;
      return { ...result, stream: cutAfter(result.stream, rule.afterChunks ?? 1, options.model) };
    },
  };
}
