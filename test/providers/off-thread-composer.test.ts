import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOptions, ChatMessage, ToolDefinition } from '../../src/providers/spec.js';
import { composeAnswer } from '../../src/providers/synthetic/compose.js';
import { OffThreadComposer as SourceComposer } from '../../src/providers/synthetic/off-thread-composer.js';
import { builtPath } from '../support/built.js';
import { agentCall } from '../support/agent-call.js';

// The worker runs the compiled module beside the composer, so the composer under test is the compiled one
// (`npm test` builds first); the answers it gives are compared with the TypeScript source's, composed here.
const compiled = pathToFileURL(builtPath('dist/providers/synthetic/off-thread-composer.js')).href;
const { OffThreadComposer } = (await import(compiled)) as typeof import('../../src/providers/synthetic/off-thread-composer.js');

const lookup: ToolDefinition = {
  name: 'lookup_heat_pump',
  description: 'Heat pump efficiency lookup by city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' }, year: { type: 'integer', minimum: 1990 }, tags: { type: 'array', items: { type: 'string' } } },
    required: ['city', 'year'],
  },
};
const tasks = [
  'Summarise the benefits of heat pumps for homes in Oslo.',
  'Write a haiku about Rust borrow checking.',
  'Compare PostgreSQL and SQLite for a team of five engineers, in three bullet points.',
  'Ünïcödé — naïve café: 東京の天気は？ 🌧️',
  '',
];

/** Varied calls: tasks, models, token limits, stops, tools, transcripts, llm_args. */
function calls(): CallOptions[] {
  const varied: CallOptions[] = [];
  tasks.forEach((task, index) => {
    const agent = { name: `Analyst ${index}` };
    const framed = agentCall(agent, task);
    varied.push({ model: 'gpt-4.1', ...framed, maxTokens: 64 });
    varied.push({ model: 'gpt-4', ...framed, maxTokens: 5 + index });
    varied.push({ model: 'gpt-4o', ...framed, stop: ['.', '\n'] });
    varied.push({ model: 'gpt-4.1', ...framed, tools: [lookup], toolChoice: 'required' });
    varied.push({ model: 'gpt-4.1', ...framed, tools: [lookup], toolChoice: 'auto', extra: { top_k: 3 }, logprobs: { top: 2 } });
    // A second turn: the first exchange is in the agent's memory, before the new ask.
    const earlier: ChatMessage[] = [
      { role: 'user', content: task },
      { role: 'assistant', content: 'First draft.' },
    ];
    varied.push({ model: 'gpt-4.1', ...agentCall(agent, `Again, shorter: ${task}`, earlier), temperature: 0.2 * index, seed: index });
  });
  return varied;
}

let composers: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(composers.map((composer) => composer.stop()));
  composers = [];
});

function started(): InstanceType<typeof OffThreadComposer> {
  const composer = new OffThreadComposer();
  composers.push(composer);
  return composer;
}

