// Arithmetic the content makes obvious, beside the narrower readings of `computed-number.ts`: the sum of
// the prices a message lists, the days between two dates, a ratio of two columns' totals in a CSV, the
// total of the amounts on the lines naming a word, and a score earned by the share of requirements met.

import { daysIn } from './calendar-dates.js';
import { tableColumns } from './material-figures.js';
import { rounded, writtenValue } from './text-patterns.js';

/** Prices as a message lists them: two decimals, perhaps a currency sign ("4.50", "$12.00", "1,230.00"). */
const PRICE = /(?<![\w.,])[$€£]?\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,]\d)/g;

/** "How much did I spend: coffee 4.50, lunch 12.00, taxi 23.50": the sum of the prices it lists. */
export function sumOfPrices(text: string): number | undefined {
  if (!/\bhow much\b|\b(?:sum|add (?:up|together)|in total|altogether|total|spent|spend|c(?:o|a)me to|comes to|owe)\b/i.test(text)) return undefined;
  const prices = text.match(PRICE) ?? [];
  return prices.length >= 2 ? rounded(prices.reduce((sum, price) => sum + writtenValue(price.replace(/[$€£]/, '')), 0)) : undefined;
}

/** "How many days from March 3 to March 17?": the days between the two dates the question names. */
export function daysBetween(text: string): number | undefined {
  const asked = text.match(/\bhow many days\b|\bdays (?:between|from|until|till)\b|\bnumber of days\b/i);
  if (!asked || asked.index === undefined) return undefined;
  const days = daysIn(text.slice(asked.index, asked.index + 200));
  return days.length >= 2 ? Math.abs(days[1].day - days[0].day) : undefined;
}

/** "conversion rate (total signups / total visits)" over a CSV: the ratio of two columns' sums, in percent when a rate or percentage is asked. */
export function columnRatio(text: string): number | undefined {
  const columns = tableColumns(text);
  if (!columns) return undefined;
  const asked = text.match(/\b(?:total\s+)?([a-z_]+)(?:\s*\/\s*|\s+(?:divided by|per|over)\s+)(?:total\s+)?([a-z_]+)\b/i);
  if (!asked) return undefined;
  const [top, bottom] = [columns.get(asked[1].toLowerCase()), columns.get(asked[2].toLowerCase())];
  if (!top?.length || !bottom?.length) return undefined;
  const ratio = top.reduce((sum, value) => sum + value, 0) / bottom.reduce((sum, value) => sum + value, 0);
  return Number.isFinite(ratio) ? rounded(/\b(?:rate|percent|percentage|%)/i.test(text) ? ratio * 100 : ratio) : undefined;
}

/** "How many orders are in this CSV?": its data rows, when the question counts and the text holds a CSV block. */
export function csvRowCount(text: string): number | undefined {
  if (!/\bhow many\b|\bcount (?:the|of)\b|\bnumber of\b/i.test(text)) return undefined;
  const columns = tableColumns(text);
  return columns ? Math.max(...[...columns.values()].map((values) => values.length), 0) || undefined : undefined;
}

/** "How many email addresses are in this thread?": each address counted once. */
export function emailCount(text: string): number | undefined {
  if (!/\bhow many\b[^.?\n]{0,30}\be-?mail(?:s| addresses)\b/i.test(text)) return undefined;
  return new Set((text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []).map((email) => email.toLowerCase())).size;
}

/** The amounts ending the lines that name `word` ("DEBIT … 120.50"), as values: what a `total_debits` field adds up. */
export function amountsOnLinesNaming(word: string, text: string): number[] {
  const stem = word
    .toLowerCase()
    .replace(/(?:ies)$/, 'y')
    .replace(/s$/, '');
  if (stem.length < 3) return [];
  return text.split('\n').flatMap((line) => {
    if (!line.toLowerCase().includes(stem)) return [];
    const last = line.match(/([-+]?[$€£]?\d[\d,]*\.\d{2})\s*(?:[A-Z]{3})?\s*$/);
    return last ? [writtenValue(last[1].replace(/[$€£+]/, ''))] : [];
  });
}

/** A `total_<word>` / `<word>_total` field: the sum of the amounts on the lines naming the word, when two or more do. */
export function totalOfLines(name: string, text: string): number | undefined {
  const word = name.match(/^(?:total|sum)_([a-z]+)$|^([a-z]+)_(?:total|sum)$/i);
  if (!word) return undefined;
  const amounts = amountsOnLinesNaming(word[1] ?? word[2], text);
  return amounts.length >= 2 ? rounded(amounts.reduce((sum, value) => sum + value, 0)) : undefined;
}

const COUNTS: Record<string, number> = { none: 0, no: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** The share of requirements the content says are met ("meets none of the five", "meets 3 of 4", "meets all"), 0 to 1. */
export function shareMet(text: string): number | undefined {
  const said = text.match(
    /\bmeets?\s+(none|all|no|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b(?:\s+(?:of\s+)?(?:the\s+)?(\d+|one|two|three|four|five|six|seven|eight|nine|ten))?[^.\n]{0,20}?\b(?:requirements?|criteria|criterion|conditions?|boxes)\b/i,
  );
  if (!said) return undefined;
  const met = said[1].toLowerCase();
  if (met === 'all') return 1;
  const count = COUNTS[met] ?? Number(met);
  const total = said[2] ? (COUNTS[said[2].toLowerCase()] ?? Number(said[2])) : undefined;
  if (count === 0) return 0;
  return total ? Math.min(1, count / total) : undefined;
}
