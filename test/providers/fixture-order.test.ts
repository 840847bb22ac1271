import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_IGNORE_RULES, FixtureLedger, FixtureStore, createRecordingModel, createReplayModel } from '../../src/providers/fixtures/index.js';
import { createScriptedModel } from '../../src/providers/scripted/index.js';
import type { GenerateResult, LanguageModel } from '../../src/providers/spec.js';
import { systemClock } from '../../src/runtime/clock.js';
import { baseOptions } from './conformance.js';

const directories: string[] = [];
afterAll(() => directories.forEach((directory) => rmSync(directory, { recursive: true, force: true })));

const textOf = (result: GenerateResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

async function drain(model: LanguageModel, options: ReturnType<typeof baseOptions>): Promise<string> {
  const { stream } = await model.doStream(options);
  let text = '';
  for await (const part of stream) if (part.type === 'text-delta') text += part.delta;
  return text;
}

describe('identical calls made at once', () => {
  it('replay in the order they started, whatever order they finished in while recording', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'swarms-local-order-'));
    directories.push(directory);
    // The call started first answers last: finishing order is the reverse of starting order.
    const upstream = createScriptedModel([], { respond: (_options, index) => `answer ${index}` });
    let started = 0;
    const slowFirst: LanguageModel = {
      ...upstream,
      provider: upstream.provider,
      modelId: upstream.modelId,
      doGenerate: async (options) => {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, started === 1 ? 60 : 5));
        return upstream.doGenerate(options);
      },
    };
    const recorder = createRecordingModel(slowFirst, new FixtureStore(directory), { rules: DEFAULT_IGNORE_RULES, secrets: [], clock: systemClock });
    const recorded = await Promise.all([recorder.doGenerate(baseOptions()), recorder.doGenerate(baseOptions())]);

    const store = new FixtureStore(directory);
    const replayer = createReplayModel('gpt-4.1', { store, ledger: new FixtureLedger(store), rules: DEFAULT_IGNORE_RULES, secrets: [], speed: 0 });
    const replayed = await Promise.all([replayer.doGenerate(baseOptions()), drain(replayer, baseOptions())]);
    expect(recorded.map(textOf)).not.toEqual([...recorded.map(textOf)].reverse());
    expect([textOf(replayed[0]), replayed[1]]).toEqual(recorded.map(textOf));
  });
});
