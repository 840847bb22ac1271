import { chatCompletionRequestSchema } from '../../contract/schemas/chat-completions.js';
import { isClientDisconnected } from '../../errors/client-disconnected.js';
import { createRunContext } from '../../orchestration/create-run-context.js';
import type { ModelCallResult } from '../../orchestration/model-call.js';
import type { RunContext } from '../../orchestration/run-context.js';
import { runChatCompletion } from '../../orchestration/runs/chat-completion.js';
import { agentUsageBlock, loggedUsage } from '../../orchestration/runs/usage-block.js';
import { jobIds } from '../../runtime/ids.js';
import type { FinishReason } from '../../providers/spec.js';
import { openEventStream, requireOpen } from '../sse.js';
import { chatStreamErrorFrame } from '../error-handler.js';
import { defineRoute, type RouteDefinition, type StreamDescription, tagRoutes } from '../route.js';
import { chatCompletionResponseSchema } from '../../contract/schemas/responses/agent-responses.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';

const FINISH_REASONS: Record<FinishReason, string> = {
  stop: 'stop',
  length: 'length',
  'tool-calls': 'tool_calls',
  'content-filter': 'content_filter',
  error: 'stop',
  other: 'stop',
};

/** Tool calls as OpenAI's message has them; stream deltas also carry each call's `index`, messages do not. */
function openAiToolCalls(result: ModelCallResult) {
  return result.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }));
}

function openAiToolCallDeltas(result: ModelCallResult) {
  return openAiToolCalls(result).map((call, index) => ({ index, ...call }));
}

function openAiUsage(result: ModelCallResult) {
  const { inputTokens, outputTokens } = result.usage;
  return { prompt_tokens: inputTokens, completion_tokens: outputTokens, total_tokens: inputTokens + outputTokens };
}

function completionBody(id: string, created: number, model: string, result: ModelCallResult) {
  const toolCalls = openAiToolCalls(result);
  return {
    id,
    object: 'chat.completion',
    created,
    model,
    system_fingerprint: 'swarms-local',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: toolCalls.length && !result.text ? null : result.text, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) },
        logprobs: result.logprobs ? { content: result.logprobs.map((entry) => ({ token: entry.token, logprob: entry.logprob, top_logprobs: entry.top })) } : null,
        finish_reason: FINISH_REASONS[result.finishReason],
      },
    ],
    usage: openAiUsage(result),
  };
}

function accounting(runContext: RunContext, id: string, success: boolean) {
  const cost = agentUsageBlock(runContext.usage, runContext.config.pricing).total_cost;
  return { jobId: id, success, usage: loggedUsage(runContext.usage, cost), agentConfigs: [] };
}

/** The frames of a streamed chat completion: OpenAI's, every frame without an event name. */
const CHAT_STREAM: StreamDescription = {
  when: '`stream: true` in the body',
  events: [
    { event: null, data: 'a `chat.completion.chunk` whose delta is `{role: "assistant", content: ""}`' },
    { event: null, data: 'one `chat.completion.chunk` per piece of text: `choices[0].delta.content`' },
    { event: null, data: 'a chunk with `delta.tool_calls` (each with its `index`) when the model called tools' },
    { event: null, data: 'a chunk with an empty delta and the `finish_reason`' },
    { event: null, data: 'with `stream_options.include_usage`: a chunk with no choices and the `usage`' },
    { event: null, data: '`{error: {message, type, code, param}}` when the run fails after the stream opened' },
    { event: null, data: 'the literal `[DONE]`, always last' },
  ],
};

/** `POST /v1/chat/completions`: OpenAI-compatible, with `Authorization: Bearer` accepted and OpenAI's error shape. */
export const chatCompletionRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.chat, [
  defineRoute({
    method: 'post',
    path: '/v1/chat/completions',
    summary: 'OpenAI chat completion answered by an agent (streams too).',
    response: chatCompletionResponseSchema,
    billable: true,
    errorStyle: 'openai',
    streams: CHAT_STREAM,
    body: chatCompletionRequestSchema,
    handler: async (context) => {
      const { deps, body } = context;
      const id = jobIds.chat(deps.ids);
      const created = Math.floor(deps.clock.now() / 1000);
      const model = body.model;
      if (!body.stream) {
        const runContext = createRunContext(deps, context.runScope);
        const result = await runChatCompletion(runContext, body);
        return { body: completionBody(id, created, model, result), run: accounting(runContext, id, true) };
      }
      const chunk = (delta: object, finishReason: string | null, extra: object = {}) => ({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: 'swarms-local',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        ...extra,
      });
      let stream: ReturnType<typeof openEventStream> | undefined;
      const runContext = createRunContext(deps, context.runScope, {
        streaming: true,
        events: (event) => {
          if (event.type === 'text-delta') stream?.send(undefined, chunk({ content: event.delta }, null));
        },
      });
      runContext.router.assertAvailable(model);
      stream = openEventStream(context.response);
      stream.send(undefined, chunk({ role: 'assistant', content: '' }, null));
      try {
        const result = await runChatCompletion(runContext, body);
        requireOpen(stream, context.signal);
        await context.recordRun(200, completionBody(id, created, model, result), accounting(runContext, id, true));
        const toolCalls = openAiToolCallDeltas(result);
        if (toolCalls.length) stream.send(undefined, chunk({ tool_calls: toolCalls }, null));
        stream.send(undefined, chunk({}, FINISH_REASONS[result.finishReason]));
        if (body.stream_options?.include_usage) stream.send(undefined, { ...chunk({}, null), choices: [], usage: openAiUsage(result) });
      } catch (error) {
        const disconnected = isClientDisconnected(context.signal.reason);
        const failure = disconnected ? { status: 499, message: 'The client disconnected.' } : context.failure(error);
        await context.recordRun(
          failure.status,
          { error: { message: failure.message } },
          {
            ...accounting(runContext, id, false),
            note: disconnected ? 'client-disconnected' : `stream-error: ${failure.message}`,
          },
        );
        stream.send(undefined, chatStreamErrorFrame(failure));
      }
      stream.sendRaw('[DONE]');
      stream.end();
      return { streamed: true };
    },
  }),
]);