describe('composing synthetic answers on a worker thread', () => {
  it('gives, on the worker, the bytes the calling thread composes, for many calls at once', async () => {
    const composer = started();
    expect(await composer.ready()).toBe(true);
    const all = calls();
    const answers = await Promise.all(all.flatMap((options) => [7, 8].map((seed) => composer.compose(options, seed, 'model-a'))));
    const expected = all.flatMap((options) => [7, 8].map((seed) => composeAnswer(options, seed, 'model-a')));
    expect(answers.map((answer) => JSON.stringify(answer))).toEqual(expected.map((answer) => JSON.stringify(answer)));
  });

  it('answers from the worker, not the calling thread, once it is ready', async () => {
    const composer = started();
    await composer.ready();
    let settled = false;
    const answer = composer.compose(calls()[0], 1, 'model-a').then(() => {
      settled = true;
    });
    // Composed here, the answer would be settled within these microtasks; from the worker it takes a message.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(settled).toBe(false);
    await answer;
  });

  it('answers while the calling test suite has faked its timers (the calls of a turn still leave for the worker)', async () => {
    const composer = started();
    await composer.ready();
    vi.useFakeTimers();
    try {
      const options = calls()[2];
      expect(JSON.stringify(await composer.compose(options, 6, 'model-f'))).toBe(JSON.stringify(composeAnswer(options, 6, 'model-f')));
    } finally {
      vi.useRealTimers();
    }
  });

  it('composes on the calling thread until the worker is ready, with the same bytes', async () => {
    const composer = started();
    const options = calls()[3];
    const first = composer.compose(options, 2, 'model-b');
    expect(JSON.stringify(await first)).toBe(JSON.stringify(composeAnswer(options, 2, 'model-b')));
  });

  it('answers every call the worker still owed when it stopped, and later calls, on the calling thread', async () => {
    const composer = started();
    await composer.ready();
    const all = calls();
    const owed = all.map((options) => composer.compose(options, 3, 'model-c'));
    await composer.stop();
    const later = all.map((options) => composer.compose(options, 4, 'model-c'));
    expect((await Promise.all(owed)).map((answer) => JSON.stringify(answer))).toEqual(all.map((options) => JSON.stringify(composeAnswer(options, 3, 'model-c'))));
    expect((await Promise.all(later)).map((answer) => JSON.stringify(answer))).toEqual(all.map((options) => JSON.stringify(composeAnswer(options, 4, 'model-c'))));
    expect(await composer.ready()).toBe(false);
  });

  it('stops its thread when the last of its holders lets go, and starts a new one for a later call', async () => {
    const composer = started();
    const [first, second] = [composer.hold(), composer.hold()];
    expect(await composer.ready()).toBe(true);
    await first();
    await first();
    expect(await composer.ready()).toBe(true);
    // biome-ignore lint/complexity/useLiteralKeys: the worker is private; the test reads it to see its thread end.
    const thread = composer['worker']!;
    expect(thread.threadId).toBeGreaterThan(0);
    await second();
    // Node gives a thread that no longer runs the id -1.
    expect(thread.threadId).toBe(-1);
    const options = calls()[0];
    expect(JSON.stringify(await composer.compose(options, 9, 'model-h'))).toBe(JSON.stringify(composeAnswer(options, 9, 'model-h')));
    expect(await composer.ready()).toBe(true);
  });

  it('rejects a call that cannot be composed with the error the calling thread meets', async () => {
    const composer = started();
    await composer.ready();
    const broken = { model: 'gpt-4.1', messages: [{ role: 'user', content: 42 }] } as unknown as CallOptions;
    const inline = (() => {
      try {
        composeAnswer(broken, 1, 'model-d');
      } catch (error) {
        return error;
      }
    })();
    expect(inline).toBeInstanceOf(Error);
    await expect(composer.compose(broken, 1, 'model-d')).rejects.toThrow((inline as Error).message);
    // The worker keeps serving after a call it could not compose.
    expect(await composer.ready()).toBe(true);
  });

  it('starts its worker even when the first call, which the worker composes once to warm up, cannot be composed', async () => {
    const composer = started();
    const broken = { model: 'gpt-4o', messages: [{ role: 'user', content: null }] } as unknown as CallOptions;
    await expect(composer.compose(broken, 1, 'model-g')).rejects.toThrow();
    expect(await composer.ready()).toBe(true);
    const options = calls()[4];
    expect(JSON.stringify(await composer.compose(options, 1, 'model-g'))).toBe(JSON.stringify(composeAnswer(options, 1, 'model-g')));
  });

  it('composes on the calling thread when it runs from the TypeScript sources (no compiled worker beside it)', async () => {
    const composer = new SourceComposer();
    expect(await composer.ready()).toBe(false);
    const options = calls()[1];
    expect(JSON.stringify(await composer.compose(options, 5, 'model-e'))).toBe(JSON.stringify(composeAnswer(options, 5, 'model-e')));
  });
});
