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
function cellNamed(name: string, record: MaterialRecord): RecordCell | undefined {
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
const PRODUCT = /(?:^|_)(?:total|line_?total|subtotal|amount|extended)(?:_|$)/i;
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
