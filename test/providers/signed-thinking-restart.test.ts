import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient } from '../support/test-server.js';
import { startAnthropicUpstream, type AnthropicUpstream } from './anthropic-upstream.js';
import { startGeminiUpstream, type GeminiUpstream } from './gemini-upstream.js';

// A conversation whose client runs the tools (chat completions with tool calls) under extended thinking,
// continued on a new server instance: the provider must get its signed thinking back, byte for byte.

const ANTHROPIC_KEY = 'sk-ant-api03-restart-secret-1f4e7a2c9d0b';
const GEMINI_KEY = 'AIzaSy-restart-gemini-secret-8q2w4e6r';

let anthropic: AnthropicUpstream;
let gemini: GeminiUpstream;
const directories: string[] = [];
beforeAll(async () => {
  [anthropic, gemini] = await Promise.all([startAnthropicUpstream(), startGeminiUpstream()]);
});
afterAll(async () => {
  await Promise.all([anthropic.close(), gemini.close()]);
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

const weatherTool = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Look up the weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
};
const question = { role: 'user', content: 'What is the weather in Paris?' };

/** The first turn's answer (a tool call), then the turn that hands the tool result back with `result` as its content. */
const conversation = (model: string) => ({
  first: { model, max_tokens: 4000, tools: [weatherTool], messages: [question] },
  second: (toolCall: { id: string; function: { name: string; arguments: string } }, result: string) => ({
    model,
    max_tokens: 4000,
    tools: [weatherTool],
    messages: [question, { role: 'assistant', content: null, tool_calls: [{ ...toolCall, type: 'function' }] }, { role: 'tool', tool_call_id: toolCall.id, content: result }],
  }),
});

/** A server with one route of the protocol, recording (or replaying what is recorded and recording the rest) into `fixturesDir`. */
async function serverOf(route: { match: string; protocol: string; baseURL: string; apiKeyEnv: string }, mode: 'record' | 'replay-or-record', fixturesDir: string) {
  return createTestClient({
    fixturesDir,
    routes: [{ ...route, mode }],
    retries: { maxRetries: 0, baseDelayMs: 1, maxDelayMs: 5 },
    env: { ANTHROPIC_API_KEY: ANTHROPIC_KEY, GEMINI_API_KEY: GEMINI_KEY },
  });
}

/** Sends one chat completion to a server and closes it: the restart is the next server. */
async function onceThrough(server: Awaited<ReturnType<typeof serverOf>>, body: object) {
  try {
    const response = await server.post('/v1/chat/completions', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  } finally {
    await server.server.close();
  }
}

const protocols = [
  {
    protocol: 'anthropic',
    model: 'anthropic/claude-sonnet-4-5',
    route: () => ({ match: 'anthropic/*', protocol: 'anthropic', baseURL: anthropic.baseURL, apiKeyEnv: 'ANTHROPIC_API_KEY' }),
    answerWithThinking: () =>
      anthropic.answerNext({
        kind: 'message',
        message: {
          id: 'msg_restart01',
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-5',
          content: [
            { type: 'thinking', thinking: 'Paris needs a lookup; ask the tool.', signature: 'EqQBCkgIARABGAIiQLxSig+/restart==' },
            { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzixRedacted' },
            { type: 'tool_use', id: 'toolu_01RestartParis', name: 'get_weather', input: { city: 'Paris' } },
          ],
          stop_reason: 'tool_use',
          stop_sequence: null,
          usage: { input_tokens: 30, output_tokens: 20 },
        },
      }),
    toolCall: { id: 'toolu_01RestartParis', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
    requests: () => anthropic.requests.map((request) => request.body),
    /** What the upstream got back in front of the tool call of the assistant turn. */
    sentBack: (body: Record<string, any>) => body.messages[1].content.filter((block: any) => block.type !== 'tool_use'),
    expected: [
      { type: 'thinking', thinking: 'Paris needs a lookup; ask the tool.', signature: 'EqQBCkgIARABGAIiQLxSig+/restart==' },
      { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzixRedacted' },
    ],
  },
  {
    protocol: 'gemini',
    model: 'gemini/gemini-2.5-pro',
    route: () => ({ match: 'gemini/*', protocol: 'gemini', baseURL: gemini.baseURL, apiKeyEnv: 'GEMINI_API_KEY' }),
    answerWithThinking: () =>
      gemini.answerNext({
        kind: 'response',
        response: {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [
                  { text: 'Paris needs a lookup.', thought: true },
                  { functionCall: { id: 'fc_restart_paris', name: 'get_weather', args: { city: 'Paris' } }, thoughtSignature: 'CiQBcsjafRestart+Sig/Gemini==' },
                ],
              },
              finishReason: 'STOP',
              index: 0,
            },
          ],
          usageMetadata: { promptTokenCount: 30, candidatesTokenCount: 10, thoughtsTokenCount: 6 },
          modelVersion: 'gemini-2.5-pro',
        },
      }),
    toolCall: { id: 'fc_restart_paris', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
    requests: () => gemini.requests.map((request) => request.body),
    sentBack: (body: Record<string, any>) => body.contents[1].parts.map((part: any) => part.thoughtSignature),
    expected: ['CiQBcsjafRestart+Sig/Gemini=='],
  },
] as const;

for (const { protocol, model, route, answerWithThinking, toolCall: answeredCall, requests, sentBack, expected } of protocols) {
  describe(`a ${protocol} conversation with thinking, continued after a restart`, () => {
    it('sends the first answer its signed thinking back from the fixtures, byte for byte, when recording and when replaying the first turn', async () => {
      const directory = mkdtempSync(join(tmpdir(), `swarms-local-${protocol}-restart-`));
      directories.push(directory);
      const turns = conversation(model);

      answerWithThinking();
      const first = await onceThrough(await serverOf(route(), 'record', directory), turns.first);
      const toolCall = first.choices[0].message.tool_calls[0];
      expect(toolCall.function.name).toBe('get_weather');

      // A new instance over the same fixtures: nothing of the first answer is left in its memory.
      const before = requests().length;
      await onceThrough(await serverOf(route(), 'record', directory), turns.second(toolCall, '18°C and sunny'));
      const continued = requests().slice(before);
      expect(continued).toHaveLength(1);
      expect(sentBack(continued[0])).toEqual(expected);

      // Replaying the first turn from the fixtures, then a second turn that was never recorded goes upstream with the thinking.
      const replaying = await serverOf(route(), 'replay-or-record', directory);
      try {
        const replayed = await replaying.post('/v1/chat/completions', turns.first);
        expect(replayed.body.choices[0].message.tool_calls[0]).toEqual(toolCall);
        expect(requests().length).toBe(before + 1);
        const miss = await replaying.post('/v1/chat/completions', turns.second(toolCall, '9°C and raining'));
        expect(miss.status, JSON.stringify(miss.body)).toBe(200);
      } finally {
        await replaying.server.close();
      }
      const recordedAfterReplay = requests().slice(before + 1);
      expect(recordedAfterReplay).toHaveLength(1);
      expect(sentBack(recordedAfterReplay[0])).toEqual(expected);
    });

    it('finds the signed thinking of a streamed first answer too, kept from its stream', async () => {
      const directory = mkdtempSync(join(tmpdir(), `swarms-local-${protocol}-restart-stream-`));
      directories.push(directory);
      const turns = conversation(model);
      answerWithThinking();
      const streamed = await serverOf(route(), 'record', directory);
      try {
        const response = await streamed.post('/v1/chat/completions', { ...turns.first, stream: true });
        expect(response.status).toBe(200);
        expect(response.text).toContain(answeredCall.id);
      } finally {
        await streamed.server.close();
      }
      const before = requests().length;
      await onceThrough(await serverOf(route(), 'record', directory), turns.second(answeredCall, '18°C and sunny'));
      expect(sentBack(requests()[before])).toEqual(expected);
    });

    it('sends no thinking with a tool call no answer in this process or the fixtures gave', async () => {
      const directory = mkdtempSync(join(tmpdir(), `swarms-local-${protocol}-unknown-call-`));
      directories.push(directory);
      const before = requests().length;
      const unknownCall = { id: 'call_never_answered', function: { name: 'get_weather', arguments: '{"city":"Oslo"}' } };
      await onceThrough(await serverOf(route(), 'record', directory), conversation(model).second(unknownCall, '2°C'));
      const sent = requests().slice(before);
      expect(sentBack(sent[0])).toEqual(protocol === 'anthropic' ? [] : [undefined]);
    });
  });
}
