import type { Faker } from '@faker-js/faker';
import type { ConversationFacts } from '../conversation-facts.js';

/** Capitalises a sentence's first letter. */
export const capitalise = (text: string) => text.replace(/^\s*[a-z]/, (letter) => letter.toUpperCase());

/** Whether a phrase reads as plural ("batteries", "vendors"), so its verb agrees. */
const isPlural = (phrase: string) => /[^s'u]s$/i.test(phrase) && !/(?:is|ics|ness|news)$/i.test(phrase);

/** The verb form that agrees with a phrase: `agree('vendors', 'is', 'are')` → 'are'. */
export const agree = (phrase: string, singular: string, plural: string) => (isPlural(phrase) ? plural : singular);

/** Plain words for what a point is about when the task gives too few of its own (no generated jargon). */
const ASPECTS = ['cost', 'timing', 'the evidence so far', 'the main risk', 'who is affected', 'what it takes to start', 'the trade-offs', 'the next step'];

/** An aspect to weigh, seeded. */
export const aspect = (faker: Faker) => faker.helpers.arrayElement(ASPECTS);

/** Words of format instructions, which are not what an answer is about ("JSON object", "three bullets"). */
export const FORMAT_WORDS =
  /\b(?:json|keys?|fields?|format|bullets?|table|columns?|rows?|words?|sentences?|score|labels?|categor(?:y|ies)|respond|answer|reply|only|exactly|output|return|array|object|string|number|boolean|schema|yaml|tags?|prefix|verdict|markdown|code|function|options?|values?|intro|outro|preamble|headline|title|letter|explanation|justification|tl;?dr|summary|wrap|enclose|article|post)\b/i;

/** The phrases an answer talks about: the task's own (not its format words), else its keywords, else its topic. */
export function subjects(facts: ConversationFacts): string[] {
  const phrases = facts.phrases.filter((phrase) => !FORMAT_WORDS.test(phrase));
  const known = phrases.length ? phrases : facts.keywords.filter((word) => !FORMAT_WORDS.test(word));
  return known.length ? known : [facts.topic];
}

type Claim = (faker: Faker, phrase: string) => string;

/** Plain sentences about one phrase of the task, in several shapes. */
const CLAIMS: Claim[] = [
  (_faker, phrase) => `${capitalise(phrase)} ${agree(phrase, 'is', 'are')} the part that matters most here.`,
  (faker, phrase) => `${capitalise(phrase)} ${agree(phrase, 'depends', 'depend')} mostly on ${aspect(faker)}.`,
  (faker, phrase) =>
    `The case for ${phrase} is ${faker.helpers.arrayElement(['solid', 'reasonable', 'stronger than it first looks', 'mixed'])}, though ${aspect(faker)} still needs checking.`,
  (faker, phrase) => `A sensible first step on ${phrase} is to look closely at ${aspect(faker)}.`,
  (faker, phrase) =>
    `Expect ${phrase} to ${faker.helpers.arrayElement(['improve steadily', 'need more attention', 'become clearer with data', 'settle over the next few months'])}.`,
  (faker, phrase) =>
    `On ${phrase}, the evidence points to ${faker.helpers.arrayElement(['steady gains', 'a slower pace than hoped', 'a clear benefit', 'real but modest effects'])}.`,
];

/** One plain sentence about a phrase of the task. */
export const claim = (faker: Faker, phrase: string) => faker.helpers.arrayElement(CLAIMS)(faker, phrase);

/** Distinct sentences about the task's phrases, one per phrase in turn, as many as asked. */
export function claims(faker: Faker, phrases: string[], count: number): string[] {
  const shapes = faker.helpers.shuffle([...CLAIMS]);
  return Array.from({ length: count }, (_unused, index) => shapes[index % shapes.length](faker, phrases[index % phrases.length]));
}

/** A one-sentence reason for a choice or a score, about the task. */
export const reason = (faker: Faker, facts: ConversationFacts) =>
  `${faker.helpers.arrayElement(['This follows from', 'The deciding factor is', 'Mainly because of', 'The reason is'])} ${subjects(facts)[0]}${faker.helpers.arrayElement(['.', ` and ${aspect(faker)}.`])}`;
