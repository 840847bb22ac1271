// A collection item's values from one record of the material: each field takes the cell under its own
// column (by name or a synonym), else the cell of its value's kind (an email, a date, an amount, an id), else
// a value the prompt says how to compute from the record's cells ("change = Q2 - Q1", "total = qty x price").

import type { FieldShape } from '../form/answer-form.js';
import { quotedKindOf } from '../form/field-kinds.js';
import { derivedValue } from './record-arithmetic.js';
import type { MaterialRecord, RecordCell } from './records.js';
import { writtenValue } from './text-patterns.js';
import { valuesIn } from './values-in-text.js';

/** Names that stand for the same column, each group one meaning. */
const SYNONYMS: string[][] = [
  ['email', 'e mail', 'mail', 'email address', 'contact email'],
  ['name', 'full name', 'customer', 'person', 'contact', 'client', 'customer name', 'employee', 'user'],
  ['qty', 'quantity', 'count', 'units', 'number of units', 'amount ordered'],
  ['price', 'unit price', 'unit cost', 'cost', 'rate', 'price each'],
  ['amount', 'total', 'sum', 'value', 'amount due'],
  ['date', 'day', 'when', 'on'],
  ['due', 'deadline', 'due date', 'by', 'due by'],
  ['owner', 'assignee', 'who', 'speaker', 'responsible', 'assigned to', 'person'],
  ['task', 'action', 'todo', 'item', 'what', 'description', 'action item'],
  ['description', 'item', 'product', 'desc', 'details', 'line item'],
  ['sku', 'product code', 'item code', 'code', 'part number'],
  ['id', 'number', 'no', 'ref', 'reference', '#'],
  ['company', 'employer', 'organisation', 'organization', 'vendor', 'supplier', 'merchant'],
  ['city', 'location', 'place', 'town'],
  ['title', 'subject', 'headline', 'summary'],
  ['text', 'body', 'message', 'content', 'comment', 'note', 'notes'],
  ['phone', 'telephone', 'mobile', 'tel'],
  ['sender', 'from', 'author', 'by', 'reporter', 'requester'],
  ['recipient', 'to'],
  ['status', 'state'],
];

/** A name as words: lower case, separators as spaces, a plural's s off. */
const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim()
    .replace(/(\w{3,})s\b/g, '$1');

/** Whether a column's label names the field: the same words, a synonym, or one's words all inside the other's. */
export function namesField(label: string, field: string): boolean {
  const [a, b] = [words(label), words(field)];
  if (!a || !b) return false;
  if (a === b) return true;
  if (SYNONYMS.some((group) => group.includes(a) && group.includes(b))) return true;
  const [aw, bw] = [a.split(' '), b.split(' ')];
  const inside = (inner: string[], outer: string[]) => inner.every((word) => outer.includes(word));
  return (aw.length > 1 || bw.length > 1) && (inside(aw, bw) || inside(bw, aw)) && !/^(?:id|no|number|date|name)$/.test(aw.length < bw.length ? a : b);
}

/** Whether a cell's whole value is of a kind (an email, a date, an amount, an id …). */
function ofKind(cell: RecordCell, kind: NonNullable<ReturnType<typeof quotedKindOf>>): boolean {
  if (kind === 'people') return /^[A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+){0,3}$/.test(cell.value) && !/\d/.test(cell.value) && !/^[A-Z]{2,}\b/.test(cell.value);
  if (kind === 'companies' || kind === 'places') return false;
  const found = valuesIn(cell.value, kind)[0];
  return Boolean(found) && found.length >= cell.value.length * 0.6;
}

