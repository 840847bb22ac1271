// Numbers a question asks that the input itself decides: a percentage of an amount, how many distinct
// emails, the larger of two numbers, a total written in the input, the year a term of N years ends, the sum
// of the figures before a counted noun or ending the lines to add up, how many items a list holds, the lines
// holding a word, a share of two counts, a stated age. Each
// reading is a narrow pattern; a question none of them reads gets a number in the asked range.

import { askedArithmetic, roundedAsAsked } from './asked-arithmetic.js';
import { columnRatio, csvRowCount, daysBetween, emailCount, sumOfPrices } from './content-arithmetic.js';
import { escapeRegex, rounded, writtenValue } from './text-patterns.js';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };

/** "17% of 2,400", "What is 12 percent of 850?". */
function percentOf(text: string): number | undefined {
  const match = text.match(/(\d+(?:\.\d+)?)\s*(?:%|percent)\s+of\s+[$€£]?\s*(\d[\d,]*(?:\.\d+)?)/i);
  return match ? rounded((Number(match[1]) * writtenValue(match[2])) / 100) : undefined;
}

/** "How many distinct/unique email addresses": the emails counted once each, whatever their case. */
function distinctEmails(text: string): number | undefined {
  if (!/\bhow many\b[^.?\n]{0,40}\b(?:distinct|unique|different)\b[^.?\n]{0,20}\be-?mail/i.test(text)) return undefined;
  return new Set((text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []).map((email) => email.toLowerCase())).size;
}

/** "Which is larger, 9.9 or 9.11?": the larger (or smaller) of the two numbers the question names. */
function larger(text: string): number | undefined {
  const match = text.match(/\b(larger|greater|bigger|higher|smaller|lower|less)\b[^?\n]{0,30}?(-?\d+(?:\.\d+)?)\s*(?:or|vs\.?|and)\s*(-?\d+(?:\.\d+)?)/i);
  if (!match) return undefined;
  const [left, right] = [Number(match[2]), Number(match[3])];
  return /smaller|lower|less/i.test(match[1]) ? Math.min(left, right) : Math.max(left, right);
}

/** "What is the invoice total?": the amount on the input's "Total" line. */
function statedTotal(text: string): number | undefined {
  if (!/\b(?:what|how much)\b[^?\n]{0,40}\btotal\b/i.test(text)) return undefined;
  const line = text.match(/\btotal(?: due| amount| payable)?\s*:?\s*[$€£]?\s*(\d[\d,]*(?:\.\d+)?)/i);
  return line ? writtenValue(line[1]) : undefined;
}

/** "In what year does it expire": a year the input gives for the end, else the start year plus a term of N years. */
function yearAsked(text: string): number | undefined {
  if (!/\b(?:what|which) year\b|\bthe year\b/i.test(text)) return undefined;
  const ending = text.match(/\b(?:expir\w*|ends?|ending|until|terminat\w*)\b[^.\n]{0,30}?\b((?:19|20)\d{2})\b/i);
  if (ending) return Number(ending[1]);
  const term = text.match(
    /\b(?:commenc\w*|start\w*|from|since|began|begins)\b[^.\n]{0,30}?\b((?:19|20)\d{2})\b[^.\n]{0,80}?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b(?:\s*\(\d+\))?\s+years?\b/i,
  );
  if (term) return Number(term[1]) + (NUMBER_WORDS[term[2].toLowerCase()] ?? Number(term[2]));
  return undefined;
}

/** The noun a "how many" question counts ("How many chairs in total?" → chairs), without its plural ending. */
function countedNoun(text: string): string | undefined {
  const noun = text.match(/\b(?:how many|count (?:the|all|up the))\s+(?:\w+\s+)?([a-z][a-z-]{2,30})\b/i)?.[1].toLowerCase();
  return noun?.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');
}

/** "How many chairs in total?" with "12 chairs … 8 chairs … 5 chairs": the sum of the figures written before the noun (or the one figure). */
function sumOf(text: string): number | undefined {
  const noun = countedNoun(text);
  if (!noun) return undefined;
  const escaped = escapeRegex(noun);
  const figures = [...text.matchAll(new RegExp(`\\b(\\d[\\d,]*(?:\\.\\d+)?)\\)?\\s+(?:[a-z-]+\\s+)?${escaped}\\w*`, 'gi'))].map((match) => writtenValue(match[1]));
  // One figure is the answer itself ("an initial term of ninety (90) days"); several are added up.
  return figures.length ? rounded(figures.reduce((sum, value) => sum + value, 0)) : undefined;
}

