import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { startLoopbackUpstream } from './loopback-upstream.js';

/** One request the Gemini upstream received: the model and method from its path, its REST body and headers. */
export interface GeminiRequest {
  model: string;
  method: 'generateContent' | 'streamGenerateContent';
  body: Record<string, any>;
  headers: IncomingHttpHeaders;
}

/** A generateContent response body. */
export type GeminiResponse = Record<string, any>;

/** How the upstream answers one request instead of its default. */
export type GeminiAnswer =
  | { kind: 'response'; response: GeminiResponse }
  | { kind: 'error'; status: number; reason: string; details?: Array<Record<string, unknown>> }
  | { kind: 'stall' }
  | { kind: 'no-finish' };

/** A Gemini API server on a loopback port (port 0), speaking the REST wire format as Google documents it. */
export interface GeminiUpstream {
  baseURL: string;
  requests: GeminiRequest[];
  answerNext(...answers: GeminiAnswer[]): void;
  close(): Promise<void>;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const partsText = (parts: Array<Record<string, any>> = []) =>
  parts.map((part) => part.text ?? (part.functionResponse ? `[${part.functionResponse.name}: ${JSON.stringify(part.functionResponse.response)}]` : '')).join(' ');

/** The default answer: a forced function (mode ANY) is called with weather arguments; otherwise a text naming what it heard. */
export function defaultResponse(model: string, body: Record<string, any>): GeminiResponse {
  const forced = body.toolConfig?.functionCallingConfig?.mode === 'ANY' && body.tools?.[0]?.functionDeclarations?.length;
  const parts = forced
    ? [{ functionCall: { name: body.tools[0].functionDeclarations[0].name, args: { city: 'Paris', unit: 'celsius' } }, thoughtSignature: 'c2lnLWdlbWluaS0x' }]
    : [{ text: `Gemini ${model} heard: ${partsText(body.contents.at(-1).parts)}` }];
  const prompt = words(partsText(body.systemInstruction?.parts)) + body.contents.reduce((total: number, content: any) => total + words(partsText(content.parts)), 0);
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: prompt,
      candidatesTokenCount: words(parts.map((part: any) => part.text ?? JSON.stringify(part.functionCall)).join(' ')),
      totalTokenCount: 0,
    },
    modelVersion: model,
  };
}

const data = (response: ServerResponse, body: unknown) => response.write(`data: ${JSON.stringify(body)}\r\n\r\n`);

/** A response as stream chunks: each text part split in words, one chunk each; other parts in one chunk; the finish reason and usage on the last. */
function streamResponse(response: ServerResponse, body: GeminiResponse, withFinish: boolean): void {
  const candidate = body.candidates[0];
  const chunks: Array<Array<Record<string, any>>> = [];
  for (const part of candidate.content.parts) {
    if (typeof part.text === 'string') for (const piece of part.text.match(/\S+\s*/g) ?? []) chunks.push([{ ...part, text: piece }]);
    else chunks.push([part]);
  }
  chunks.forEach((parts, index) => {
    const last = index === chunks.length - 1;
    data(response, {
      candidates: [{ content: { role: 'model', parts }, index: 0, ...(last && withFinish ? { finishReason: candidate.finishReason } : {}) }],
      ...(last ? { usageMetadata: body.usageMetadata } : {}),
      modelVersion: body.modelVersion,
    });
  });
  response.end();
}

/** Starts a Gemini upstream on port 0; its baseURL is the API root (the SDK adds `/v1beta/models/...`). */
export async function startGeminiUpstream(): Promise<GeminiUpstream> {
  const requests: GeminiRequest[] = [];
  const planned: GeminiAnswer[] = [];
  const server = await startLoopbackUpstream((request, response) => {
    const route = /^\/v1beta\/models\/([^:/]+):(generateContent|streamGenerateContent)(\?alt=sse)?$/.exec(request.url);
    if (!route || request.method !== 'POST') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 404, message: `no route ${request.url}`, status: 'NOT_FOUND' } }));
      return;
    }
    const received: GeminiRequest = { model: route[1], method: route[2] as GeminiRequest['method'], body: JSON.parse(request.body), headers: request.headers };
    requests.push(received);
    const answer = planned.shift();
    if (answer?.kind === 'error') {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { code: answer.status, message: `${answer.reason} from the loopback upstream`, status: answer.reason, ...(answer.details ? { details: answer.details } : {}) },
        }),
      );
      return;
    }
    const body = answer?.kind === 'response' ? answer.response : defaultResponse(received.model, received.body);
    if (received.method === 'generateContent') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (answer?.kind === 'stall') data(response, { candidates: [{ content: { role: 'model', parts: [{ text: 'Thinking' }] }, index: 0 }] });
    else streamResponse(response, body, answer?.kind !== 'no-finish');
  });
  return { ...server, requests, answerNext: (...answers) => planned.push(...answers) };
}
