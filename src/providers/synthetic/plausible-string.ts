import type { Faker } from '@faker-js/faker';

/** What the conversation offers to make sampled values plausible. */
export interface SampleHints {
  /** The conversation's topic words, the task's first. */
  words: string[];
  /** The task's key noun phrases ("small bakery price", "weekend farmers market"), multi-word ones first. */
  phrases: string[];
  /** Place names the conversation mentions ("Paris" in "weather in Paris"), in order. */
  places: string[];
}

/** No hints: values come from faker alone. */
export const NO_HINTS: SampleHints = { words: [], phrases: [], places: [] };

const capitalise = (text: string) => text.replace(/^\w/, (letter) => letter.toUpperCase());

/** A short phrase from the hints (the task's first key phrase, else its first words), or a faker noun when there are none. */
const topicPhrase = (faker: Faker, hints: SampleHints, count: number) =>
  hints.phrases[0] ?? (hints.words.slice(0, count).join(' ') || faker.helpers.arrayElement(['cost', 'quality', 'timing', 'demand']));

/**
 * One piece of work on the task: one of its key phrases, with another as what to mind ("Assess sourdough
 * loaves with attention to weekend farmers market"), so a plan or an order names the task's own subject.
 */
function workOnTask(faker: Faker, hints: SampleHints): string {
  const verb = faker.helpers.arrayElement(['Focus on', 'Investigate', 'Assess', 'Explain', 'Compare']);
  if (!hints.phrases.length) return `${verb} ${topicPhrase(faker, hints, 3)} with attention to ${faker.helpers.arrayElement(['cost', 'quality', 'timing', 'demand'])}.`;
  const [first, second] = faker.helpers.arrayElements(hints.phrases, 2);
  return second ? `${verb} ${first} with attention to ${second}.` : `${verb} ${first}.`;
}

type Rule = [RegExp, (faker: Faker, hints: SampleHints) => string];

/**
 * Property-name rules, most specific first: the first whose pattern matches the (lower-cased)
 * property name makes the value. Conversation hints win over faker where they fit (a city the user named).
 */
const RULES: Rule[] = [
  [/e-?mail/, (faker) => faker.internet.email().toLowerCase()],
  [/url|link|website|homepage|href/, (faker) => faker.internet.url()],
  [/phone|mobile/, (faker) => faker.phone.number({ style: 'international' })],
  [/city|town|destination|location|place/, (faker, hints) => hints.places[0] ?? faker.location.city()],
  [/country/, (faker) => faker.location.country()],
  [/address|street/, (faker) => faker.location.streetAddress()],
  [/zip|postal|postcode/, (faker) => faker.location.zipCode()],
  [/currency/, (faker) => faker.finance.currencyCode()],
  [/colou?r/, (faker) => faker.color.human()],
  [/first_?name|given_?name/, (faker) => faker.person.firstName()],
  [/last_?name|surname|family_?name/, (faker) => faker.person.lastName()],
  [/user_?name|handle|login/, (faker) => faker.internet.username()],
  [/company|organi[sz]ation|vendor|employer|brand/, (faker) => faker.company.name()],
  [/author|person|customer|contact|full_?name|owner|assignee/, (faker) => faker.person.fullName()],
  [/(^|_)(id|key|token)$/, (faker) => faker.string.alphanumeric({ length: 12, casing: 'lower' })],
  [/(date|day|deadline)$/, (faker) => faker.date.between({ from: '2024-01-01', to: '2027-12-31' }).toISOString().slice(0, 10)],
  [/time$|timestamp/, (faker) => faker.date.between({ from: '2024-01-01', to: '2027-12-31' }).toISOString()],
  [
    /name$/,
    (faker, hints) =>
      `${capitalise(hints.words[0] ?? faker.helpers.arrayElement(['cost', 'quality', 'timing', 'demand']))} ${faker.helpers.arrayElement(['Analyst', 'Researcher', 'Strategist', 'Specialist', 'Reviewer'])}`,
  ],
  [/title|headline|subject|heading/, (faker, hints) => `${capitalise(topicPhrase(faker, hints, 3))}: ${faker.company.catchPhrase().toLowerCase()}`],
  [/^q$|query|search|keyword|topic/, (faker, hints) => topicPhrase(faker, hints, 3)],
  [/prompt|description|task|reason|summary|content|text|message|instruction|note|comment|rationale|explanation|plan|answer|goal|objective/, workOnTask],
];

/** A plausible string for a property, chosen by its name; a topic word or faker noun when no rule fits. */
export function plausibleString(name: string, faker: Faker, hints: SampleHints): string {
  const key = name.toLowerCase();
  const rule = RULES.find(([pattern]) => pattern.test(key));
  if (rule) return rule[1](faker, hints);
  return hints.words.length ? faker.helpers.arrayElement(hints.words) : faker.word.noun();
}
