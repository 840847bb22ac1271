import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api-error.js';
import { DEFAULT_IGNORE_RULES, canonicalRequest, fixtureKey } from '../../src/providers/fixtures/index.js';
import type { GenerateResult, StreamPart } from '../../src/providers/spec.js';
import { runInScope } from '../../src/runtime/request-scope.js';
import { baseOptions, runProviderConformance, weatherTool } from './conformance.js';
import { STEP_MS, ask, collect, createFakeModel, filesUnder, fixtureBench, textResult } from './fixtures-support.js';

const toolResult: GenerateResult = {
  content: [{ type: 'tool-call', id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris","unit":"celsius"}' }],
  finishReason: 'tool-calls',
  usage: { inputTokens: 40, outputTokens: 12 },
  warnings: [],
  response: { modelId: 'fake-upstream-1' },
};

/** What a caller sees of a result, without the metadata layers add on top. */
const answerOf = (result: GenerateResult) => ({ content: result.content, finishReason: result.finishReason, usage: result.usage });
const withoutFinishMetadata = (parts: StreamPart[]) => parts.map((part) => (part.type === 'finish' ? { ...part, response: { modelId: part.response.modelId } } : part));
const keyOf = (options: ReturnType<typeof ask>, secrets: string[] = []) => fixtureKey(canonicalRequest(options, DEFAULT_IGNORE_RULES, secrets));

runProviderConformance({
  name: 'fixtures (replay of calls recorded from a fake model)',
  toolCalls: true,
  create: async () => {
    const bench = fixtureBench();
    const answer = textResult('Battery costs keep falling. Demand keeps rising.');
    const recorder = bench.recorder(createFakeModel([answer, answer, toolResult]));
    await recorder.doGenerate(baseOptions());
    await collect((await recorder.doStream(baseOptions())).stream);
    await recorder.doGenerate({ ...baseOptions(), messages: [{ role: 'user', content: 'What is the weather in Paris?' }], tools: [weatherTool], toolChoice: 'required' });
    return { model: bench.replay() };
  },
});

describe('record → replay', () => {
  it('replays a recorded answer with the same content, finish reason and usage, without calling the upstream', async () => {
    const bench = fixtureBench();
    const fake = createFakeModel([textResult('Tidal power is predictable.', { inputTokens: 21, outputTokens: 4 })]);
    const recorded = await bench.recorder(fake).doGenerate(ask('Explain tidal power.'));
    const replayed = await bench.replay().doGenerate(ask('Explain tidal power.'));

    expect(fake.calls).toHaveLength(1);
    expect(answerOf(replayed)).toEqual({ content: [{ type: 'text', text: 'Tidal power is predictable.' }], finishReason: 'stop', usage: { inputTokens: 21, outputTokens: 4 } });
    expect(answerOf(replayed)).toEqual(answerOf(recorded));
    expect(replayed.response.metadata?.fixture).toEqual({ key: keyOf(ask('Explain tidal power.')), hit: true });
    expect(filesUnder(bench.directory)).toEqual([join('gpt-4.1', `${keyOf(ask('Explain tidal power.'))}.json`)]);
  });

  it('replays a recorded stream instantly at speed 0, part for part in the recorded order', async () => {
    const bench = fixtureBench({ speed: 0 });
    const fake = createFakeModel([textResult('Wave power is young but promising.')]);
    const live = await collect((await bench.recorder(fake).doStream(ask('Explain wave power.'))).stream);
    const replayed = await collect((await bench.replay().doStream(ask('Explain wave power.'))).stream);

    expect(bench.sleeps).toEqual([]);
    expect(withoutFinishMetadata(replayed)).toEqual(withoutFinishMetadata(live));
    expect(replayed.filter((part) => part.type === 'text-delta').map((part) => (part.type === 'text-delta' ? part.delta : ''))).toEqual([
      'Wave ',
      'power ',
      'is ',
      'young ',
      'but ',
      'promising.',
    ]);
    const finish = replayed.at(-1);
    expect(finish?.type === 'finish' && finish.response.metadata?.fixture).toEqual({ key: keyOf(ask('Explain wave power.')), hit: true });
  });

  it('paces a replayed stream at the recorded gaps times the replay speed', async () => {
    for (const speed of [1, 0.5]) {
      const bench = fixtureBench({ speed });
      await collect((await bench.recorder(createFakeModel([textResult('One two three.')])).doStream(ask('Count.'))).stream);
      const replayed = await collect((await bench.replay().doStream(ask('Count.'))).stream);

      // Three words and a finish, each recorded STEP_MS after the one before.
      expect(replayed.map((part) => part.type)).toEqual(['text-delta', 'text-delta', 'text-delta', 'finish']);
      expect(bench.sleeps).toEqual([STEP_MS, STEP_MS, STEP_MS, STEP_MS].map((gap) => gap * speed));
    }
  });

  it('serves a streamed recording to an unstreamed call and a whole answer to a streamed call', async () => {
    const bench = fixtureBench();
    const recorder = bench.recorder(createFakeModel([textResult('Solar is cheap.'), textResult('Wind is cheap.')]));
    await collect((await recorder.doStream(ask('Solar?'))).stream);
    await recorder.doGenerate(ask('Wind?'));
    const replay = bench.replay();

    expect(answerOf(await replay.doGenerate(ask('Solar?')))).toEqual(answerOf(textResult('Solar is cheap.')));
    const parts = await collect((await replay.doStream(ask('Wind?'))).stream);
    expect(parts.map((part) => (part.type === 'text-delta' ? part.delta : part.type))).toEqual(['Wind is cheap.', 'finish']);
  });

  it('serves several recordings of the same request in order, then keeps answering with the last', async () => {
    const bench = fixtureBench();
    const recorder = bench.recorder(createFakeModel(['First.', 'Second.', 'Third.'].map((text) => textResult(text))));
    for (let call = 0; call < 3; call += 1) await recorder.doGenerate(ask('Roll a die.'));
    const replay = bench.replay();
    const texts = async (count: number) => {
      const answers: unknown[] = [];
      for (let call = 0; call < count; call += 1) answers.push((await replay.doGenerate(ask('Roll a die.'))).content);
      return answers.map((content) => (content as Array<{ text: string }>)[0].text);
    };

    expect(await texts(4)).toEqual(['First.', 'Second.', 'Third.', 'Third.']);
    bench.ledger.resetCursors();
    expect(await texts(1)).toEqual(['First.']);
  });

  it('keeps one replay cursor per namespace', async () => {
    const bench = fixtureBench();
    const recorder = bench.recorder(createFakeModel(['First.', 'Second.'].map((text) => textResult(text))));
    await recorder.doGenerate(ask('Roll a die.'));
    await recorder.doGenerate(ask('Roll a die.'));
    const replay = bench.replay();
    const textIn = async (namespace: string) => {
      const result = await runInScope({ namespace }, () => replay.doGenerate(ask('Roll a die.')));
      return (result.content[0] as { text: string }).text;
    };

    expect([await textIn('alpha'), await textIn('beta'), await textIn('alpha')]).toEqual(['First.', 'First.', 'Second.']);
    bench.ledger.resetCursors('alpha');
    expect([await textIn('alpha'), await textIn('beta')]).toEqual(['First.', 'Second.']);
  });

  it('matches a request that differs only in dates, times, UUIDs, job ids and unix timestamps', async () => {
    const bench = fixtureBench();
    const volatile = (date: string, time: string, uuid: string, job: string, stamp: string) =>
      ask(`On ${date} at ${time}, request ${uuid} for job ${job} (sent ${stamp}): summarise.`);
    await bench
      .recorder(createFakeModel([textResult('Summary.')]))
      .doGenerate(volatile('2026-01-05', '2026-01-05T10:00:00Z', '0b7e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'agent-0123456789abcdef0123456789abcdef', '1767607200'));
    const replayed = await bench
      .replay()
      .doGenerate(volatile('2027-03-09', '2027-03-09T23:59:59.123+02:00', 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9', 'agent-fedcba9876543210fedcba9876543210', '1804680000123'));

    expect(replayed.response.metadata?.fixture).toMatchObject({ hit: true });
  });

  it('applies configured ignore rules written as strings, alongside the defaults', async () => {
    const bench = fixtureBench({ rules: [...DEFAULT_IGNORE_RULES, { pattern: 'order #\\d+', replacement: 'order #<n>' }] });
    await bench.recorder(createFakeModel([textResult('Shipped.')])).doGenerate(ask('Where is order #1041? And order #7?'));

    expect((await bench.replay().doGenerate(ask('Where is order #2208? And order #15?'))).response.metadata?.fixture).toMatchObject({ hit: true });
    await expect(bench.replay().doGenerate(ask('Where is parcel #2208? And order #15?'))).rejects.toMatchObject({ status: 424 });
  });
});

describe('replay misses', () => {
  it('answers a changed request with a 424 naming the key, the nearest fixture, a diff and how to record it', async () => {
    const bench = fixtureBench();
    const recorder = bench.recorder(createFakeModel([textResult('Recorded.')]));
    await recorder.doGenerate(ask('Explain tidal power in two sentences.'));
    await recorder.doGenerate(ask('List every planet of the solar system with its moons and its distance from the sun.'));
    await recorder.doGenerate({ ...ask('Explain tidal power in three sentences.'), model: 'gpt-4o-mini' });
    const changed = ask('Explain tidal power in three sentences.');

    const error = await bench
      .replay()
      .doGenerate(changed)
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const { status, code, message } = error as ApiError;
    expect({ status, code }).toEqual({ status: 424, code: 'FIXTURE_MISSING' });
    expect(message).toContain(keyOf(changed));
    // Same model first: the gpt-4o-mini recording is textually closer but answers another model.
    expect(message).toContain(`Nearest recorded fixture: ${keyOf(ask('Explain tidal power in two sentences.'))}`);
    expect(message).toMatch(/^- .*Explain tidal power in two sentences\./m);
    expect(message).toMatch(/^\+ .*Explain tidal power in three sentences\./m);
    expect(message).not.toContain('planet');
    expect(message).toContain(`--mode record --fixtures ${bench.directory}`);
  });

  it('says that nothing is recorded yet when the directory is empty', async () => {
    const bench = fixtureBench();
    await expect(bench.replay().doStream(ask('Anything.'))).rejects.toMatchObject({ status: 424, message: expect.stringContaining('No fixtures are recorded') });
  });

  it('with a fallback, serves its answer on a miss and marks it as not recorded, while hits stay recordings', async () => {
    const bench = fixtureBench();
    await bench.recorder(createFakeModel([textResult('Recorded.')])).doGenerate(ask('Known question.'));
    const fallback = createFakeModel([textResult('Made up.')]);
    const replay = bench.replay({ ...fallback.model, provider: 'synthetic' });

    const missed = await replay.doGenerate(ask('New question.'));
    expect(missed.content).toEqual([{ type: 'text', text: 'Made up.' }]);
    // The miss carries why: the nearest recording and the diff against it (the dashboard shows it).
    const miss = {
      key: keyOf(ask('New question.')),
      hit: false,
      servedBy: 'synthetic',
      miss: expect.stringContaining(`Nearest recorded fixture: ${keyOf(ask('Known question.'))}`),
    };
    expect(missed.response.metadata?.fixture).toEqual(miss);
    expect((missed.response.metadata!.fixture as { miss: string }).miss).toMatch(/^\+.*New question/m);
    const streamed = await collect((await replay.doStream(ask('New question.'))).stream);
    const finish = streamed.at(-1);
    expect(finish?.type === 'finish' && finish.response.metadata?.fixture).toEqual(miss);
    expect((await replay.doGenerate(ask('Known question.'))).response.metadata?.fixture).toMatchObject({ hit: true });
    expect(fallback.calls).toHaveLength(2);
  });
});

describe('fixture files', () => {
  /** One session of calls, recorded into a directory of its own. */
  async function recordSession(): Promise<string> {
    const bench = fixtureBench();
    const recorder = bench.recorder(createFakeModel([textResult('Alpha answer.'), textResult('Beta answer.'), toolResult]));
    await recorder.doGenerate(ask('Alpha on 2026-01-05?'));
    await collect((await recorder.doStream(ask('Beta?'))).stream);
    await recorder.doGenerate(ask('Weather?', { tools: [weatherTool], toolChoice: 'auto' }));
    return bench.directory;
  }

  it("record an agent's reasoning settings in the request, so a different effort is a different fixture", async () => {
    const bench = fixtureBench();
    const fake = createFakeModel([textResult('Low effort.'), textResult('High effort.')]);
    const recorder = bench.recorder(fake);
    await recorder.doGenerate(ask('Plan it.', { reasoning: { effort: 'low' } }));
    await recorder.doGenerate(ask('Plan it.', { reasoning: { effort: 'high', budgetTokens: 1024 } }));
    expect(keyOf(ask('Plan it.', { reasoning: { effort: 'low' } }))).not.toBe(keyOf(ask('Plan it.', { reasoning: { effort: 'high' } })));
    const recorded = filesUnder(bench.directory).map((file) => JSON.parse(readFileSync(join(bench.directory, file), 'utf8')).request.reasoning);
    expect(recorded).toEqual(expect.arrayContaining([{ effort: 'low' }, { effort: 'high', budgetTokens: 1024 }]));
    expect((await bench.replay().doGenerate(ask('Plan it.', { reasoning: { effort: 'high', budgetTokens: 1024 } }))).content).toEqual([{ type: 'text', text: 'High effort.' }]);
  });

  it('are byte-identical when the same interactions are recorded again', async () => {
    const first = await recordSession();
    const second = await recordSession();

    expect(filesUnder(first)).toHaveLength(3);
    expect(filesUnder(second)).toEqual(filesUnder(first));
    for (const file of filesUnder(first)) expect(readFileSync(join(second, file), 'utf8')).toBe(readFileSync(join(first, file), 'utf8'));
  });

  it('are readable JSON with sorted keys, 2-space indent, a trailing newline and no volatile fields', async () => {
    const directory = await recordSession();
    const assertSorted = (value: unknown, path: string): void => {
      if (Array.isArray(value)) value.forEach((item, index) => assertSorted(item, `${path}[${index}]`));
      else if (value && typeof value === 'object') {
        const keys = Object.keys(value);
        expect(keys, path).toEqual([...keys].sort());
        for (const key of keys) assertSorted((value as Record<string, unknown>)[key], `${path}.${key}`);
      }
    };
    for (const file of filesUnder(directory)) {
      const text = readFileSync(join(directory, file), 'utf8');
      expect(text.endsWith('}\n')).toBe(true);
      expect(text.split('\n')[1]).toMatch(/^ {2}"/);
      const parsed = JSON.parse(text);
      assertSorted(parsed, file);
      expect(parsed).toMatchObject({ version: 2, key: file.split('/')[1].replace('.json', '') });
      expect(text).not.toContain('volatile-request-id');
      expect(text).not.toContain('abortSignal');
    }
  });

  it('store the canonical request with volatile text masked', async () => {
    const directory = await recordSession();
    const texts = filesUnder(directory).map((file) => readFileSync(join(directory, file), 'utf8'));

    expect(texts.join('\n')).toContain('Alpha on <date>?');
    expect(texts.join('\n')).not.toContain('2026-01-05');
  });
});

describe('secrets in recordings', () => {
  const PROVIDER_KEY = 'sk-proj-Zx81Qa0Lm3Np7Rt5Vw9Yb2Cd4Ef6Gh';
  const MCP_TOKEN = 'mcp-tok-7f3a9c1e5b2d8046';
  const AUTH_HEADER = 'Bearer eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.d8Kq2w';

  it('never reach disk: a known provider key, an MCP token in a message, an Authorization header value', async () => {
    const bench = fixtureBench({ secrets: [PROVIDER_KEY] });
    const options = ask(`Use MCP_TOKEN=${MCP_TOKEN} to call the tool.`, {
      messages: [
        { role: 'system', content: `Upstream key: ${PROVIDER_KEY}` },
        { role: 'user', content: `Use MCP_TOKEN=${MCP_TOKEN} to call the tool.` },
      ],
      extra: { headers: { Authorization: AUTH_HEADER }, mcp: { authorization_token: MCP_TOKEN } },
    });
    const echo = textResult(`You said ${PROVIDER_KEY}, header ${AUTH_HEADER} and token: ${MCP_TOKEN}.`);
    const recorder = bench.recorder(createFakeModel([echo, echo]));
    await recorder.doGenerate(options);
    await collect((await recorder.doStream(options)).stream);

    const onDisk = filesUnder(bench.directory)
      .map((file) => readFileSync(join(bench.directory, file), 'utf8'))
      .join('\n');
    for (const secret of [PROVIDER_KEY, MCP_TOKEN, AUTH_HEADER, AUTH_HEADER.slice('Bearer '.length)]) expect(onDisk).not.toContain(secret);
    expect(onDisk).toContain('[REDACTED]');
    // Redaction happens before hashing, so the same call still finds its fixture.
    expect((await bench.replay().doGenerate(options)).response.metadata?.fixture).toMatchObject({ hit: true });
  });
});
