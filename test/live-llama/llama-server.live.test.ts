/**
 * Protocol-level tests straight against a real llama.cpp server running the tiny generated model,
 * through the openai SDK: what the OpenAI wire promises (usage, streaming, logprobs, cancellation)
 * holds for a server nobody on the team wrote.
 */
import { encode } from 'gpt-tokenizer/encoding/r50k_base';
import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLlamaServer, type RunningLlamaServer } from '../../scripts/llama/start-server.js';

const shared = inject('llamaServer');
// Retries only matter for a keep-alive connection llama-server closed as it was reused (seen once in CI-like runs).
const client = new OpenAI({ baseURL: shared.baseURL, apiKey: 'not-checked', maxRetries: 2 });
const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Say something about swarms.' }];
// The model's tokenizer is GPT-2's (r50k_base); its ChatML template renders the prompt as below.
const templatedPrompt = '<|im_start|>user\nSay something about swarms.<|im_end|>\n<|im_start|>assistant\n';

const complete = () => client.chat.completions.create({ model: shared.model, messages, temperature: 0, max_tokens: 24 });

async function collectStream(): Promise<ChatCompletionChunk[]> {
  const stream = await client.chat.completions.create({
    model: shared.model,
    messages,
    temperature: 0,
    max_tokens: 24,
    stream: true,
    stream_options: { include_usage: true },
  });
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('llama-server speaking the OpenAI chat completions wire', () => {
  it('lists the served model under its alias', async () => {
    const models = await client.models.list();
    expect(models.data.map((model) => model.id)).toContain(shared.model);
  });

  it('answers a non-streamed completion with text and usage counting the templated prompt', async () => {
    const completion = await complete();
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0].message.role).toBe('assistant');
    expect(completion.choices[0].message.content?.length).toBeGreaterThan(0);
    expect(['length', 'stop']).toContain(completion.choices[0].finish_reason);
    const usage = completion.usage!;
    expect(usage.prompt_tokens).toBe(encode(templatedPrompt).length);
    expect(usage.completion_tokens).toBeGreaterThan(0);
    expect(usage.completion_tokens).toBeLessThanOrEqual(24);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
  });

  it('gives the same text and usage at temperature 0 every time', async () => {
    const [first, second] = [await complete(), await complete()];
    expect(second.choices[0].message.content).toBe(first.choices[0].message.content);
    expect(second.usage).toEqual(first.usage);
  });

  it('streams role first, then deltas, a finish reason and a final usage chunk with no choices', async () => {
    const chunks = await collectStream();
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    const usageChunk = chunks.at(-1)!;
    expect(usageChunk.choices).toEqual([]);
    expect(usageChunk.usage?.completion_tokens).toBeGreaterThan(0);
    const finishes = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.finish_reason).filter(Boolean));
    expect(finishes).toHaveLength(1);
    for (const chunk of chunks) expect(chunk.object).toBe('chat.completion.chunk');
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
  });

  it('streams exactly the text and usage of the non-streamed completion at temperature 0', async () => {
    const [plain, chunks] = [await complete(), await collectStream()];
    const streamedText = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(streamedText).toBe(plain.choices[0].message.content);
    expect(chunks.at(-1)?.usage).toMatchObject({
      prompt_tokens: plain.usage!.prompt_tokens,
      completion_tokens: plain.usage!.completion_tokens,
      total_tokens: plain.usage!.total_tokens,
    });
  });

  it('returns per-token log probabilities with the five best alternatives, the greedy pick first', async () => {
    const completion = await client.chat.completions.create({
      model: shared.model,
      messages,
      temperature: 0,
      max_tokens: 8,
      logprobs: true,
      top_logprobs: 5,
    });
    const tokens = completion.choices[0].logprobs?.content ?? [];
    expect(tokens).toHaveLength(completion.usage!.completion_tokens);
    expect(tokens.map((token) => token.token).join('')).toBe(completion.choices[0].message.content);
    for (const token of tokens) {
      expect(token.logprob).toBeLessThanOrEqual(0);
      expect(token.top_logprobs).toHaveLength(5);
      const alternatives = token.top_logprobs.map((alternative) => alternative.logprob);
      expect(alternatives).toEqual([...alternatives].sort((left, right) => right - left));
      expect(token.top_logprobs[0].token).toBe(token.token);
    }
  });

  it('rejects an invalid parameter with a 400 in the OpenAI error shape', async () => {
    const invalid = { model: shared.model, messages, response_format: { type: 'nonsense' } };
    const failure = await client.chat.completions.create(invalid as unknown as ChatCompletionCreateParamsNonStreaming).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAI.BadRequestError);
    const { status, error } = failure as InstanceType<typeof OpenAI.BadRequestError>;
    expect(status).toBe(400);
    expect(error).toMatchObject({ type: 'invalid_request_error', message: expect.stringContaining('response_format') });
  });
});

describe('llama-server cancelling a generation whose client went away', () => {
  // A private one-slot server, so its logs and its only slot belong to this test alone.
  let server: RunningLlamaServer;
  beforeAll(async () => {
    server = await startLlamaServer({ binary: shared.binary, model: shared.modelPath, parallel: 1, ctx: 4096 });
  });
  afterAll(() => server?.close());

  it('logs the cancelled task and releases the slot long before max_tokens when a stream is aborted', async () => {
    const privateClient = new OpenAI({ baseURL: server.baseURL, apiKey: 'not-checked', maxRetries: 0 });
    const maxTokens = 3000;
    const linesBefore = server.logs().length;
    const stream = await privateClient.chat.completions.create({
      model: 'tiny-llama',
      messages,
      temperature: 0,
      max_tokens: maxTokens,
      stream: true,
      // Without this a random model may emit end-of-text early and finish on its own.
      ignore_eos: true,
    } as OpenAI.Chat.ChatCompletionCreateParamsStreaming);
    let deltas = 0;
    for await (const chunk of stream) {
      if (chunk.choices[0]?.delta.content) deltas += 1;
      if (deltas === 8) {
        stream.controller.abort();
        break;
      }
    }
    const cancelLine = await server.waitForLog(/cancel task, id_task = \d+/, { fromLine: linesBefore });
    const cancelIndex = server.logs().indexOf(cancelLine, linesBefore);
    const released = await server.waitForLog(/stop processing: n_tokens = \d+/, { fromLine: cancelIndex });
    const tokensInSlot = Number(/n_tokens = (\d+)/.exec(released)![1]);
    expect(tokensInSlot).toBeLessThan(encode(templatedPrompt).length + maxTokens);
    const slots = (await (await fetch(`http://127.0.0.1:${server.port}/slots`)).json()) as { is_processing: boolean }[];
    expect(slots.map((slot) => slot.is_processing)).toEqual([false]);
  });

  it('serves the next request on the released slot', async () => {
    const privateClient = new OpenAI({ baseURL: server.baseURL, apiKey: 'not-checked', maxRetries: 0 });
    const completion = await privateClient.chat.completions.create({ model: 'tiny-llama', messages, max_tokens: 4 });
    expect(completion.usage?.completion_tokens).toBeGreaterThan(0);
  });
});
