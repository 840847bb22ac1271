// Numbers the material decides when the ask names an operation: a total, a difference, an average, a per-person
// split, a price per unit, a percentage of two stated numbers, the minutes or hours between two times, a count of
// entries. A field's name ("per_person", "difference", "duration_minutes") or the prompt's words ("average",
// "per kg", "pass rate") choose the operation; the material's figures are its operands. Undefined when the ask
// names no operation or the material lacks the operands (the caller then writes what it would have).

import { type Figure, figuresIn, listedLines, tableColumns, timesIn } from './material-figures.js';
import { rounded } from './text-patterns.js';

type Operation = 'count' | 'total' | 'difference' | 'average' | 'split' | 'unit' | 'percent' | 'minutes' | 'hours';

/** The operation the words ask, in order of precedence (a "total per person" is a split). */
const OPERATIONS: Array<[Operation, RegExp]> = [
  ['split', /\bper[ _-]?(?:person|head|guest|attendee|member)\b|\b(?:each|everyone) (?:pays|owes|gets)\b|\bhow much (?:does |do )?(?:each|every)\b|\bsplit\b/i],
  ['unit', /\b(?:per|a|each)[ _-](kg|kilo|g|gram|lb|m²|m2|sqm|litre|liter|l|unit|item|piece|box|seat|user|licen[cs]e|hour|night|day)\b|\bunit[ _]price\b|\bprice[ _]per[ _](\w+)/i],
  ['percent', /\bpercent(?:age)?\b|\bpass[ _]rate\b|\b(?:success|failure|error|conversion|completion|attendance)[ _]rate\b|\bshare\b|%/i],
  ['minutes', /\bminutes?\b|\bmins?\b/i],
  ['hours', /\bhours? (?:between|from|elapsed|long)|\bduration[ _]hours\b|\bhow many hours\b/i],
  ['average', /\baverage|\bmean\b|\bavg\b/i],
  ['difference', /\bdifference\b|\bdiff\b|\bchange\b|\bdelta\b|\bincrease\b|\bdecrease\b|\bgrowth\b|\bhow much (?:more|less|higher|lower)\b/i],
  ['count', /^(?:entries|rows|items|lines|count|num_?\w+|\w+_count|number_of_\w+|n_\w+)$/i],
  ['total', /\btotal\b|\bsum\b|\badd (?:up|together)\b|\baltogether\b|\bin all\b/i],
];

/** The operation a field name (first) or the prompt's words ask. */
function operationOf(name: string, asked: string): Operation | undefined {
  const words = name.replace(/[_-]+/g, ' ');
  for (const [operation, pattern] of OPERATIONS) if (name && (pattern.test(name) || pattern.test(words))) return operation;
  if (name) return undefined;
  for (const [operation, pattern] of OPERATIONS) if (operation !== 'count' && pattern.test(asked)) return operation;
  return undefined;
}

/** The figures of a table column the words name, else its last numeric column, when the material holds a table. */
function columnOf(text: string, asked: string): number[] | undefined {
  const columns = tableColumns(text);
  if (!columns) return undefined;
  const named = [...columns.keys()].filter((name) => new RegExp(`\\b${name.replace(/[^\w ]/g, '')}`, 'i').test(asked));
  const name = named[named.length - 1] ?? [...columns.keys()].pop();
  return name ? columns.get(name) : undefined;
}