/** A cell's value as the field's type: a number for a number field, a boolean for a yes/no one, a list for an array; undefined when it is none. */
function typed(field: FieldShape, value: string): unknown {
  if (field.type === 'number' || field.type === 'integer') {
    const written = value.match(/[-+−]?\d[\d,]*(?:\.\d+)?/)?.[0];
    if (written === undefined) return undefined;
    const number = writtenValue(written.replace('−', '-'));
    // The figure as the record writes it: a price of 12.50 stays 12.5 even where the prompt's type read as whole.
    return Number.isFinite(number) ? number : undefined;
  }
  if (field.type === 'boolean') {
    if (/^(?:yes|y|true|1|x|✓|done)$/i.test(value.trim())) return true;
    if (/^(?:no|n|false|0|-|)$/i.test(value.trim())) return false;
    return undefined;
  }
  if (field.type === 'array') return value.split(/\s*[;,/]\s*/).filter(Boolean);
  if (field.values?.length) return field.values.find((allowed) => allowed.toLowerCase() === value.trim().toLowerCase());
  return value;
}

/** A person a line opens with, before what they will do ("Dana to draft …", "Luis will upgrade …"). */
const OPENING_PERSON = /^([A-Z][a-z][\w'-]*(?: [A-Z][a-z][\w'-]*)?)\s+(?:to|will|is going to|should|must|can|needs? to|owns|takes|has to|agreed to|volunteered to)\s/;

/** Field names whose value is the record's words: what it says or is about. */
const TEXTUAL = /task|action|item|description|summary|text|title|subject|what|note|message|body|content|issue|point|complaint|finding|step|name|label|topic/i;

/**
 * The value one record gives a field, or undefined when it gives none (the caller fills it as for any item).
 * `used` holds the cells other fields of the item took; `instructions` is where formulas are stated.
 */
export function recordValue(field: FieldShape, record: MaterialRecord, used: Set<RecordCell>, instructions: string): unknown {
  const take = (cell: RecordCell | undefined) => {
    if (!cell) return undefined;
    const value = typed(field, cell.value);
    if (value !== undefined) used.add(cell);
    return value;
  };
  const labelled = record.cells.find((cell) => !used.has(cell) && cell.label && namesField(cell.label, field.name));
  if (labelled) {
    const value = take(labelled);
    if (value !== undefined) return value;
  }
  const derived = derivedValue(field.name, record, instructions);
  if (derived !== undefined) return derived;
  const kind = quotedKindOf(field.name);
  if (kind && kind !== 'companies' && kind !== 'places') {
    const value = take(record.cells.find((cell) => !used.has(cell) && ofKind(cell, kind)));
    if (value !== undefined) return value;
    // "Dana to draft the incident review": the person a line of notes opens with.
    const named = kind === 'people' && field.type === 'string' ? record.cells.find((cell) => !cell.label)?.value.match(OPENING_PERSON)?.[1] : undefined;
    if (named) return named;
  }
  // A record of bare cells (a bullet line, a speaker's words) gives its first words left to a textual field.
  if (field.type === 'string' && !field.values && (TEXTUAL.test(field.name) || record.cells.length === 1)) {
    const free = record.cells.filter((cell) => !used.has(cell) && !cell.label && !/^[-+]?[$€£]?\d[\d,.]*\s*\w{0,3}$/.test(cell.value));
    const longest = free.reduce<RecordCell | undefined>((best, cell) => (!best || cell.value.length > best.value.length ? cell : best), undefined);
    if (longest) return take(longest);
  }
  if (field.type === 'number' || field.type === 'integer') return take(record.cells.find((cell) => !used.has(cell) && !cell.label && typed(field, cell.value) !== undefined));
  // Else the next bare cell in order: a record's pieces stand in the order the item's fields name them.
  if (field.type === 'string' && !field.values && record.cells.length > 1) return take(record.cells.find((cell) => !used.has(cell) && !cell.label));
  return undefined;
}

/** The values one column of the records holds: the cells under the field's name, one per record, in order (empty when none is). */
export function columnValues(name: string, records: MaterialRecord[]): string[] {
  const values = records.flatMap((record) =>
    record.cells
      .filter((cell) => cell.label && namesField(cell.label, name.replace(/s$/, '')))
      .map((cell) => cell.value)
      .slice(0, 1),
  );
  return values.length === records.length ? values : [];
}
