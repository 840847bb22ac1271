import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from './compiled-server.js';
import { UNLIMITED } from './agent-completions.js';

/** A local OpenAI-compatible upstream that streams a fixed answer in 20 chunks. */
async function startUpstream(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.write(chunk({ role: 'assistant', content: '' }, null));
      for (let index = 0; index < 20; index += 1) response.write(chunk({ content: `token${index} ` }, null));
      response.write(chunk({}, 'stop'));
      response.write(
        `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'bench', choices: [], usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 } })}\n\n`,
      );
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Milliseconds from sending the request until the first chunk carrying content arrives. */
async function timeToFirstContent(url: string, init: RequestInit, marker: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first < 0 && text.includes(marker)) first = performance.now() - started;
  }
  return first;
}

/** Requests of each path sent before the measured samples. */
const WARM_UP = 20;

const percentile = (values: number[], p: number) => [...values].sort((left, right) => left - right)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** The gateway's added latency: time to first streamed content through swarms-local minus directly, in one run. */
export async function benchGatewayOverhead(samples = 200): Promise<{ directP50: number; gatewayP50: number; addedP50: number; addedP99: number }> {
  const upstream = await startUpstream();
  const server = await startServer({ port: 0, db: ':memory:', mode: 'live', routes: [{ match: '*', baseURL: upstream.url }], rateLimits: UNLIMITED });
  const direct: number[] = [];
  const gateway: number[] = [];
  try {
    // Unmeasured requests first, on both paths: lazily loaded code and the JIT settle before the samples, as in every entry.
    for (let index = 0; index < samples + WARM_UP; index += 1) {
      if (index === WARM_UP) direct.length = gateway.length = 0;
      direct.push(
        await timeToFirstContent(
          `${upstream.url}/chat/completions`,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'bench', messages: [{ role: 'user', content: 'hi' }], stream: true }) },
          '"content":"token0',
        ),
      );
      gateway.push(
        await timeToFirstContent(
          `${server.url}/v1/agent/completions`,
          {
            method: 'POST',
            headers: { 'x-api-key': 'sk-bench-0000000000000000', 'content-type': 'application/json' },
            body: JSON.stringify({ agent_config: { agent_name: 'Gateway', max_tokens: 64 }, task: 'hi', stream: true }),
          },
          'event: chunk',
        ),
      );
    }
  } finally {
    await server.close();
    await upstream.close();
  }
  const result = {
    directP50: percentile(direct, 50),
    gatewayP50: percentile(gateway, 50),
    addedP50: percentile(gateway, 50) - percentile(direct, 50),
    addedP99: percentile(gateway, 99) - percentile(direct, 99),
  };
  process.stdout.write(
    `\n### Gateway overhead (time to first streamed content, ${samples} sequential requests, local OpenAI-compatible upstream, after ${WARM_UP} unmeasured requests of each)\n\n` +
      `| | p50 ms | p99 ms |\n|---|---:|---:|\n| direct to upstream | ${result.directP50.toFixed(2)} | ${percentile(direct, 99).toFixed(2)} |\n` +
      `| through swarms-local | ${result.gatewayP50.toFixed(2)} | ${percentile(gateway, 99).toFixed(2)} |\n| added by swarms-local | ${result.addedP50.toFixed(2)} | ${result.addedP99.toFixed(2)} |\n`,
  );
  return result;
}
