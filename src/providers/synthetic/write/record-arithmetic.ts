// Values a record's cells give by arithmetic the prompt states for a field ("Change = Q2 - Q1", "line_total
// (qty × unit_price)", "margin is revenue minus cost"), and the plain ones a field's name implies when the
// prompt states none (a total of a quantity and a price, a change between two figures).

import type { MaterialRecord, RecordCell } from './records.js';
import { escapeRegex, rounded, writtenValue } from './text-patterns.js';

/** An operator as written. */
const OPERATOR = String.raw`(−|–|-|\+|\*|×|x|\/|÷|minus|plus|times|multiplied by|divided by|over)`;
/** A column's name in a formula: a word or two. */
const OPERAND = String.raw`([A-Za-z_][\w]*(?: [A-Za-z_][\w]*)?)`;

/** A cell's figure ("$1,200.00", "-3.5 %"), or undefined when it holds none. */
function figure(cell: RecordCell | undefined): number | undefined {
  const written = cell?.value.match(/[-+−]?\d[\d,]*(?:\.\d+)?/)?.[0];
  if (written === undefined) return undefined;
  const value = writtenValue(written.replace('−', '-'));
  return Number.isFinite(value) ? value : undefined;
}

/** The cell under a column a formula names, by its label's words. */
export function cellNamed(name: string, record: MaterialRecord): RecordCell | undefined {
  const wanted = name
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
  return (
    record.cells.find((cell) => cell.label?.replace(/[_\s]+/g, ' ') === wanted) ??
    record.cells.find((cell) => cell.label && (cell.label.replace(/[_\s]+/g, ' ').startsWith(wanted) || wanted.startsWith(cell.label.replace(/[_\s]+/g, ' '))))
  );
}

/** `a op b`, rounded to cents; undefined for a division by zero. */
function apply(a: number, operator: string, b: number): number | undefined {
  if (/^(?:−|–|-|minus)$/.test(operator)) return rounded(a - b);
  if (/^(?:\+|plus)$/.test(operator)) return rounded(a + b);
  if (/^(?:\*|×|x|times|multiplied by)$/.test(operator)) return rounded(a * b);
  return b === 0 ? undefined : rounded(a / b);
}

/** The formula the instructions state for a field: its name, then within a few words two columns and an operator. */
function statedFormula(name: string, instructions: string): [string, string, string] | undefined {
  const label = escapeRegex(name.replace(/[_-]+/g, ' ').trim()).replace(/ /g, '[ _-]');
  const pattern = new RegExp(`\\b${label}\\b[^\\n.;]{0,24}?(?:=|:|\\(|\\bis\\b|\\bas\\b|\\bequals\\b)\\s*${OPERAND}\\s*${OPERATOR}\\s*${OPERAND}`, 'i');
  const found = instructions.match(pattern);
  return found ? [found[1], found[2], found[3]] : undefined;
}

/** Field names whose value is a product of a quantity and a price, and a difference of two figures. */
const PRODUCT = /(?:^|_)(?:total|line_?total|subtotal|amount|extended|revenue|sales)(?:_|$)/i;
const DIFFERENCE = /(?:^|_)(?:change|delta|diff(?:erence)?|growth|increase|variance)(?:_|$)/i;

/** The figure a field takes from a record by arithmetic, when the instructions state it or its name plainly implies it. */
export function derivedValue(name: string, record: MaterialRecord, instructions: string): number | undefined {
  const formula = statedFormula(name, instructions);
  if (formula) {
    const [a, b] = [figure(cellNamed(formula[0], record)), figure(cellNamed(formula[2], record))];
    if (a !== undefined && b !== undefined) return apply(a, formula[1].toLowerCase(), b);
  }
  if (PRODUCT.test(name)) {
    const quantity = figure(record.cells.find((cell) => /\b(?:qty|quantity|units|count|hours|nights)\b/.test(cell.label ?? '')));
    const price = figure(record.cells.find((cell) => /\b(?:price|rate|cost|each)\b/.test(cell.label ?? '')));
    if (quantity !== undefined && price !== undefined) return rounded(quantity * price);
  }
  if (DIFFERENCE.test(name)) {
    const figures = record.cells.filter((cell) => cell.label && figure(cell) !== undefined && !/\bid\b|#/.test(cell.label)).map(figure) as number[];
    if (figures.length === 2) return rounded(figures[1] - figures[0]);
  }
  return undefined;
}

/** A comparison as written: a sign or words. */
const COMPARISON = '(>=|<=|>|<|above|over|more than|greater than|exceeds?|at least|below|under|less than|at most)';

/** Whether `value` stands to `limit` as the comparison says. */
function holds(value: number, comparison: string, limit: number): boolean {
  if (/^(?:>=|at least)$/i.test(comparison)) return value >= limit;
  if (/^(?:<=|at most)$/i.test(comparison)) return value <= limit;
  if (/^(?:<|below|under|less than)$/i.test(comparison)) return value < limit;
  return value > limit;
}

/**
 * The allowed value a threshold the instructions state picks for a record ('status is "low" when revenue is below
 * 1000, otherwise "ok"'): the value whose rule holds, else the one said "otherwise"; undefined when no rule is stated.
 */
export function ruledValue(values: string[], record: MaterialRecord, instructions: string): string | undefined {
  let ruled = false;
  for (const value of values) {
    const rule = instructions.match(
      new RegExp(`["'\`]?${escapeRegex(value)}["'\`]?\\s+(?:if|when|where)\\s+(?:the\\s+|its\\s+)?${OPERAND}\\s+(?:is\\s+)?${COMPARISON}\\s*[$€£]?(\\d[\\d,]*(?:\\.\\d+)?)`, 'i'),
    );
    if (!rule) continue;
    ruled = true;
    const figureOf = figure(cellNamed(rule[1], record)) ?? derivedValue(rule[1].replace(/\s+/g, '_'), record, '');
    if (figureOf !== undefined && holds(figureOf, rule[2], writtenValue(rule[3].replace(/,+$/, '')))) return value;
  }
  if (!ruled) return undefined;
  const otherwise = instructions.match(/\b(?:otherwise|else)\b[\s,:]*["'`]?([\w-]+)/i)?.[1];
  return values.find((value) => value.toLowerCase() === otherwise?.toLowerCase()) ?? (values.length === 2 ? values[1] : undefined);
}
