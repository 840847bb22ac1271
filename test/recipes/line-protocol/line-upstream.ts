import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a line upstream received. */
export interface LineRequest {
  stream: boolean;
  authorization: string | undefined;
  body: { model: string; turns: Array<{ speaker: string; text: string }>; limit?: number };
}

/** A line-protocol server on a loopback port: answers from the last turn, records its requests, fails on request. */
export interface LineUpstream {
  baseURL: string;
  requests: LineRequest[];
  /** The next `times` requests are answered with this status (and `Retry-After: 0`). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/** The answer a line upstream gives to a request, split in the pieces it streams. */
export function lineReply(body: LineRequest['body']): string[] {
  const last = body.turns[body.turns.length - 1]?.text ?? '';
  return ['Line ', `${body.model} `, 'heard: ', last];
}

/** Starts a line upstream on port 0. */
export async function startLineUpstream(): Promise<LineUpstream> {
  const requests: LineRequest[] = [];
  const failures: number[] = [];
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as LineRequest['body'];
    const stream = (request.url ?? '').includes('stream=true');
    requests.push({ stream, authorization: request.headers.authorization, body });
    const failure = failures.shift();
    if (failure !== undefined) {
      response.writeHead(failure, { 'retry-after': '0' }).end(`line upstream failed with ${failure}`);
      return;
    }
    const pieces = lineReply(body);
    const counted = { prompt: body.turns.reduce((total, turn) => total + words(turn.text), 0), reply: words(pieces.join('')) };
    if (!stream) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ reply: pieces.join(''), counted }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    for (const piece of pieces) response.write(`${JSON.stringify({ piece })}\n`);
    response.end(`${JSON.stringify({ end: true, counted })}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, times = 1) => failures.push(...new Array<number>(times).fill(status)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
