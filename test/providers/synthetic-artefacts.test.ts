import { Faker, en } from '@faker-js/faker';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/providers/spec.js';
import { factsOf } from '../../src/providers/synthetic/conversation-facts.js';
import { syntheticText } from '../../src/providers/synthetic/synthetic-text.js';
import { agentCall } from '../support/agent-call.js';

const answer = (messages: ChatMessage[], seed: number) => {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return syntheticText(factsOf(messages), faker);
};

const NAMES = ['Researcher', 'Writer', 'Market Analyst', 'Judge', 'Research Director', 'Critic', 'Aggregator', 'Talker', 'Data Scientist'];
const DESCRIPTIONS = ['finds facts', 'reviews drafts', 'gives the final verdict', 'plans the work', 'summarises the inputs', ''];
const OPENINGS = [
  'Summarise',
  'Write',
  'Say hello about',
  'Explain',
  'Tell me about',
  'Write at length about',
  'Give a short overview of',
  'Discuss',
  'Plan',
  'Compare',
  'Describe briefly',
  'Talk about',
  'Share your thoughts on',
  '',
];
const TOPICS = [
  'solar power',
  'the outlook for EV batteries',
  'heat pumps in Northern Europe',
  'remote work policies',
  'the history of tides',
  'Postgres and MySQL for analytics',
  'onboarding new engineers',
];
const ENDINGS = ['.', '?', ' in two sentences.', ''];
const PREPOSITIONS = new Set(['on', 'about', 'of', 'for', 'at', 'in', 'to', 'with', 'from']);

/** Words written capitalised somewhere other than at the start of a sentence: names, places, products. */
function properWords(text: string): Set<string> {
  return new Set([...text.matchAll(/(?<![.?!:\n]\s*|^\s*)\b([A-Z][\w'-]*)/g)].map((match) => match[1].replace(/'s$/, '')));
}

/** The artefacts a reader would notice, one description each (empty: none). */
function artefacts(text: string, input: string, names: string[]): string[] {
  const found: string[] = [];
  const allowed = new Set([...properWords(input), ...names.flatMap((name) => name.split(' ')), 'I']);
  for (const sentence of text.split(/(?<=[.?!:])\s+|\n/)) {
    const words = sentence
      .replace(/^[-\d.\s]+/, '')
      .split(/\s+/)
      .filter(Boolean);
    const bare = words.map((word) => word.replace(/[^\w'-]/g, '').replace(/'s$/, ''));
    bare.forEach((word, index) => {
      if (index > 0 && word && word.toLowerCase() === bare[index - 1].toLowerCase()) found.push(`doubled word "${word}" in: ${sentence}`);
      if (index > 0 && PREPOSITIONS.has(word.toLowerCase()) && PREPOSITIONS.has(bare[index - 1].toLowerCase())) found.push(`"${bare[index - 1]} ${word}" in: ${sentence}`);
      if (index > 0 && /^[A-Z][a-z]/.test(word) && !allowed.has(word)) found.push(`task text spliced mid-sentence ("${word}") in: ${sentence}`);
    });
    for (const name of names) {
      if (sentence.split(name).length > 2) found.push(`"${name}" twice in: ${sentence}`);
    }
  }
  return found;
}

const prompt = fc.record({
  name: fc.constantFrom(...NAMES),
  description: fc.constantFrom(...DESCRIPTIONS),
  opening: fc.constantFrom(...OPENINGS),
  topic: fc.constantFrom(...TOPICS),
  ending: fc.constantFrom(...ENDINGS),
  previous: fc.option(fc.record({ name: fc.constantFrom(...NAMES), description: fc.constantFrom(...DESCRIPTIONS) }), { nil: undefined }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('synthetic text reads naturally', () => {
  it('has no doubled names or words, no stacked prepositions and no task text spliced mid-sentence, over many prompts and hand-offs', () => {
    fc.assert(
      fc.property(prompt, ({ name, description, opening, topic, ending, previous, seed }) => {
        const task = `${opening} ${topic}${ending}`.trim().replace(/^\w/, (letter) => letter.toUpperCase());
        const names = [name];
        let user = task;
        if (previous && previous.name !== name) {
          // A sequential hand-off: the previous agent's real synthetic answer, labelled as swarms label it.
          const earlier = answer(agentCall({ name: previous.name, systemPrompt: previous.description }, task).messages, seed + 1);
          user = `Output of the previous agent:\n[${previous.name}]\n${earlier}\n\n${task}`;
          names.push(previous.name);
        }
        const text = answer(agentCall({ name, systemPrompt: description }, user).messages, seed);
        expect(artefacts(text, task, names)).toEqual([]);
      }),
      { numRuns: 400, seed: 17 },
    );
  });

  it('catches the artefacts it is meant to catch', () => {
    expect(artefacts('Here is my view on Say hello about solar power.', 'Say hello about solar power', ['Talker'])).toHaveLength(1);
    expect(artefacts("This builds on Researcher's points on Researcher's view.", 'x', ['Researcher'])).toHaveLength(1);
    expect(artefacts("Here is Talker's view on at length about tides.", 'Write at length about tides', ['Talker'])).toHaveLength(1);
    expect(artefacts("Here is Talker's view on tides in Northern Europe.", 'Explain tides in Northern Europe', ['Talker'])).toEqual([]);
  });
});
