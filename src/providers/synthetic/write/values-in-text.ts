import type { ExtractTarget } from '../form/answer-form.js';
import { entitiesIn } from './entities.js';

/** How many values one extraction returns at most. */
const MOST = 50;

const PATTERNS: Partial<Record<ExtractTarget, RegExp>> = {
  emails: /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/g,
  urls: /\bhttps?:\/\/[^\s<>"')\]]{1,300}|\bwww\.[^\s<>"')\]]{1,300}/g,
  // Not a piece of an id or a path ("INV-2024-0070"): nothing word-like or joined right before or after it.
  phones: /(?<![\w+./-])(?:\+\d{1,3}[ .-]?(?:\(\d{1,4}\)[ .-]?)?\d{1,5}|(?:\(\d{1,4}\)[ .-]?)?\d{2,5})(?:[ .-]\d{2,8}){1,5}\b(?![-/.]\w)/g,
  codes:
    /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b|(?<![\w@.,$€£-])(?:[A-Za-z]{1,8}[-#]?)?\d+(?:[.-][A-Za-z0-9]+)+\b|(?<![\w@.-])[A-Za-z]{1,8}-?\d{2,}[A-Za-z0-9-]*\b|(?<![\w@.-])v\d+\b/g,
  measurements:
    /(?<![\w.,])[-+]?\d[\d,]*(?:\.\d+)?\s?(?:°[CF]|%|[kKmMµ]?(?:g|L|l|m|W|Wh|V|A|Hz|B)\b|mL|ml|km|cm|mm|kWh|GB|MB|TB|ms|s\b|min\b|h\b|kg|mg|lbs?|oz|ft|in\b|mph|km\/h)/g,
  dates:
    /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?\b(?!,? \d{4}|:\d)|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b|\b\d{1,2}(?:st|nd|rd|th)? (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?,? \d{4}\b|\b\d{1,2}(?:st|nd|rd|th)? (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\b/g,
  amounts:
    /(?:[$€£¥]|\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|NOK|SEK|DKK|PLN|CZK|INR|CNY|AED|SGD|HKD|NZD|ZAR|BRL|MXN)\s?)\d{1,3}(?:[,\s]\d{3})*(?:\.\d+)?(?:\s?(?:[kKmM]|million|billion|bn))?\b|[-+−]?\b\d{1,3}(?:,\d{3})*(?:\.\d+)?\s?(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|NOK|SEK|DKK|PLN|CZK|INR|CNY|SGD|HKD|NZD|ZAR|BRL|MXN|dollars|euros|pounds)\b|[-+−]?\b\d+(?:\.\d+)?\s?(?:USD|EUR|GBP|CHF|NOK|SEK|DKK|dollars|euros|pounds)\b/g,
  numbers: /(?<![\w.,])[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)|(?<![\w.,])[-+]?\d+(?:\.\d+)?(?:\s?%)?(?![\w.]?\d)/g,
};

/** Figures written with two decimals, as prices are printed: "3.40", "1,404.20". */
const PRICES = /(?<![\w.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,]\d)/g;

/** Whether a match is a value of its kind: a phone number has seven digits or more and is no ISO date. */
const fits = (target: ExtractTarget, value: string) => target !== 'phones' || (value.replace(/\D/g, '').length >= 7 && !/^\d{4}-\d{2}-\d{2}$/.test(value));

/** Values found in the last text read, by kind: one answer asks for the same kind once per field and item. */
let readText: string | undefined;
const found = new Map<ExtractTarget, Array<{ value: string; at: number }>>();

/** The values of a kind in a text, verbatim and in order, each with where it starts; without repeats (read once per text). */
export function placedValuesIn(text: string, target: ExtractTarget): Array<{ value: string; at: number }> {
  if (readText !== text) {
    readText = text;
    found.clear();
  }
  const known = found.get(target);
  if (known) return known;
  const values = findValues(text, target);
  found.set(target, values);
  return values;
}

/** The values of a kind in a text, as `placedValuesIn` gives them. */
function findValues(text: string, target: ExtractTarget): Array<{ value: string; at: number }> {
  const pattern = PATTERNS[target];
  let matches = pattern
    ? [...text.matchAll(pattern)].map((match) => ({ value: match[0].replace(/[.,;:]+$/, '').trim(), at: match.index ?? 0 }))
    : entitiesIn(text, target).map((value) => ({ value, at: text.indexOf(value) }));
  // A receipt prints its amounts without a currency ("Coffee 3.40"): figures with two decimals are its amounts.
  if (target === 'amounts' && !matches.length) matches = [...text.matchAll(PRICES)].map((match) => ({ value: match[0], at: match.index ?? 0 }));
  const seen = new Set<string>();
  return matches.filter(({ value }) => value && fits(target, value) && !seen.has(value) && seen.add(value)).slice(0, MOST);
}

/** The values of a kind in a text, verbatim and in order, without repeats (a number never cut: "10.2", "12,500"). */
export function valuesIn(text: string, target: ExtractTarget): string[] {
  return placedValuesIn(text, target).map(({ value }) => value);
}
