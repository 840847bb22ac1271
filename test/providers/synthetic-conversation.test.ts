import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/providers/spec.js';
import { factsOf, phrasesOf } from '../../src/providers/synthetic/conversation-facts.js';
import { createSyntheticModel } from '../../src/providers/synthetic/index.js';
import { syntheticText, voiceOf } from '../../src/providers/synthetic/synthetic-text.js';
import { agentCall } from '../support/agent-call.js';

const seeded = (seed: number) => {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
};

const answer = (messages: ChatMessage[], seed = 1) => syntheticText(factsOf(messages), seeded(seed));

/** The messages of an agent's call on `task` as the runtime frames them (test/support/agent-call.ts). */
const framed = (task: string, agent: { name: string; systemPrompt?: string } = { name: 'Analyst' }, history: ChatMessage[] = []) => agentCall(agent, task, history).messages;

describe('what the synthetic model reads from a conversation', () => {
  it('takes the topic from the task, without the instruction that opens it or a length request that ends it', () => {
    const topicOf = (task: string) => factsOf(framed(task)).topic;
    expect(topicOf('Summarise the outlook for electric vehicle batteries in two sentences.')).toBe('the outlook for electric vehicle batteries');
    expect(topicOf('What are good practices for onboarding new software engineers?')).toBe('good practices for onboarding new software engineers');
    expect(topicOf('Can you please compare Postgres and MySQL for analytics workloads?')).toBe('Postgres and MySQL for analytics workloads');
  });

  it('finds the key noun phrases of the task, multi-word ones first', () => {
    expect(phrasesOf('Plan a competitive analysis of cloud database vendors for a startup.')).toEqual(['competitive analysis', 'cloud database vendors', 'startup']);
  });

  it("reads the agent's name from a plain 'You are X,' system prompt", () => {
    expect(factsOf([{ role: 'system', content: 'You are Judge, an impartial judge.' }]).agentName).toBe('Judge');
    expect(factsOf([{ role: 'system', content: 'You are a helpful assistant.' }]).agentName).toBeUndefined();
  });

  it("keeps the task topic on a 'continue' turn and knows it builds on its own earlier answer", () => {
    const facts = factsOf(
      framed('Continue: improve and extend your previous answer.', { name: 'Analyst' }, [
        { role: 'user', content: 'Assess the demand for heat pumps in Northern Europe.' },
        { role: 'assistant', content: 'Heat pump demand keeps rising, led by subsidies.' },
      ]),
    );
    expect(facts.topic).toBe('the demand for heat pumps in Northern Europe');
    expect(facts.previousAuthor).toBe('my');
    expect(facts.previousPhrases).toContain('heat pump demand');
  });

  it("separates a previous agent's output from the task that follows it", () => {
    const facts = factsOf(framed('Output of the previous agent:\n[Market Analyst]\nSodium-ion chemistry is the one to watch.\n\nSummarise the outlook for grid storage.'));
    expect(facts.topic).toBe('the outlook for grid storage');
    expect(facts.previousAuthor).toBe("Market Analyst's");
    expect(facts.previousPhrases[0]).toBe('sodium-ion chemistry');
  });

  it("reads a swarm transcript: the User's task is the task, the other speakers are earlier material", () => {
    const facts = factsOf(framed('User: Summarise the outlook for grid storage.\n\nMarket Analyst: Sodium-ion chemistry is the one to watch.\n\nIt scales.'));
    expect(facts.topic).toBe('the outlook for grid storage');
    expect(facts.previousAuthor).toBe("Market Analyst's");
    expect(facts.previousPhrases[0]).toBe('sodium-ion chemistry');
    const first = factsOf(framed('User: Outlook for EV batteries?'));
    expect(first.keywords).not.toContain('user');
    expect(first.previousAuthor).toBeUndefined();
  });

  it('takes the topic from the request, not from a JSON schema the answer must match', () => {
    const schema = JSON.stringify({ type: 'object', properties: { queries: { type: 'array', items: { type: 'string' } } }, required: ['queries'] });
    const facts = factsOf(framed(`Plan the web searches for this research task:\nEV batteries\n\nReply with only a JSON object matching this schema:\n${schema}`));
    expect(facts.keywords).not.toEqual(expect.arrayContaining(['object']));
    expect(facts.keywords).not.toEqual(expect.arrayContaining(['string']));
    expect(facts.keywords).toContain('batteries');
  });
});

describe('the voice of a synthetic answer', () => {
  it('critiques as a reviewer, rules as a judge, plans as a director and combines as an aggregator', () => {
    expect(voiceOf('Critic\n\nYou review drafts.')).toBe('critique');
    expect(voiceOf('You are Judge, an impartial judge.')).toBe('verdict');
    expect(voiceOf('Director\n\nYou direct a research team.')).toBe('plan');
    expect(voiceOf('Aggregator\n\nYou aggregate the answers of other agents.')).toBe('synthesis');
    expect(voiceOf('Market Analyst\n\nYou analyse markets.')).toBe('analysis');
  });

  it('reads like a critique, a verdict with a score, or a numbered plan, from the agent call the runtime frames', async () => {
    const model = createSyntheticModel({ modelId: 'gpt-4.1', seed: 1, composeThread: false });
    const task = 'Review this draft on remote work productivity and hybrid office policies.';
    const say = async (agent: { name: string; systemPrompt: string }) =>
      (await model.doGenerate({ model: 'gpt-4.1', ...agentCall(agent, task) })).content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    expect(await say({ name: 'Critic', systemPrompt: 'You review drafts.' })).toMatch(/strength|gap|weakness|recommend/i);
    expect(await say({ name: 'Judge', systemPrompt: 'You are Judge, an impartial judge.' })).toMatch(/verdict[\s\S]*score: \d+\/10/i);
    // The director's name reaches the model as the call's caller: the framing no longer writes it in the system prompt.
    expect(await say({ name: 'Director', systemPrompt: 'You direct a research team.' })).toMatch(/^1\. .+\n2\. /m);
  });

  it('ends with a score out of ten when its instructions or task ask for one, as a model following them does, and only then', () => {
    const task = 'Assess the startup DataFlow AI for a seed investment.';
    const expert = (systemPrompt: string) => framed(task, { name: 'Technical Expert', systemPrompt });
    const scored = [
      answer(expert('You are a Technical Expert. Provide a TECHNICAL SCORE (1-10) with justification.')),
      answer(framed('Assess the startup DataFlow AI. Provide your analysis and a score from 1-10.')),
      answer(expert('Rate the pitch out of 10.')),
    ];
    for (const text of scored) expect(text.toLowerCase()).toMatch(/\nscore: ([4-9])\/10\.$/);
    expect(answer(expert('You are a Technical Expert. Give a score for each risk.'))).not.toMatch(/\/10/);
  });

  it('answers in sentences about the task, naming its topic in the first line', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = answer(framed('Explain the risks of cloud database vendor lock-in for a startup.'), seed);
      const [lead] = text.split('\n');
      expect(lead).toContain('the risks of cloud database vendor lock-in for a startup');
      expect(text).toMatch(/[.:]$/);
    }
  });

  it('quotes the tool result it is answering from', () => {
    const text = answer([
      { role: 'user', content: 'What is the weather in Oslo today?' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'get_weather', arguments: '{"city":"Oslo"}' }] },
      { role: 'tool', toolCallId: 'c1', content: 'Sunny, 21 degrees' },
    ]);
    expect(text).toContain('get_weather');
    expect(text).toContain('Sunny, 21 degrees');
  });
});
