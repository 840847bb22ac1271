import { quotedKindOf } from '../form/field-kinds.js';
import { placedValuesIn } from './values-in-text.js';
import { escapeRegex } from './text-patterns.js';

/** Words that open a row's sentence before the thing it is about ("The budget Lark 13 has …"). */
const OPENING = /^(?:(?:The|A|An|Our|Their|Its|This|That)\s+(?:[a-z][\w-]*\s+){0,2})?/;
/** A capitalised run: what a row of material is about ("Aero 14", "Priya", "PostgreSQL 16"). */
const LEAD = /^([A-Z0-9][\w+#.-]*(?:\s+[A-Z0-9][\w+#.-]*){0,3})\b/;
/** A figure with its unit right before a column's word ("16 GB of RAM", "3 seats"), as written. */
const FIGURE_BEFORE = String.raw`([-+]?[$€£]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|[A-Za-z]{1,5}))?)\s+(?:of\s+)?`;
/** Columns whose cell is a person of the row: who does it. */
const WHO = /^(?:owner|who|assignee|person|responsible|lead|by|name|assigned(?: to)?)$/i;

/** The cell of a column a row of material gives by the column's kind, with where it stands in the row; undefined when it gives none. */
function kindCell(column: string, row: string, lead: string): { value: string; at: number } | undefined {
  const key = column.trim().toLowerCase().replace(/\s+/g, '_');
  if (WHO.test(column.trim())) return lead && lead.split(/\s+/).length <= 3 ? { value: lead, at: row.indexOf(lead) } : undefined;
  const kind = quotedKindOf(key);
  if (kind && kind !== 'people' && kind !== 'companies' && kind !== 'places') return placedValuesIn(row, kind)[0];
  const escaped = escapeRegex(column.trim());
  const before = row.match(new RegExp(`${FIGURE_BEFORE}${escaped}\\b`, 'i'));
  if (before?.index !== undefined) return { value: before[1], at: before.index };
  const after = row.match(new RegExp(`\\b${escaped}\\b\\s*(?:is|of|:|=)?\\s*([-+]?[$€£]?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:%|[A-Za-z]{1,5}))?)`, 'i'));
  return after?.index !== undefined ? { value: after[1], at: after.index } : undefined;
}

/**
 * The cells a row of material gives for the columns, cell by cell, by each column's kind ("Owner" a person,
 * "Deadline" a date, "Price" an amount, "RAM" the figure before the word); the first column is what the row is
 * about, or, when a later column took that, what the row says is done. Undefined cells are the writer's to fill.
 */
export function rowCells(columns: string[], row: string): Array<string | undefined> {
  const body = row.replace(OPENING, '');
  const lead = body.match(LEAD)?.[1] ?? '';
  const later = columns.slice(1).map((column) => kindCell(column, row, lead));
  const leadTaken = later.some((found) => found?.value === lead);
  let first = lead;
  if (leadTaken || !lead) {
    // "Priya finalises the pricing page by 3 June": the step is what is left once the owner and the date are taken.
    let rest = body;
    for (const found of later) if (found) rest = rest.replace(found.value, ' ');
    first = rest
      .replace(/\b(?:by|on|before|until|due|for|at|costs?|priced at)\s*$/i, '')
      .replace(/\s+(?:by|on|before|until|due)\s+(?=\s|$)/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[,;.]+$/, '');
  }
  return [first || undefined, ...later.map((found) => found?.value)];
}
