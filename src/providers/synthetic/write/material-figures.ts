// The figures a task's material states, with what a question needs to tell them apart: the number as written, where
// it stands, whether it is money, the word after it ("3 people", "12 kg") and the columns of a pasted table
// (CSV or tab-separated). Times, dates and version numbers are no figures. One pass over the (bounded) text each.

import { writtenValue } from './text-patterns.js';

/** One figure of the material. */
export interface Figure {
  value: number;
  at: number;
  /** Written with a currency sign or code, or with two decimals ("184.50", "30.00 EUR", "$12"). */
  money: boolean;
  /** The word right after it, lower-cased ("people", "kg", "m²"), or ''. */
  unit: string;
}

/** A number as people write it; not part of a time ("09:40"), a date ("2026-03-14", "14/03"), a version ("4.2.0") or a word ("Q1"). */
const FIGURE =
  /(?<![\w.:/-])([$€£]\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d:/]|\.\d|-\d|[A-Za-z]*\d)(\s?(?:EUR|USD|GBP|CHF|SEK|NOK|JPY|[$€£]))?(?:\s*([A-Za-z²]{1,12}))?/g;

/** The figures of a text, in order. */
export function figuresIn(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const written = match[2];
    figures.push({
      value: writtenValue(written),
      at: match.index,
      money: Boolean(match[1] || match[3]) || /\.\d{2}$/.test(written),
      unit: (match[4] ?? '').toLowerCase(),
    });
  }
  return figures;
}

/** The numeric columns of the first table of a text (a header line, then rows split by commas or tabs), by lower-cased name. */
export function tableColumns(text: string): Map<string, number[]> | undefined {
  const lines = text.split('\n');
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const separator = lines[index].includes('\t') ? '\t' : lines[index].includes(',') ? ',' : '';
    if (!separator || !/^[A-Za-z_][\w ]*(?:[\t,]\s*[A-Za-z_][\w ]*)+\s*$/.test(lines[index]) || !/\d/.test(lines[index + 1])) continue;
    const names = lines[index].split(separator).map((name) => name.trim().toLowerCase());
    const columns = new Map<string, number[]>(names.map((name) => [name, []]));
    for (const line of lines.slice(index + 1)) {
      const cells = line.split(separator);
      if (cells.length !== names.length) break;
      cells.forEach((cell, column) => {
        const value = writtenValue(cell.trim().replace(/[$€£%]|\s?(?:EUR|USD|GBP)$/g, ''));
        if (cell.trim() && Number.isFinite(value)) columns.get(names[column])?.push(value);
      });
    }
    for (const [name, values] of columns) if (!values.length) columns.delete(name);
    return columns.size ? columns : undefined;
  }
  return undefined;
}

/** The times of day a text states ("09:40", "9.40 am", "14:05"), as minutes after midnight, in order. */
export function timesIn(text: string): number[] {
  return [...text.matchAll(/\b([01]?\d|2[0-3])[:h]([0-5]\d)\s*(am|pm)?\b/gi)].map((match) => {
    const hour = (Number(match[1]) % 12) + (match[3]?.toLowerCase() === 'pm' ? 12 : match[3] ? 0 : Number(match[1]) >= 12 ? 12 : 0);
    return hour * 60 + Number(match[2]);
  });
}

/** The items of the text's bulleted or numbered list (a changelog's entries), one per line. */
export function listedLines(text: string): string[] {
  const bullets = text.match(/^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+\S.*$/gm) ?? [];
  return bullets;
}
