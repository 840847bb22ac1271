import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { DEFAULT_IGNORE_RULES, FixtureLedger, FixtureStore, createRecordingModel, createReplayModel, type IgnoreRule } from '../../src/providers/fixtures/index.js';
import type { CallOptions, GenerateResult, LanguageModel, StreamPart } from '../../src/providers/spec.js';

const directories: string[] = [];
afterAll(() => directories.forEach((directory) => rmSync(directory, { recursive: true, force: true })));

/** A fresh temporary directory, removed after the file's tests. */
export function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-fixtures-test-'));
  directories.push(directory);
  return directory;
}

/** Every file under a directory, relative paths, sorted. */
export function filesUnder(directory: string, prefix = ''): string[] {
  return readdirSync(join(directory, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(directory, join(prefix, entry.name)) : [join(prefix, entry.name)]))
    .sort();
}

/** A text answer with its usage. */
export const textResult = (text: string, usage = { inputTokens: 31, outputTokens: 9 }): GenerateResult => ({
  content: [{ type: 'text', text }],
  finishReason: 'stop',
  usage,
  warnings: [],
  response: { modelId: 'fake-upstream-1', metadata: { requestId: 'volatile-request-id' } },
});

/** A clock the fake model moves: each streamed chunk arrives `STEP_MS` after the previous one. */
export const STEP_MS = 40;

/**
 * A deterministic fake model: it answers from a list of results, one per call (the last repeats),
 * records its calls, and streams a result word by word, moving its clock `STEP_MS` per chunk.
 */
export function createFakeModel(results: GenerateResult[]) {
  const calls: CallOptions[] = [];
  let time = 1_000_000;
  const next = (options: CallOptions) => {
    options.abortSignal?.throwIfAborted();
    calls.push(options);
    return results[Math.min(calls.length - 1, results.length - 1)];
  };
  const model: LanguageModel = {
    provider: 'fake',
    modelId: 'fake-upstream-1',
    async doGenerate(options) {
      return next(options);
    },
    async doStream(options) {
      const result = next(options);
      const parts: StreamPart[] = [];
      for (const part of result.content) {
        if (part.type === 'tool-call') parts.push(part);
        else for (const word of part.text.match(/\S+\s*/g) ?? []) parts.push({ type: 'text-delta', delta: word });
      }
      parts.push({ type: 'finish', finishReason: result.finishReason, usage: result.usage, response: result.response });
      return {
        warnings: [],
        stream: (async function* () {
          for (const part of parts) {
            time += STEP_MS;
            yield part;
          }
        })(),
      };
    },
  };
  return { model, calls, clock: { now: () => time } };
}

/** A fixture directory with a recorder over `inner` and a replay model for the same model name. */
export function fixtureBench(options: { rules?: IgnoreRule[]; secrets?: string[]; speed?: number; directory?: string } = {}) {
  const directory = options.directory ?? temporaryDirectory();
  const store = new FixtureStore(directory);
  const ledger = new FixtureLedger(store);
  const rules = options.rules ?? DEFAULT_IGNORE_RULES;
  const secrets = options.secrets ?? [];
  const sleeps: number[] = [];
  const replayOptions = {
    store,
    ledger,
    rules,
    secrets,
    speed: options.speed ?? 0,
    sleep: async (milliseconds: number) => void sleeps.push(milliseconds),
  };
  return {
    directory,
    store,
    ledger,
    sleeps,
    recorder: (fake: ReturnType<typeof createFakeModel>) => createRecordingModel(fake.model, store, { rules, secrets, clock: fake.clock }),
    replay: (fallback?: LanguageModel) => createReplayModel('gpt-4.1', replayOptions, fallback),
  };
}

/** Reads a stream to its end. */
export async function collect(stream: AsyncIterable<StreamPart>): Promise<StreamPart[]> {
  const parts: StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

/** A plain call to gpt-4.1 with one user message. */
export const ask = (content: string, extra: Partial<CallOptions> = {}): CallOptions => ({
  model: 'gpt-4.1',
  messages: [
    { role: 'system', content: 'You are Market Analyst.' },
    { role: 'user', content },
  ],
  temperature: 0,
  maxTokens: 64,
  ...extra,
});
