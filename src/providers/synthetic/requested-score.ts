import type { Faker } from '@faker-js/faker';
import type { ConversationFacts } from './conversation-facts.js';

/** A score out of ten asked for: "SCORE (1-10)", "a score from 1 to 10", "rate it out of 10", "score: N/10". */
const ASKS_FOR_SCORE = /\b(?:score|rating|rate)\b[^.\n]{0,40}?(?:\b[01]\s*(?:-|\u2013|to)\s*10\b|\bout of 10\b|\/\s*10\b)/i;

/**
 * The score line an answer ends with when its instructions or task ask for a score out of ten, as a
 * model following them writes it (`Score: 7/10.`); undefined when none is asked for.
 */
export function requestedScore(facts: ConversationFacts, faker: Faker): string | undefined {
  if (!ASKS_FOR_SCORE.test(`${facts.identity}\n${facts.task}`)) return undefined;
  return `Score: ${faker.number.int({ min: 4, max: 9 })}/10.`;
}
