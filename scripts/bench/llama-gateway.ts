import { provideTinyModel } from '../llama/make-tiny-model.js';
import { provideLlamaServer } from '../llama/provide-server.js';
import { startLlamaServer } from '../llama/start-server.js';
import { withStaleConnectionResend } from '../../src/providers/upstream/stale-connection-fetch.js';
import { startServer } from './compiled-server.js';
import { UNLIMITED } from './agent-completions.js';

interface StreamTiming {
  firstTokenMs: number;
  tokensPerSecond: number;
}

/** llama-server closes the connection after each streamed answer while advertising keep-alive: re-send on a dead pooled socket, as swarms-local does. */
const fetchResending = withStaleConnectionResend();

/** Streams one OpenAI chat completion and times the first content delta and the token rate after it. */
async function timedStream(url: string, headers: Record<string, string>, model: string): Promise<StreamTiming> {
  const started = performance.now();
  const response = await fetchResending(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: 'Talk about swarms.' }], max_tokens: 128, temperature: 0, stream: true, ignore_eos: true }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let first = 0;
  let deltas = 0;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      if (!frame.startsWith('data: {')) continue;
      if (JSON.parse(frame.slice(6)).choices?.[0]?.delta?.content) {
        deltas += 1;
        if (!first) first = performance.now();
      }
    }
  }
  const end = performance.now();
  return { firstTokenMs: first - started, tokensPerSecond: deltas / ((end - first) / 1000) };
}

const median = (values: number[]) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];

/** swarms-local's overhead in front of a real llama-server: time to first token and tokens/s, direct vs through, at concurrency 1 and 4. */
export async function benchLlamaGateway(requestsPerWorker = 6): Promise<void> {
  const { binary, sourceDir } = await provideLlamaServer();
  const model = await provideTinyModel(sourceDir);
  const llama = await startLlamaServer({ binary, model, alias: 'tiny-llama', parallel: 4, ctx: 4096 });
  const server = await startServer({ port: 0, db: ':memory:', mode: 'live', routes: [{ match: '*', baseURL: llama.baseURL, model: 'tiny-llama' }], rateLimits: UNLIMITED });
  process.stdout.write(
    `\n### In front of a real llama-server (tiny generated model, 128 streamed tokens, ${requestsPerWorker} requests per worker)\n\n` +
      '| concurrency | path | time to first token p50 ms | tokens/s per stream (median) |\n|---:|---|---:|---:|\n',
  );
  try {
    for (const concurrency of [1, 4]) {
      for (const [label, url, headers] of [
        ['direct', `${llama.baseURL}/chat/completions`, {}],
        ['through swarms-local', `${server.url}/v1/chat/completions`, { 'x-api-key': 'sk-bench-0000000000000000' }],
      ] as const) {
        const timings = (
          await Promise.all(
            Array.from({ length: concurrency }, async () => {
              const own: StreamTiming[] = [];
              for (let index = 0; index < requestsPerWorker; index += 1) own.push(await timedStream(url, headers, 'tiny-llama'));
              return own;
            }),
          )
        ).flat();
        process.stdout.write(
          `| ${concurrency} | ${label} | ${median(timings.map((timing) => timing.firstTokenMs)).toFixed(1)} | ${median(timings.map((timing) => timing.tokensPerSecond)).toFixed(0)} |\n`,
        );
      }
    }
  } finally {
    await server.close();
    await llama.close();
  }
}
