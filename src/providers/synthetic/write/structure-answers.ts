import type { AnswerForm, Container } from '../form/answer-form.js';
import { nounPhrasesIn } from './entities.js';
import { numberIn, type Material } from './field-value.js';
import { capitalise, claims, FORMAT_WORDS, subjects } from './sentences.js';
import { listedThings } from './listed-things.js';
import { rowCells } from './table-cells.js';
import { materialRecords, recordLine, type RecordCell } from './records.js';
import { recordValue } from './record-values.js';
import { valuesIn } from './values-in-text.js';

/** The items a task lists itself ("- oat milk", "1. pricing"), when it lists any. */
function listedItems(text: string): string[] {
  return [...text.matchAll(/^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+([^\n]{1,80})$/gm)].map((match) => match[1].trim());
}

/**
 * Rows the material itself gives: its sentences or semicolon-separated parts after the instruction ("Widget A
 * costs $12 with 40 in stock; Gadget B ..."), each as written.
 */
function materialRows(request: string): string[] {
  const blank = request.search(/\n\s*\n/);
  const material = blank >= 0 ? request.slice(blank) : request.slice(request.lastIndexOf(':') + 1);
  const parts = material
    // Parts split at semicolons, sentence ends, lines, and commas before a new subject ("Basic has 5 GB, Plus has 20 GB").
    .split(/;\s*|(?<=[.!?])\s+|\n+|,\s+(?:and\s+)?(?=[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+(?:has|have|is|are|costs?|offers?|gives?|includes?|runs?)\b)/)
    .map((part) => part.trim().replace(/[.;]+$/, ''))
    .filter((part) => part.length > 3 && part.length <= 160 && /[A-Za-z]/.test(part));
  return parts.length >= 2 && parts.length <= 20 ? parts : [];
}

/** A row's first cell and the rest of its material: "Widget A" and "costs $12 with 40 in stock". */
function splitRow(row: string): [string, string] {
  const lead = row.match(/^((?:\d{1,2} [A-Z][a-z]+)|(?:[A-Z0-9][\w-]*(?:\s+[A-Z0-9][\w-]*){0,3}))[:,]?\s+(.*)$/);
  return lead ? [lead[1], lead[2]] : [row, ''];
}

/** What a table's rows are about: the task's own list, else its noun phrases, else its phrases. */
function rowSubjects(material: Material, count: number, columns: string[]): string[] {
  const task = material.facts.task;
  const listed = listedItems(task);
  if (listed.length >= 2) return listed.slice(0, count || listed.length);
  // The items a comparison names ("Compare Python, Go and Rust") are its rows.
  const compared = material.facts.request.match(/\b(?:[Cc]ompare|between|of)\s+([A-Z][\w+#.-]*(?:,\s*[A-Z][\w+#.-]*)*,?\s+(?:and|or|vs\.?)\s+[A-Z][\w+#.-]*)/);
  if (compared) return compared[1].split(/\s*,\s*|\s+(?:and|or|vs\.?)\s+/).filter(Boolean);
  const segments = materialRows(material.facts.request);
  if (segments.length >= 2) return segments.slice(0, count || segments.length);
  const nouns =
    task.length > 40 ? nounPhrasesIn(task).filter((noun) => !FORMAT_WORDS.test(noun) && !columns.some((column) => noun.toLowerCase().includes(column.toLowerCase()))) : [];
  const named = (phrase: string) => columns.some((column) => phrase.toLowerCase().includes(column.toLowerCase()));
  const pool = [...new Set([...nouns, ...subjects(material.facts).filter((phrase) => !named(phrase))])];
  const wanted = count || Math.min(4, Math.max(3, pool.length));
  return Array.from({ length: wanted }, (_unused, index) => pool[index % pool.length] ?? `item ${index + 1}`);
}

/** A cell for a column of a row. */
function cell(column: string, subject: string, material: Material, row: number): string {
  const name = column.toLowerCase();
  if (/price|cost|amount|total|budget|revenue/.test(name)) return valuesIn(material.facts.task, 'amounts')[row] ?? `$${numberIn(material.faker, 10, 500, true)}`;
  if (/%|percent|share|rate/.test(name)) return `${numberIn(material.faker, 1, 99, true)}%`;
  if (/score|rating|count|number|qty|quantity|rank|year|age|priority/.test(name)) return String(numberIn(material.faker, 1, 10, true));
  if (/date|deadline|when/.test(name)) return valuesIn(material.facts.task, 'dates')[row] ?? `Week ${row + 1}`;
  if (/name|country|city|capital|product|tool|option|company|owner|who|place|item|language|category|type/.test(name)) {
    const others = subjects(material.facts).filter((other) => other !== subject);
    return capitalise(others[row % Math.max(1, others.length)] ?? subject).replace(/\|/g, '/');
  }
  return material.faker.helpers.arrayElement(['high', 'moderate', 'low', 'strong', 'limited', 'to be confirmed']);
}

/** A markdown table with the named columns, its rows drawn from the input. */
export function tableAnswer(form: Extract<AnswerForm, { kind: 'table' }>, material: Material): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  // Records of the material under named columns (CSV, a table, JSON, key blocks) are the rows, one each, cells by column.
  const recorded = recordRows(form.columns, form.rows, material);
  if (recorded) return [line(form.columns), line(form.columns.map(() => '---')), ...recorded.map(line)].join('\n');
  // Comma-separated rows in the input with one value per column are the table's rows, cell by cell (a header row left out).
  const csv = csvRows(material.facts.request, form.columns);
  if (csv.length) return [line(form.columns), line(form.columns.map(() => '---')), ...csv.map(line)].join('\n');
  const subjectsOfRows = form.rowNames?.length ? form.rowNames : rowSubjects(material, form.rows, form.columns);
  const rows = subjectsOfRows.map((subject, row) => {
    const [lead, rest] = splitRow(subject);
    // A named row ("PostgreSQL") is its own first cell, whole; a row of material splits into its lead and the rest.
    if (form.rowNames?.length) return form.columns.map((column, index) => (index === 0 ? subject.replace(/\|/g, '/') : cell(column, subject, material, row)));
    // A row of material gives the cells of its columns' kinds; the others are written as before.
    const given = rowCells(form.columns, subject);
    if (given.filter(Boolean).length >= 2) return form.columns.map((column, index) => (given[index] ?? cell(column, given[0] ?? lead, material, row)).replace(/\|/g, '/'));
    return form.columns.map((column, index) =>
      index === 0 ? capitalise(lead).replace(/\|/g, '/') : index === 1 && rest ? rest.replace(/\|/g, '/') : cell(column, lead, material, row),
    );
  });
  return [line(form.columns), line(form.columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per record of the material that has cells (labelled columns, a line's pieces), each column's cell from the record (by name, kind or a stated formula); undefined when it holds none. */
function recordRows(columns: string[], rows: number, material: Material): string[][] | undefined {
  const records = materialRecords(material.facts.request);
  if (records.length < 2 || !records.every((record) => record.cells.length >= 2)) return undefined;
  const instructions = `${material.facts.system}\n${material.facts.request}`;
  return records.slice(0, rows || records.length).map((record, row) => {
    const used = new Set<RecordCell>();
    const cells = columns.map((column) => recordValue({ name: column, type: 'string' }, record, used, instructions));
    // The first column names the row: the record's first cell no other column took.
    if (cells[0] === undefined) cells[0] = record.cells.find((cell) => !used.has(cell))?.value;
    return cells.map((value, index) => (value === undefined ? cell(columns[index], String(cells[0] ?? ''), material, row) : String(value)).replace(/\|/g, '/'));
  });
}

/** Lines of a text that split on commas into as many values as there are columns, without the header line, at most 20. */
function csvRows(text: string, columns: string[]): string[][] {
  const header = columns.map((column) => column.toLowerCase());
  const rows = text
    .split('\n')
    // A sentence (an instruction naming the columns, notes) is no data row.
    .filter((row) => !/[.:;!?](?:\s|$)/.test(row.trim()))
    .map((row) => row.split(',').map((value) => value.trim().replace(/\|/g, '/')))
    .filter((cells) => columns.length >= 2 && cells.length === columns.length && cells.every((value) => value && value.length <= 60));
  const body = rows.filter((cells) => cells.some((value, index) => value.toLowerCase() !== header[index]));
  return rows.length >= 2 ? body.slice(0, 20) : [];
}

/** Words asking for one item per record ("for each ticket", "one bullet per row", "every email"). */
const EACH = /\b(?:for each|for every|one (?:\w+ )?(?:per|for each)|per (?:row|line|record|item|ticket|email|entry))\b/i;

/** A part of the task that asks rather than tells ("Summarise this in 5 bullets"). */
const ASKING = /^(?:please\s+)?(?:summari[sz]e|list|give|write|return|provide|make|turn|convert|extract|use|keep|create|draft|answer|reply)\b/i;

/** Exactly N bullets or numbered items, without an intro or an outro. */
export function listAnswer(form: Extract<AnswerForm, { kind: 'list' }>, material: Material): string {
  // One item per record of the material (a ticket, a row, a note's line) when it holds as many or the call asks for each.
  const records = materialRecords(material.facts.request);
  // A count of 0 is "one per record": as many items as records (three when there are none).
  const count = form.count || (records.length >= 2 ? records.length : 3);
  if (records.length >= 2 && (records.length >= count || EACH.test(material.facts.system) || EACH.test(material.facts.task))) {
    const lines = records.slice(0, count).map(recordLine);
    return [...lines, ...claims(material.faker, subjects(material.facts), count - lines.length)]
      .map((item, index) => `${form.numbered ? `${index + 1}.` : '-'} ${item}`)
      .join('\n');
  }
  // The things the task lists are the items, in its order; sentences about the task fill any left.
  const listed = listedThings(material.facts.task);
  // "Summarise the meeting in 5 bullets" over notes of five sentences or more: the material's own sentences, in order.
  const said = listed.length ? [] : materialRows(material.facts.task).filter((part) => !ASKING.test(part) && part.split(/\s+/).length >= 3);
  const named = (said.length >= count ? said : listed).slice(0, count).map((thing) => `${capitalise(thing)}.`);
  return [...named, ...claims(material.faker, subjects(material.facts), count - named.length)].map((item, index) => `${form.numbered ? `${index + 1}.` : '-'} ${item}`).join('\n');
}

/** Markdown sections under the headings asked for, each one or two sentences about the task. */
export function sectionsAnswer(form: Extract<AnswerForm, { kind: 'sections' }>, material: Material): string {
  const phrases = subjects(material.facts);
  return form.headings
    .map((heading, index) => `## ${heading}\n\n${claims(material.faker, [...phrases.slice(index % phrases.length), ...phrases], 1 + (index % 2)).join(' ')}`)
    .join('\n\n');
}

/** N paragraphs of two or three sentences each, split by blank lines. */
export function paragraphsAnswer(form: Extract<AnswerForm, { kind: 'paragraphs' }>, material: Material): string {
  const phrases = subjects(material.facts);
  return Array.from({ length: form.count }, (_unused, index) => claims(material.faker, [...phrases.slice(index % phrases.length), ...phrases], 2 + (index % 2)).join(' ')).join(
    '\n\n',
  );
}

/** Words of a text up to a count, closed with a full stop (a headline without one). */
function firstWords(text: string, count: number, closing: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= count) return text;
  return `${words
    .slice(0, count)
    .join(' ')
    .replace(/[,;:.]+$/, '')}${closing}`;
}

/** An answer within a length limit: at most N words, N sentences, or a headline. */
export function limitAnswer(form: Extract<AnswerForm, { kind: 'limit' }>, material: Material): string {
  const phrases = subjects(material.facts);
  if (form.headline) {
    const lead = capitalise(phrases[0]);
    const headline = material.faker.helpers.arrayElement([
      `${lead}: what changes next`,
      `What ${lead.toLowerCase()} means for you`,
      `${lead}, explained`,
      `The real story of ${phrases[0]}`,
    ]);
    return firstWords(headline, form.words ?? 10, '');
  }
  // A short word limit leaves room for one sentence: two cut short would read as a fragment.
  const sentences = claims(material.faker, phrases, form.sentences ?? (form.words && form.words <= 25 ? 1 : 2));
  const text = sentences.join(' ');
  return form.words ? firstWords(text, form.words, '.') : text;
}

/** Values laid out as asked: a JSON array, lines, bullets, a numbered list or commas. */
export function laidOut(values: string[], container: Container): string {
  switch (container) {
    case 'json':
      return JSON.stringify(values);
    case 'commas':
      return values.join(', ');
    case 'bullets':
      return values.map((value) => `- ${value}`).join('\n');
    case 'numbered':
      return values.map((value, index) => `${index + 1}. ${value}`).join('\n');
    default:
      return values.join('\n');
  }
}
