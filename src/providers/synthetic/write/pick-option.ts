import type { Material } from './field-value.js';
import { labelFromText, yesFromText } from './label-reading.js';
import { meaningChoice, seriesChoice, thresholdChoice } from './label-meanings.js';
import { letteredChoice } from './lettered-options.js';
import { ruleChoice, scaleChoice } from './ordered-labels.js';
import { escapeRegex } from './text-patterns.js';

const YES = /^(?:yes|y|true)$/i;
const NO = /^(?:no|n|false)$/i;

/** The lines and sentences of a text that name none of the options: the material, not the rules about it. */
function withoutOptions(text: string, options: string[]): string {
  const named = options.map((option) => new RegExp(`\\b${escapeRegex(option)}\\b`, 'i'));
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !named.some((pattern) => pattern.test(sentence)))
    .join('\n');
}

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
  const instructions = `${material.facts.system}\n${text}`;
  return (
    letteredChoice(options, text) ??
    thresholdChoice(options, instructions, withoutOptions(text, options)) ??
    ruleChoice(options, material.facts.system, text) ??
    scaleChoice(options, text) ??
    seriesChoice(options, instructions, withoutOptions(text, options)) ??
    meaningChoice(options, instructions, withoutOptions(text, options)) ??
    labelFromText(options, text) ??
    material.faker.helpers.arrayElement(options)
  );
}
