import type { Material } from './field-value.js';
import { kindItems } from './item-kinds.js';
import { capitalise, claims, FORMAT_WORDS, subjects } from './sentences.js';

/** Words that make a name of a topic word ("Sourdough House"), seeded. */
const NAME_ENDINGS = ['House', 'Works', 'Corner', 'Studio', 'Lab', 'Co.', 'Hub', 'Collective', 'Supply', 'Room', 'Point', 'Company'];
const NAME_OPENINGS = ['The', 'Little', 'North', 'Bright', 'Golden', 'Daily', 'True', 'Urban'];
/** Short line shapes for a tagline, a slogan or a headline about a topic word. */
const LINES: Array<(word: string) => string> = [
  (word) => `Fresh ${word}, every day`,
  (word) => `${capitalise(word)} done right`,
  (word) => `Where ${word} comes first`,
  (word) => `Your daily ${word}, made better`,
  (word) => `Made for ${word} lovers`,
  (word) => `Simply better ${word}`,
  (word) => `${capitalise(word)} you can count on`,
  (word) => `Good ${word} starts here`,
  (word) => `The ${word} people talk about`,
  (word) => `More ${word}, less fuss`,
];
/** Question shapes about a phrase. */
const QUESTIONS: Array<(phrase: string) => string> = [
  (phrase) => `What is ${phrase}?`,
  (phrase) => `Why does ${phrase} matter?`,
  (phrase) => `How does ${phrase} work?`,
  (phrase) => `Which factor affects ${phrase} most?`,
  (phrase) => `When was ${phrase} first described?`,
];

const words = (phrase: string) => phrase.split(/[^A-Za-z0-9]+/).filter(Boolean);
const titled = (phrase: string) => words(phrase).map(capitalise).join(' ');

/** Words naming what is counted rather than what it is about ("6 keywords", "two alternatives"). */
const COUNTED_WORDS = /^(?:keywords?|hashtags?|items?|things?|ideas?|points?|alternatives?|suggestions?|examples?|options?|names?|blog|list)$/i;

/** The topic words and phrases an item is made from, the task's own (not its format words) first; a word already inside a phrase of the pool is no item of its own. */
function pool(material: Material): string[] {
  const keywords = material.facts.keywords.filter((word) => !FORMAT_WORDS.test(word) && !/^\d/.test(word));
  const phrases = [...new Set([...subjects(material.facts), ...keywords])].filter((phrase) => !COUNTED_WORDS.test(phrase));
  const longer = phrases.filter((phrase) => phrase.includes(' ')).map((phrase) => ` ${phrase.toLowerCase()} `);
  const kept = phrases.filter((phrase) => phrase.includes(' ') || !longer.some((long) => long.includes(` ${phrase.toLowerCase()} `)));
  // The single words inside longer phrases come after every phrase, before any made-up combination.
  return kept.length ? [...kept, ...phrases.filter((phrase) => !kept.includes(phrase))] : subjects(material.facts);
}

/** Words that make a further keyword of a topic phrase once the text's own phrases are used up, seeded. */
const KEYWORD_ENDINGS = ['tips', 'guide', 'ideas', 'basics', 'checklist', 'for beginners', 'mistakes', 'trends'];

/** `count` distinct items made by `make` from the pool, the pool walked and then combined with seeded words. */
function distinct(count: number, material: Material, make: (phrase: string, round: number) => string): string[] {
  const phrases = pool(material);
  const items = new Set<string>();
  for (let tries = 0; items.size < count && tries < count * 6; tries += 1) items.add(make(phrases[tries % phrases.length], Math.floor(tries / phrases.length)));
  return [...items];
}

/**
 * `count` distinct items of the kind the prompt counts ("5 names", "6 hashtags", "ten taglines"), made from
 * the task's topic words: names read as names, hashtags as hashtags, taglines and questions as short lines,
 * anything else as short sentences about the task.
 */
export function itemsFor(noun: string | undefined, count: number, material: Material): string[] {
  const { faker } = material;
  const ofKind = noun ? kindItems(noun, count, faker) : undefined;
  if (ofKind) return ofKind;
  const kind = noun?.split(/\s+/).pop() ?? '';
  if (/^hashtags?$/.test(kind))
    return distinct(
      count,
      material,
      (phrase, round) => `#${words(phrase).map(capitalise).join('')}${round ? faker.helpers.arrayElement(['Life', 'Daily', 'Tips', 'Now', 'Community', 'Love']) : ''}`,
    );
  if (/^(?:names|brands|titles|nicknames|usernames)$/.test(kind))
    return distinct(count, material, (phrase, round) =>
      round % 2 ? `${faker.helpers.arrayElement(NAME_OPENINGS)} ${titled(phrase)}` : `${titled(phrase)} ${faker.helpers.arrayElement(NAME_ENDINGS)}`,
    );
  if (/^(?:taglines|slogans|headlines|mottos|subject)/.test(kind))
    return distinct(count, material, (phrase) => faker.helpers.arrayElement(LINES)(words(phrase).slice(-2).join(' ').toLowerCase()));
  if (/^questions$/.test(kind)) return distinct(count, material, (phrase) => faker.helpers.arrayElement(QUESTIONS)(phrase));
  if (/^(?:keywords|tags|topics|words|terms|labels|categories)$/.test(kind))
    return distinct(count, material, (phrase, round) => (round ? `${phrase} ${faker.helpers.arrayElement(KEYWORD_ENDINGS)}` : phrase));
  const sentences = claims(faker, pool(material), count);
  return [...new Set(sentences)].length === count ? sentences : sentences.map((sentence, index) => (index ? `${sentence.replace(/\.$/, '')} (${index + 1}).` : sentence));
}