/** "How many people are on the list?" with "Attendees: Ana, Bruno, Carla": how many items the input's list holds (after a colon, or one per line). */
function listLength(text: string): number | undefined {
  if (!countedNoun(text)) return undefined;
  const bullets = text.match(/^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+\S.*$/gm) ?? [];
  if (bullets.length >= 2) return bullets.length;
  // A list ends with its sentence ("kiwis. reply with the count" is not an item).
  const lists = [...text.matchAll(/:\s*([^:\n]+)/g)]
    .map((match) => match[1].replace(/[.!?](?:\s[\s\S]*)?$/, '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/))
    .filter((items) => items.length >= 2 && items.every((item) => item && item.split(/\s+/).length <= 4));
  return lists.length ? lists[lists.length - 1].length : undefined;
}

/** "Sum the payments below" / "add up": the sum of the figure that ends each line after the instruction. */
function sumOfLines(text: string): number | undefined {
  const asked = text.match(/\b(?:sum|add up|total (?:of|up)|what is the total|how much in total)\b[^\n]*\n/i);
  if (!asked || asked.index === undefined) return undefined;
  const lines = text.slice(asked.index + asked[0].length).split('\n');
  const figures = lines.flatMap((line) => {
    const last = line.match(/([-+]?[$€£]?\d[\d,]*\.\d{2})\s*(?:[A-Z]{3})?\s*$/);
    return last ? [writtenValue(last[1].replace(/[$€£]/, ''))] : [];
  });
  return figures.length >= 2 ? rounded(figures.reduce((sum, value) => sum + value, 0)) : undefined;
}

/** "How many ERROR lines are in this excerpt?": the lines holding that word (as written), the question's own left out. */
function linesWith(text: string): number | undefined {
  const asked = text.match(/\bhow many\s+["'`]?([A-Za-z_][\w-]{1,30})["'`]?\s+(?:lines|entries|rows|messages|records|events)\b/i);
  if (!asked) return undefined;
  const word = new RegExp(`(?<![\\w-])${escapeRegex(asked[1])}(?![\\w-])`);
  return text.split('\n').filter((line) => word.test(line) && !/\bhow many\b/i.test(line)).length;
}

/** "Of the 40 people …, 30 answered Yes. What percentage …?" / "30 of 40" / "30 out of 40": the share in percent. */
function shareOf(text: string): number | undefined {
  if (!/\b(?:what|which) (?:percent(?:age)?|share|proportion|fraction)\b|\bhow many percent\b/i.test(text)) return undefined;
  const ofThe = text.match(/\b[Oo]f (?:the |all )?(\d[\d,]*)\b[^.?\d]{0,80}?,\s*(\d[\d,]*)\b/);
  const outOf = text.match(/\b(\d[\d,]*)\s+(?:of|out of)\s+(?:the\s+)?(\d[\d,]*)\b/);
  const [part, whole] = ofThe ? [writtenValue(ofThe[2]), writtenValue(ofThe[1])] : outOf ? [writtenValue(outOf[1]), writtenValue(outOf[2])] : [];
  return part !== undefined && whole ? rounded((100 * part) / whole) : undefined;
}

/** "Give the patient's age" (asked in the task or the system prompt): the age the input states ("58-year-old", "aged 58"). */
function ageOf(text: string, asked: string): number | undefined {
  if (!/\bage\b|\bhow old\b/i.test(asked)) return undefined;
  const stated = text.match(/\b(\d{1,3})[- ](?:year|yr)s?[- ]old\b|\baged (\d{1,3})\b|\bage:?\s*(\d{1,3})\b/i);
  return stated ? Number(stated[1] ?? stated[2] ?? stated[3]) : undefined;
}

/** The number the input decides for the question (`asked`: where the question may be, the system prompt too), when one of the readings finds it. */
export function computedNumber(text: string, asked = text): number | undefined {
  for (const read of [
    percentOf,
    distinctEmails,
    larger,
    statedTotal,
    yearAsked,
    daysBetween,
    columnRatio,
    emailCount,
    shareOf,
    ageOf,
    linesWith,
    sumOfLines,
    sumOf,
    csvRowCount,
    listLength,
    sumOfPrices,
    // An operation the ask names over the material's figures ("the average", "per kg", "the pass rate").
    (material: string, words: string) => {
      const value = askedArithmetic('', material, words);
      return value === undefined ? undefined : roundedAsAsked(value, words);
    },
  ]) {
    const value = read(text, asked);
    if (value !== undefined && Number.isFinite(value)) return value;
  }
  return undefined;
}
