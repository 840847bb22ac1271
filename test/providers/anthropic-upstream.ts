import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { startLoopbackUpstream } from './loopback-upstream.js';

/** One request the Anthropic upstream received: its Messages API body and headers. */
export interface AnthropicRequest {
  body: Record<string, any>;
  headers: IncomingHttpHeaders;
}

/** A Messages API message (the answer of a plain call, and what a stream's events spell out). */
export interface AnthropicMessage {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: Array<Record<string, any>>;
  stop_reason: string;
  stop_sequence: null;
  usage: { input_tokens: number; output_tokens: number; cache_creation_input_tokens?: number; cache_read_input_tokens?: number };
}

/** How the upstream answers one request instead of its default (a status with an Anthropic error body, or a stream that stalls or breaks). */
export type Answer =
  | { kind: 'message'; message: AnthropicMessage }
  | { kind: 'error'; status: number; errorType: string; headers?: Record<string, string> }
  | { kind: 'stall-after-start' }
  | { kind: 'cut-before-stop' }
  | { kind: 'error-event'; errorType: string };

/** A Messages API server on a loopback port (port 0), speaking the wire format as Anthropic documents it. */
export interface AnthropicUpstream {
  baseURL: string;
  requests: AnthropicRequest[];
  /** The next requests are answered this way, in order; then the default answer again. */
  answerNext(...answers: Answer[]): void;
  close(): Promise<void>;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return (content as Array<Record<string, any>>)
    .map((block) => (block.type === 'text' ? block.text : block.type === 'tool_result' ? `[${block.tool_use_id}: ${block.content}]` : ''))
    .join(' ');
}

/**
 * The default answer: a forced tool (`any` or `tool`) is called with arguments that fit the
 * conformance suite's weather tool; otherwise a text
 * naming what it heard. With extended thinking on, a signed thinking block comes first.
 */
export function defaultMessage(body: Record<string, any>): AnthropicMessage {
  const last = body.messages.at(-1);
  const prompt = words(String(body.system ?? '')) + body.messages.reduce((total: number, message: any) => total + words(textOf(message.content)), 0);
  const content: Array<Record<string, any>> = [];
  if (body.thinking?.type === 'enabled') content.push({ type: 'thinking', thinking: 'The user wants a short answer.', signature: 'sig-EqQBCkgIARABGAIiQL' });
  const forced = ['any', 'tool'].includes(body.tool_choice?.type) && body.tools?.length;
  if (forced) {
    content.push({ type: 'tool_use', id: 'toolu_01', name: body.tools[0].name, input: { city: 'Paris', unit: 'celsius' } });
  } else content.push({ type: 'text', text: `Claude ${body.model} heard: ${textOf(last.content)}` });
  const output = content.reduce((total, block) => total + words(block.text ?? block.thinking ?? JSON.stringify(block.input ?? '')), 0);
  return {
    id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: forced ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: prompt, output_tokens: output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

const sse = (response: ServerResponse, event: Record<string, any>, written?: () => void) => response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`, written);

/** The events of a streamed message, as the Messages API sends them: every block started, filled in deltas, stopped. */
function streamMessage(response: ServerResponse, message: AnthropicMessage, cut: boolean): void {
  sse(response, { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { ...message.usage, output_tokens: 1 } } });
  sse(response, { type: 'ping' });
  message.content.forEach((block, index) => {
    if (block.type === 'text') {
      sse(response, { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      for (const piece of block.text.match(/\S+\s*/g) ?? []) sse(response, { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } });
    } else if (block.type === 'tool_use') {
      sse(response, { type: 'content_block_start', index, content_block: { ...block, input: {} } });
      const json = JSON.stringify(block.input);
      const half = Math.floor(json.length / 2);
      for (const piece of [json.slice(0, half), json.slice(half)]) sse(response, { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: piece } });
    } else if (block.type === 'thinking') {
      sse(response, { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } });
      sse(response, { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: block.thinking } });
      sse(response, { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: block.signature } });
    } else sse(response, { type: 'content_block_start', index, content_block: block });
    sse(response, { type: 'content_block_stop', index });
  });
  const delta = { type: 'message_delta', delta: { stop_reason: message.stop_reason, stop_sequence: null }, usage: { output_tokens: message.usage.output_tokens } };
  // A cut stream is cut once what came before reached the client (a connection cut before any byte is resent as stale).
  if (cut) sse(response, delta, () => response.destroy());
  else {
    sse(response, delta);
    sse(response, { type: 'message_stop' });
    response.end();
  }
}

function answer(request: AnthropicRequest, response: ServerResponse, planned: Answer | undefined): void {
  const stream = request.body.stream === true;
  if (planned?.kind === 'error') {
    const body = { type: 'error', error: { type: planned.errorType, message: `${planned.errorType} from the loopback upstream` } };
    response.writeHead(planned.status, { 'content-type': 'application/json', ...planned.headers }).end(JSON.stringify(body));
    return;
  }
  const message = planned?.kind === 'message' ? planned.message : defaultMessage(request.body);
  if (!stream) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(message));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (planned?.kind === 'stall-after-start') {
    sse(response, { type: 'message_start', message: { ...message, content: [], stop_reason: null } });
    return;
  }
  if (planned?.kind === 'error-event') {
    sse(response, { type: 'message_start', message: { ...message, content: [], stop_reason: null } });
    response.end(`event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: planned.errorType, message: 'Overloaded' } })}\n\n`);
    return;
  }
  streamMessage(response, message, planned?.kind === 'cut-before-stop');
}

/** Starts an Anthropic upstream on port 0; its baseURL is the API root (the SDK adds `/v1/messages`). */
export async function startAnthropicUpstream(): Promise<AnthropicUpstream> {
  const requests: AnthropicRequest[] = [];
  const planned: Answer[] = [];
  const server = await startLoopbackUpstream((request, response) => {
    if (request.url !== '/v1/messages' || request.method !== 'POST') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: request.url } }));
      return;
    }
    const received = { body: JSON.parse(request.body) as Record<string, any>, headers: request.headers };
    requests.push(received);
    answer(received, response, planned.shift());
  });
  return { ...server, requests, answerNext: (...answers) => planned.push(...answers) };
}
