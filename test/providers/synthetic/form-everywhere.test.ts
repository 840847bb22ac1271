import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwarmsLocal, type SwarmsLocal } from '../../../src/testing/index.js';
import { sseFrames } from '../../support/sse-frames.js';
import { FROZEN_AT } from '../../support/agent-call.js';
import { agentConfigOf, syntheticAnswer } from './form-call.js';
import { formProblems } from './form-checks.js';
import type { CorpusEntry, Expect } from './form-corpus/entry.js';
import { formCorpus } from './form-corpus/index.js';

/** Every corpus entry with the agent name its kind gives it. */
const corpus = Object.values(formCorpus).flatMap(({ defaultAgent, entries }) => entries.map((entry) => ({ entry, defaultAgent })));

/** Ten entries spread evenly over the corpus, so over its kinds. */
const sample = Array.from({ length: 10 }, (_, index) => corpus[Math.floor((index * corpus.length) / 10) + 3]);

/** The corpus entry of this id. */
function entryNamed(id: string) {
  const found = corpus.find((candidate) => candidate.entry.id === id);
  if (!found) throw new Error(`no corpus entry "${id}"`);
  return found;
}

/** An entry made for one test: the checker reads the task as the input. */
const asked = (expect: Expect, task = ''): CorpusEntry => ({ id: 'made here', task, expect });

/** A server with the corpus's seed and frozen clock, so its answers can be compared with the in-process path. */
async function startLocal(seed = 0): Promise<SwarmsLocal> {
  return createSwarmsLocal({ seed, frozenAt: FROZEN_AT, synthetic: { latencyMs: 0, tokensPerSecond: 0, composeThread: false } });
}

