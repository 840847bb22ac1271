import type { Material } from './field-value.js';
import { labelFromText, yesFromText } from './label-reading.js';
import { letteredChoice } from './lettered-options.js';
import { ruleChoice, scaleChoice } from './ordered-labels.js';

const YES = /^(?:yes|y|true)$/i;
const NO = /^(?:no|n|false)$/i;

/**
 * One of the allowed values, as written: the one the task's text decides (a review full of praise is
 * "positive", "I was charged twice" is billing, a yes the text states), else a seeded pick, so a different
 * seed may choose differently.
 */
export function pickOption(options: string[], material: Material): string {
  const text = material.facts.request;
  if (options.length === 2 && options.some((option) => YES.test(option)) && options.some((option) => NO.test(option))) {
    const yes = yesFromText(text);
    if (yes !== undefined) return options.find((option) => (yes ? YES : NO).test(option)) ?? options[0];
  }
  return (
    letteredChoice(options, text) ??
    ruleChoice(options, material.facts.system, text) ??
    scaleChoice(options, text) ??
    labelFromText(options, text) ??
    material.faker.helpers.arrayElement(options)
  );
}
