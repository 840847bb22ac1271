import type { Faker, Randomizer } from '@faker-js/faker';
// The English locale alone (with faker's base data): the package's root entry loads all ~70 locales.
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { mersenne } from 'pure-rand/generator/mersenne';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * faker's own generator (a 32-bit Mersenne Twister read 53 bits at a time), seeded through pure-rand's
 * Mersenne Twister: the same numbers for the same seed, with a cheaper reseed (faker builds its 624-word
 * state in an untyped array of boxed numbers, and a synthetic answer reseeds for every use). Numeric seeds
 * only: faker seeds with an array nowhere here.
 */
function mersenneRandomizer(): Randomizer {
  let generator: RandomGenerator = mersenne(0);
  return {
    next() {
      // faker's nextF53: 27 + 26 bits of two draws, as a double in [0, 1).
      const high = generator.next() >>> 5;
      const low = generator.next() >>> 6;
      return (high * 67_108_864 + low) * 2 ** -53;
    },
    seed(seed: number | number[]) {
      if (typeof seed !== 'number') throw new TypeError('The synthetic model seeds faker with a number only.');
      generator = mersenne(seed);
    },
  };
}

/**
 * The one English faker over that generator: faker's class and the English data (with faker's base data)
 * taken from the English instance, so that neither the root entry nor its other locales are loaded.
 */
const FakerClass = englishFaker.constructor as typeof Faker;
const faker = new FakerClass({ locale: englishFaker.rawDefinitions, randomizer: mersenneRandomizer() });

/**
 * The one English faker, reseeded for a use: what a fresh `new Faker({ locale: [en] })` seeded the
 * same way draws, without building one per call (its constructor is costly next to an answer). Safe to share because a use draws synchronously from seeding to its last value:
 * never hold it across an `await`.
 */
export function seededFaker(seed: number): Faker {
  faker.seed(seed);
  return faker;
}