/** Posts a JSON body to the server; the status and the text of the answer. */
async function post(local: SwarmsLocal, path: string, body: unknown, headers: Record<string, string> = local.headers) {
  const response = await fetch(`${local.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

/** The text of an agent completion's last output. */
const lastOutput = (body: { outputs: Array<{ content: unknown }> }) => String(body.outputs[body.outputs.length - 1].content);

/** The agent completion body of a corpus entry. */
const agentRun = ({ entry, defaultAgent }: { entry: CorpusEntry; defaultAgent: string }) => ({ agent_config: agentConfigOf(entry, defaultAgent), task: entry.task });

/** The file's server (seed 0, the corpus's frozen clock). */
let local: SwarmsLocal;
beforeAll(async () => {
  local = await startLocal();
});
afterAll(async () => {
  await local.close();
});

describe('the synthetic model answers in the asked form everywhere an agent answers', () => {
  it('answers ten corpus prompts through POST /v1/agent/completions in the asked form, the same bytes as the in-process path', async () => {
    expect(sample).toHaveLength(10);
    const wrong: string[] = [];
    for (const item of sample) {
      const response = await post(local, '/v1/agent/completions', agentRun(item));
      expect(response.status).toBe(200);
      const answer = lastOutput(JSON.parse(response.text));
      expect(answer).toBe(await syntheticAnswer(item.entry, item.defaultAgent));
      const problems = formProblems(answer, item.entry);
      if (problems.length) wrong.push(`${item.entry.id}: ${problems.join('; ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('streams an agent completion as the same text, chunked, as the unstreamed answer', async () => {
    for (const id of ['support ticket triage keys in the task', 'a product table with three named columns from the input']) {
      const item = entryNamed(id);
      const plain = lastOutput(JSON.parse((await post(local, '/v1/agent/completions', agentRun(item))).text));
      const chunks = sseFrames((await post(local, '/v1/agent/completions', { ...agentRun(item), stream: true })).text).filter((frame) => frame.event === 'chunk');
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.map((frame) => frame.data.content).join('')).toBe(plain);
      expect(formProblems(plain, item.entry)).toEqual([]);
    }
  });

  it('answers every item of an agent batch in its asked form', async () => {
    const items = ['a TypeScript shape, raw JSON without markdown', 'a lettered multiple choice, the letter only', 'a grader with a 1-5 score line in the system prompt'].map(
      entryNamed,
    );
    const response = await post(local, '/v1/agent/batch/completions', items.map(agentRun));
    expect(response.status).toBe(200);
    const results = JSON.parse(response.text).results as Array<{ success: boolean; outputs: Array<{ content: unknown }> }>;
    expect(results.map((result) => result.success)).toEqual([true, true, true]);
    expect(results.map((result, index) => formProblems(lastOutput(result), items[index].entry))).toEqual([[], [], []]);
  });

  it("gives a SequentialWorkflow's Checker, whose system prompt asks for JSON, a JSON answer", async () => {
    const checker = 'You check the analyst\'s findings. Answer in JSON only: an object with "approved" (true or false) and "issues" (a list of strings).';
    const response = await post(local, '/v1/swarm/completions', {
      swarm_type: 'SequentialWorkflow',
      task: 'Should the bakery on Elm Street add a weekday lunch menu of soups and sandwiches?',
      agents: [
        { agent_name: 'Analyst', system_prompt: 'You analyse small-business decisions.' },
        { agent_name: 'Checker', system_prompt: checker },
      ],
      max_loops: 1,
    });
    expect(response.status).toBe(200);
    const output = JSON.parse(response.text).output as Array<{ role: string; content: string }>;
    const answer = output.find((message) => message.role === 'Checker')?.content ?? '';
    expect(formProblems(answer, asked({ form: 'json-object', keys: { approved: 'boolean', issues: { array: 'string', minLength: 0 } }, bare: true }))).toEqual([]);
  });

  it('gives ConcurrentWorkflow agents with label prompts a label of their set', async () => {
    const agents = [
      { agent_name: 'Sentiment Labeller', system_prompt: 'Reply with one label: positive, negative or neutral.', labels: ['positive', 'negative', 'neutral'] },
      { agent_name: 'Topic Labeller', system_prompt: 'Answer with exactly one of: billing, shipping, product quality.', labels: ['billing', 'shipping', 'product quality'] },
      { agent_name: 'Urgency Judge', system_prompt: 'Does this message need a reply today? Answer yes or no.', labels: ['yes', 'no'] },
    ];
    const response = await post(local, '/v1/swarm/completions', {
      swarm_type: 'ConcurrentWorkflow',
      task: 'Customer message: my parcel was marked delivered on Monday but it never arrived, and I need the charger for a trip tomorrow.',
      agents: agents.map(({ labels: _labels, ...agent }) => agent),
      max_loops: 1,
    });
    expect(response.status).toBe(200);
    const output = JSON.parse(response.text).output as Array<{ role: string; content: string }>;
    for (const agent of agents) {
      const answer = output.find((message) => message.role === agent.agent_name)?.content ?? '';
      expect({ agent: agent.agent_name, problems: formProblems(answer, asked({ form: 'choice', options: agent.labels })) }).toEqual({ agent: agent.agent_name, problems: [] });
    }
  });

  it.each([
    ['SequentialWorkflow', {}],
    ['AgentRearrange', { rearrange_flow: 'Ana -> Ben, Cleo' }],
    ['MixtureOfAgents', {}],
    ['RoundRobin', {}],
    ['GroupChat', {}],
    ['MajorityVoting', {}],
  ])('gives %s agents whose system prompts ask for a label a label of their set', async (swarmType, extra) => {
    const prompt = 'You vote on proposals. Answer with exactly one word: approve or reject.';
    const names = ['Ana', 'Ben', 'Cleo'];
    const response = await post(local, '/v1/swarm/completions', {
      swarm_type: swarmType,
      task: 'Proposal: the town funds a skate park on the empty lot next to the library.',
      agents: names.map((name) => ({ agent_name: name, system_prompt: prompt })),
      max_loops: 1,
      ...extra,
    });
    expect(response.status).toBe(200);
    const output = (JSON.parse(response.text).output as unknown[]).flat() as Array<{ role: string; content: unknown }>;
    const answers = output.filter((message) => names.includes(message.role) && typeof message.content === 'string');
    expect(answers.length).toBeGreaterThan(0);
    const wrong = answers.flatMap((message) =>
      formProblems(String(message.content), asked({ form: 'choice', options: ['approve', 'reject'] })).map((problem) => `${message.role}: ${problem}`),
    );
    expect(wrong).toEqual([]);
  });

  it('answers POST /v1/chat/completions in the form its system message asks for, and streams the same text in chunks', async () => {
    const chat = {
      model: 'gpt-4.1',
      messages: [
        { role: 'system', content: 'You extract contacts. Reply with a JSON array of the email addresses in the message, exactly as written, and nothing else.' },
        { role: 'user', content: 'Please add olga.petrova@lumen.example and the intern, tim.baker@lumen.example, to the project channel.' },
      ],
    };
    const bearer = { authorization: `Bearer ${local.headers['x-api-key']}` };
    const plain = JSON.parse((await post(local, '/v1/chat/completions', chat, bearer)).text);
    const answer = plain.choices[0].message.content as string;
    const wanted = asked({ form: 'extract', shape: 'json-array', expected: ['olga.petrova@lumen.example', 'tim.baker@lumen.example'], bare: true }, chat.messages[1].content);
    const streamed = sseFrames((await post(local, '/v1/chat/completions', { ...chat, stream: true }, bearer)).text).filter((frame) => frame.data !== '[DONE]');
    const deltas = streamed.map((frame) => frame.data.choices?.[0]?.delta?.content ?? '').filter(Boolean);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(answer);
    expect(formProblems(answer, wanted)).toEqual([]);
  });
});

