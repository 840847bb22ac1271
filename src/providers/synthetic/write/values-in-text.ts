import type { ExtractTarget } from '../form/answer-form.js';
import { entitiesIn } from './entities.js';

/** How many values one extraction returns at most. */
const MOST = 50;

const PATTERNS: Partial<Record<ExtractTarget, RegExp>> = {
  emails: /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/g,
  urls: /\bhttps?:\/\/[^\s<>"')\]]{1,300}|\bwww\.[^\s<>"')\]]{1,300}/g,
  phones: /(?:\+\d{1,3}[ .-]?)?(?:\(\d{2,4}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,6}){1,3}\b/g,
  codes:
    /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b|(?<![\w@.-])(?:[A-Za-z]{1,8}[-#]?)?\d+(?:[.-][A-Za-z0-9]+)+\b|(?<![\w@.-])[A-Za-z]{1,8}-?\d{2,}[A-Za-z0-9-]*\b|(?<![\w@.-])v\d+\b/g,
  measurements:
    /(?<![\w.,])[-+]?\d[\d,]*(?:\.\d+)?\s?(?:°[CF]|%|[kKmMµ]?(?:g|L|l|m|W|Wh|V|A|Hz|B)\b|mL|ml|km|cm|mm|kWh|GB|MB|TB|ms|s\b|min\b|h\b|kg|mg|lbs?|oz|ft|in\b|mph|km\/h)/g,
  dates:
    /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)\b(?!,? \d{4})|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b|\b\d{1,2}(?:st|nd|rd|th)? (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?,? \d{4}\b/g,
  amounts:
    /(?:[$€£¥]|\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD)\s?)\d{1,3}(?:[,\s]\d{3})*(?:\.\d+)?(?:\s?(?:[kKmM]|million|billion|bn))?\b|\b\d{1,3}(?:,\d{3})*(?:\.\d+)?\s?(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|dollars|euros|pounds)\b|\b\d+(?:\.\d+)?\s?(?:USD|EUR|GBP|CHF|dollars|euros|pounds)\b/g,
  numbers: /(?<![\w.,])[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)|(?<![\w.,])[-+]?\d+(?:\.\d+)?(?:\s?%)?(?![\w.]?\d)/g,
};

/** Figures written with two decimals, as prices are printed: "3.40", "1,404.20". */
const PRICES = /(?<![\w.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,]\d)/g;

/** The values of a kind in a text, verbatim and in order, without repeats (a number never cut: "10.2", "12,500"). */
export function valuesIn(text: string, target: ExtractTarget): string[] {
  const pattern = PATTERNS[target];
  let found = pattern ? [...text.matchAll(pattern)].map((match) => match[0].replace(/[.,;:]+$/, '')) : entitiesIn(text, target);
  // A receipt prints its amounts without a currency ("Coffee 3.40"): figures with two decimals are its amounts.
  if (target === 'amounts' && !found.length) found = [...text.matchAll(PRICES)].map((match) => match[0]);
  return [...new Set(found.map((value) => value.trim()).filter(Boolean))].slice(0, MOST);
}
