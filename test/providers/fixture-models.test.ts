import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { DEFAULT_IGNORE_RULES, FixtureLedger, FixtureStore, createRecordingModel, createReplayModel } from '../../src/providers/fixtures/index.js';
import { createSyntheticModel } from '../../src/providers/synthetic/index.js';
import { systemClock } from '../../src/runtime/clock.js';
import { baseOptions, runProviderConformance, weatherTool } from './conformance.js';

const directories: string[] = [];
afterAll(() => directories.forEach((directory) => rmSync(directory, { recursive: true, force: true })));

/** A fixture directory recorded from the synthetic model for the conformance suite's calls. */
async function recordedStore(): Promise<FixtureStore> {
  const directory = mkdtempSync(join(tmpdir(), 'swarms-local-conformance-'));
  directories.push(directory);
  const store = new FixtureStore(directory);
  const recorder = createRecordingModel(createSyntheticModel({ modelId: 'gpt-4.1', seed: 3 }), store, { rules: DEFAULT_IGNORE_RULES, secrets: [], clock: systemClock });
  const base = baseOptions();
  await recorder.doGenerate(base);
  const { stream } = await recorder.doStream(base);
  for await (const _part of stream) void _part;
  await recorder.doGenerate({
    ...base,
    messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
    tools: [weatherTool],
    toolChoice: 'required',
  });
  return store;
}

runProviderConformance({
  name: 'fixtures (recording model over synthetic)',
  toolCalls: true,
  create: async () => {
    const directory = mkdtempSync(join(tmpdir(), 'swarms-local-recorder-'));
    directories.push(directory);
    return {
      model: createRecordingModel(createSyntheticModel({ modelId: 'gpt-4.1', seed: 3 }), new FixtureStore(directory), {
        rules: DEFAULT_IGNORE_RULES,
        secrets: [],
        clock: systemClock,
      }),
    };
  },
});

runProviderConformance({
  name: 'fixtures (replay model)',
  toolCalls: true,
  create: async () => {
    const store = await recordedStore();
    return { model: createReplayModel('gpt-4.1', { store, ledger: new FixtureLedger(store), rules: DEFAULT_IGNORE_RULES, secrets: [], speed: 0 }) };
  },
});