describe('format requests the model cannot satisfy', () => {
  it('answers a self-contradictory or impossible format request with a best-effort answer, never an error', async () => {
    const tasks = [
      'Reply in JSON only and also as YAML only, in exactly 3 bullets and in exactly 5 bullets, about bicycle lanes.',
      'Answer yes or no, then also answer with a number from 10 down to 1, but write nothing at all.',
      'Return a JSON array with exactly -2 items describing tide tables.',
      'Write a headline of at most 0 words about the harbour festival.',
      'Give one of these labels: (none listed). Respond with the label only.',
      'Write a ```brainfuck code block defining the class ``` and nothing else.',
    ];
    for (const task of tasks) {
      const response = await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'Helper' }, task });
      expect({ task, status: response.status }).toEqual({ task, status: 200 });
      expect(lastOutput(JSON.parse(response.text)).trim().length).toBeGreaterThan(0);
    }
  });

  it('answers a 100 kB system prompt made of format words', async () => {
    const words =
      'Return only JSON with a mood that is one of happy, sad or mixed, a certainty from 0 to 1, exactly 5 bullets, Score: N/10, <answer> tags, a ```python block, VERDICT: PASS|FAIL, at most 20 words. ';
    const system = words.repeat(Math.ceil(100_000 / words.length)).slice(0, 100_000);
    const response = await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'Stress', system_prompt: system }, task: 'How are the tomatoes doing this summer?' });
    expect(response.status).toBe(200);
    expect(lastOutput(JSON.parse(response.text)).trim().length).toBeGreaterThan(0);
  });

  it('answers 100 kB of counted arrays, bare lists, comparisons, headings, prefixes and label material in both the system prompt and the task', async () => {
    const words =
      'Answer with the label only: billing, bug or account. none, mild, or severe. One word. Either approve or reject. Give a JSON array of 5 names, each with keys city (string) and population (integer). Compare Alpha, Beta and Gamma on price, speed and setup in a table. Use the headings Summary, Risks, Next steps. Write two paragraphs. Start your reply with STATUS: followed by OK or FAIL. Extract invoice_number, date and total from this invoice as JSON: INV-2024-0070, 12 March 2024, €1,240.50, +49 30 1234567. Does the email mention a deadline? I was charged twice, terrible! ';
    const hostile = words.repeat(Math.ceil(100_000 / words.length)).slice(0, 100_000);
    const response = await post(local, '/v1/agent/completions', { agent_config: { agent_name: 'Stress', system_prompt: hostile }, task: hostile });
    expect(response.status).toBe(200);
    expect(lastOutput(JSON.parse(response.text)).trim().length).toBeGreaterThan(0);
  });
});

describe('the asked form under seeds', () => {
  it('gives the same bytes for the same request and seed from a fresh server, and keeps the form under another seed', async () => {
    const bodiesOf = async (seed: number) => {
      const fresh = await startLocal(seed);
      try {
        const bodies: string[] = [];
        for (const item of sample) bodies.push((await post(fresh, '/v1/agent/completions', agentRun(item))).text);
        return bodies;
      } finally {
        await fresh.close();
      }
    };
    const first = await bodiesOf(0);
    expect(await bodiesOf(0)).toEqual(first);
    const other = await bodiesOf(1);
    const wrong = other.flatMap((body, index) => formProblems(lastOutput(JSON.parse(body)), sample[index].entry).map((problem) => `${sample[index].entry.id}: ${problem}`));
    expect(wrong).toEqual([]);
  });

  it('varies the wording of prose and structured answers with the seed', async () => {
    const items = [...formCorpus.prose.entries.slice(0, 5), ...formCorpus.structure.entries.slice(0, 5)];
    const answers = async (seed: number) => Promise.all(items.map((entry) => syntheticAnswer(entry, 'Advisor', seed)));
    const [zero, one] = [await answers(0), await answers(1)];
    expect(zero.filter((answer, index) => answer !== one[index]).length).toBeGreaterThan(0);
  });
});
