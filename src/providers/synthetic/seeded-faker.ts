import type { Faker } from '@faker-js/faker';
// The English locale alone (with faker's base data): the package's root entry loads all ~70 locales.
import { faker } from '@faker-js/faker/locale/en';

/**
 * The one English faker, reseeded for a use: what a fresh `new Faker({ locale: [en] })` seeded the
 * same way draws, without building one per call (its constructor was a visible share of every
 * synthetic answer). Safe to share because a use draws synchronously from seeding to its last value:
 * never hold it across an `await`.
 */
export function seededFaker(seed: number): Faker {
  faker.seed(seed);
  return faker;
}
