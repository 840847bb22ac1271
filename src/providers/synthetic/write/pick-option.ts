import type { Material } from './field-value.js';

const GOOD = /\b(?:love[ds]?|great|excellent|amazing|good|happy|fantastic|wonderful|perfect|recommend|best|pleased|delighted|works well|fast|helpful|enjoy(?:ed)?)\b/gi;
const BAD = /\b(?:hate[ds]?|terrible|awful|bad|poor|broken|worst|slow|angry|disappointed|refund|never again|useless|unhappy|crash(?:es|ed)?|late|rude|waste)\b/gi;
const POSITIVE_OPTION = /^(?:positive|pos|happy|good|satisfied|pleased|yes|true|pass|approve[d]?|accept(?:ed)?|praise|favorable|favourable)$/i;
const NEGATIVE_OPTION = /^(?:negative|neg|unhappy|bad|angry|dissatisfied|frustrated|no|false|fail|reject(?:ed)?|complaint|unfavorable|unfavourable)$/i;

/** How the task's words lean: above zero praise, below zero complaint. */
function leaning(text: string): number {
  return (text.match(GOOD)?.length ?? 0) - (text.match(BAD)?.length ?? 0);
}

/**
 * One of the allowed values, as written: for a sentiment-like set, the one the task's words lean to (a
 * review full of praise is "positive"); else a seeded pick, so a different seed may choose differently.
 */
export function pickOption(options: string[], material: Material, field = ''): string {
  const lean = leaning(material.facts.task);
  const positive = options.find((option) => POSITIVE_OPTION.test(option));
  const negative = options.find((option) => NEGATIVE_OPTION.test(option));
  if (positive && negative && /sentiment|mood|tone|feeling|polarity|^$/i.test(field) && lean !== 0) return lean > 0 ? positive : negative;
  return material.faker.helpers.arrayElement(options);
}