/** The figures an operation adds or averages: a table's column, "N x price" lines, else the listed figures (2 to 6). */
function operands(text: string, asked: string, figures: Figure[]): number[] {
  const column = columnOf(text, asked);
  if (column && column.length >= 2) return column;
  const items = [...text.matchAll(/\b(\d{1,4})\s*[x×]\s*[$€£]?(\d[\d,]*(?:\.\d+)?)/g)].map((match) => Number(match[1]) * Number(match[2].replace(/,/g, '')));
  if (items.length >= 2) return items;
  return figures.length >= 2 && figures.length <= 6 ? figures.map((figure) => figure.value) : [];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The figure counting people ("3 people", "four of us" is not read), and the money figure it shares. */
function split(figures: Figure[]): number | undefined {
  const people = figures.find((figure) => /^(?:people|persons|guests|of|attendees|colleagues|friends|members|ways|heads|diners)$/.test(figure.unit));
  const amount = figures.filter((figure) => figure !== people && figure.money).pop() ?? figures.find((figure) => figure !== people);
  return people && amount && people.value > 0 ? amount.value / people.value : undefined;
}

/** The price and the quantity in the unit asked ("30.00 EUR for a 12 kg sack", per kg). */
function perUnit(figures: Figure[], unit: string): number | undefined {
  const stem = unit
    .toLowerCase()
    .replace(/s$/, '')
    .replace(/^m2$|^sqm$/, 'm²');
  const quantity = figures.find((figure) => figure.unit.replace(/s$/, '').replace(/^m2$|^sqm$/, 'm²') === stem) ?? figures.find((figure) => !figure.money);
  const price = figures.find((figure) => figure !== quantity && figure.money);
  return quantity && price && quantity.value > 0 ? price.value / quantity.value : undefined;
}

/** "42 of 56", "42 out of 56": the share in percent. */
function percentOf(text: string): number | undefined {
  const match = text.match(/\b(\d[\d,]*)\s+(?:of|out of)\s+(?:the\s+|all\s+)?(\d[\d,]*)\b/);
  if (!match) return undefined;
  const [part, whole] = [Number(match[1].replace(/,/g, '')), Number(match[2].replace(/,/g, ''))];
  return whole > 0 ? (100 * part) / whole : undefined;
}

/**
 * The number the material decides for a field (`name`) or a number-only ask (`name` empty): `text` is the task's
 * material, `asked` the words of the ask (the system prompt and the task).
 */
export function askedArithmetic(name: string, text: string, asked: string): number | undefined {
  const operation = operationOf(name, asked);
  if (!operation) return undefined;
  const figures = figuresIn(text);
  switch (operation) {
    case 'count': {
      const listed = listedLines(text);
      if (listed.length) return listed.length;
      const rows = tableColumns(text);
      if (rows) return Math.max(...[...rows.values()].map((values) => values.length));
      // "these order amounts: 12.50, 7.25, 30.00": how many amounts the material lists.
      const money = figures.filter((figure) => figure.money);
      return money.length >= 2 ? money.length : undefined;
    }
    case 'total': {
      // A bill stated once ("came to 184.50 for 3 people") is its own total; several amounts are added up.
      const money = figures.filter((figure) => figure.money);
      const tabled = tableColumns(text) !== undefined;
      if (money.length === 1 && !tabled) return money[0].value;
      const values = money.length >= 2 && !tabled ? money.map((figure) => figure.value) : operands(text, asked, figures);
      return values.length >= 2 ? sum(values) : undefined;
    }
    case 'average': {
      const values = operands(text, asked, figures);
      return values.length >= 2 ? sum(values) / values.length : undefined;
    }
    case 'difference': {
      const large = figures.filter((figure) => !/^(?:of|out)$/.test(figure.unit));
      return large.length === 2 ? large[1].value - large[0].value : undefined;
    }
    case 'split':
      return split(figures);
    case 'unit': {
      const unit = `${name} ${asked}`.match(
        /\b(?:per|a|each)[ _-](kg|kilo|g|gram|lb|m²|m2|sqm|litre|liter|l|unit|item|piece|box|seat|user|licen[cs]e|hour|night|day)\b|\bprice[ _]per[ _](\w+)/i,
      );
      return perUnit(figures, unit?.[1] ?? unit?.[2] ?? '');
    }
    case 'percent':
      return percentOf(text);
    case 'minutes':
    case 'hours': {
      const times = timesIn(text);
      if (times.length !== 2) return undefined;
      const minutes = (times[1] - times[0] + 24 * 60) % (24 * 60);
      return operation === 'minutes' ? minutes : minutes / 60;
    }
  }
}

/** How many decimals the words ask ("two decimals", "to the cent", "whole number"), or undefined when they say nothing. */
export function askedDecimals(asked: string): number | undefined {
  if (/\b(?:two|2) decimal|\b2 ?dp\b|\bto the cent\b|\bcents\b/i.test(asked)) return 2;
  if (/\b(?:one|1) decimal/i.test(asked)) return 1;
  if (/\b(?:plain |whole |an? )?integer\b|\bwhole number\b|\bno decimals\b|\bnearest whole\b|\bround(?:ed)? to (?:a |the nearest )?(?:whole|integer)/i.test(asked)) return 0;
  return undefined;
}

/** A computed value rounded as asked (two decimals unless the words say otherwise). */
export function roundedAsAsked(value: number, asked: string): number {
  const decimals = askedDecimals(asked);
  if (decimals === undefined) return rounded(value);
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** The lines of items a document lists ("3 x 120.00", "lamp 45.00"), summed, against its stated total: whether they add up. */
export function statedTotalHolds(name: string, text: string): boolean | undefined {
  if (!/adds?[ _-]?up|matches|consistent|balanced|reconciles|total[ _-]?(?:ok|correct|matches)|sum[ _-]?(?:ok|correct|matches)/i.test(name)) return undefined;
  const stated = text.match(/\btotal(?: due| amount| stated)?\b[^\n\d]{0,12}[$€£]?\s?(\d[\d,]*(?:\.\d+)?)/i);
  if (!stated || stated.index === undefined) return undefined;
  const before = text.slice(0, stated.index);
  const items = [...before.matchAll(/\b(\d{1,4})\s*[x×]\s*[$€£]?(\d[\d,]*(?:\.\d+)?)/g)].map((match) => Number(match[1]) * Number(match[2].replace(/,/g, '')));
  const rest = before.replace(/\b\d{1,4}\s*[x×]\s*[$€£]?\d[\d,]*(?:\.\d+)?/g, ' ');
  const values = [
    ...items,
    ...figuresIn(rest)
      .filter((figure) => figure.money)
      .map((figure) => figure.value),
  ];
  if (values.length < 2) return undefined;
  return Math.abs(sum(values) - Number(stated[1].replace(/,/g, ''))) < 0.005;
}

/** A field's number the material decides by the operation its name asks, rounded as the call asks. */
export function fieldArithmetic(name: string, text: string, instructions: string): number | undefined {
  const value = askedArithmetic(name, text, instructions) ?? namedFigure(name, text) ?? linesOpening(name, text);
  return value === undefined ? undefined : roundedAsAsked(value, instructions);
}

/** The figure written right after a field's name in the material ("Q1 revenue was 120,400" for `q1`). */
function namedFigure(name: string, text: string): number | undefined {
  const words = name.replace(/[_-]+/g, ' ').trim();
  if (!/^[a-z][a-z\d ]{0,30}$/i.test(words)) return undefined;
  // The name as a label in the material, not quoted as a key in a template ("{"count": number}").
  const at = text.search(new RegExp(`(?<!["'\\w])${words.replace(/ /g, '[ _-]')}(?!["'\\w])`, 'i'));
  if (at < 0) return undefined;
  const near = figuresIn(text.slice(at + words.length, at + words.length + 40))[0];
  return near?.value;
}

/** How many lines open with the word a field is named for ("failed" over "FAIL billing-export" lines), when two or more do. */
function linesOpening(name: string, text: string): number | undefined {
  const stem = name.toLowerCase().replace(/(?:ures?|ed|ing|s)$/, '');
  if (!/^[a-z]{3,20}$/.test(stem)) return undefined;
  const lines = text.split('\n').filter((line) => line.trim().toLowerCase().startsWith(stem));
  const openers = text.split('\n').filter((line) => /^\s*[A-Z]{3,}\b/.test(line)).length;
  // A log of status words ("PASS …", "FAIL …"): the lines opening with this one are counted, none being 0.
  return lines.length >= 1 && openers >= 2 ? lines.length : undefined;
}
