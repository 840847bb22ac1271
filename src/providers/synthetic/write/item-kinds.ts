import type { Faker } from '@faker-js/faker';

/** Dates made up for a sample fall in this window, written as ISO dates. */
export const SAMPLE_DATES = { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' };

/** A plausible ISO date (YYYY-MM-DD) in the sample window, seeded. */
export const sampleDate = (faker: Faker) => faker.date.between(SAMPLE_DATES).toISOString().slice(0, 10);

/**
 * The item kinds a prompt may count ("5 first names", "4 city names", "3 ISO dates", "6 SKUs") and how one
 * value of each is made, seeded. The first pattern the counted noun matches wins (email addresses before addresses).
 */
const KINDS: Array<[RegExp, (faker: Faker) => string]> = [
  [/\be-?mails?\b|\be-?mail addresses\b/, (faker) => faker.internet.email().toLowerCase()],
  [/\bip(?:v4)? addresses\b|\bips\b/, (faker) => faker.internet.ipv4()],
  [/\bphone(?: numbers)?\b|\btelephone numbers\b/, (faker) => faker.phone.number({ style: 'international' })],
  [/\burls\b|\bwebsites\b|\blinks\b|\bweb addresses\b/, (faker) => faker.internet.url()],
  [/\bcit(?:y|ies)\b|\btowns\b/, (faker) => faker.location.city()],
  [/\bcountr(?:y|ies)\b/, (faker) => faker.location.country()],
  [/\bstreet addresses\b|\bpostal addresses\b|\baddresses\b/, (faker) => faker.location.streetAddress()],
  [/\bfirst names\b|\bgiven names\b|\bforenames\b/, (faker) => faker.person.firstName()],
  [/\blast names\b|\bsurnames\b|\bfamily names\b/, (faker) => faker.person.lastName()],
  [/\busernames\b|\buser ?names\b|\bhandles\b|\blogins\b/, (faker) => faker.internet.username().toLowerCase()],
  [/\bfull names\b|\bperson names\b|\bnames of (?:people|users|customers|employees|persons)\b|\bpeople\b|\bpersons\b/, (faker) => faker.person.fullName()],
  [/\bdates\b|\bdeadlines\b|\bbirthdays\b|\bbirth dates\b/, sampleDate],
  [/\bskus\b|\bproduct codes\b|\bitem codes\b|\bpart numbers\b/, (faker) => `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(4)}`],
  [/\buuids\b|\bguids\b/, (faker) => faker.string.uuid()],
  [/\bcolou?rs\b/, (faker) => faker.color.human()],
  [/\bjob titles\b|\broles\b/, (faker) => faker.person.jobTitle()],
];

/** `count` distinct values of the item kind a counted noun names, or undefined when the noun names none of the kinds. */
export function kindItems(noun: string, count: number, faker: Faker): string[] | undefined {
  const make = KINDS.find(([pattern]) => pattern.test(noun.toLowerCase()))?.[1];
  if (!make) return undefined;
  const items = new Set<string>();
  for (let tries = 0; items.size < count && tries < count * 6; tries += 1) items.add(make(faker));
  return [...items];
}
