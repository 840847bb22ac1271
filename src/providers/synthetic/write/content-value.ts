// A field's value taken from the content by its kind before anything is invented: the value written under
// the field's label or a synonym (whole: "Oberlin & Kaas GmbH", "330.00 GBP"), a number written beside the
// field's word ("2 stars", "7 years of experience"), a range's ends for `_min`/`_max`, an allowed value the
// content names, a flag the content decides.

import type { FieldShape } from '../form/answer-form.js';
import { fieldArithmetic, statedTotalHolds } from './asked-arithmetic.js';
import { totalOfLines } from './content-arithmetic.js';
import { flagFromContent } from './content-flags.js';
import { labelledFor, labelsFor } from './labelled-pairs.js';
import { escapeRegex, writtenValue } from './text-patterns.js';
import { currentValue } from './current-record.js';

/** A number as written ("70,000", "10.2"). */
const NUMBER = /[-+]?\d[\d,]*(?:\.\d+)?/;

/** A number written just before one of the field's words ("2 stars", "7 years of experience", "3 seats"). */
function numberBefore(labels: string[], text: string): number | undefined {
  for (const label of labels.filter((candidate) => candidate.length >= 3)) {
    const words = label.split(' ').map(escapeRegex).join('\\s+');
    const found = text.match(new RegExp(`(?<![\\w.,])(\\d[\\d,]*(?:\\.\\d+)?)\\+?\\s*(?:-\\s*)?(?:[a-z]+\\s+){0,2}?${words}\\b`, 'i'));
    if (found) return writtenValue(found[1]);
  }
  return undefined;
}

/** The low or high end of a range the content writes after the field's word ("Salary EUR 70000 to 90000"). */
function rangeEnd(name: string, text: string): number | undefined {
  const end = name.match(/(?:^|_)(min|max|low|high|from|to|lower|upper)$|^(min|max)(?:_|$)/i);
  if (!end) return undefined;
  const base = name
    .replace(/(?:^|_)(?:min|max|low|high|from|to|lower|upper)(?:_|$)/gi, ' ')
    .trim()
    .split(/[_\s]+/)[0];
  if (!base || base.length < 3) return undefined;
  const range = text.match(
    new RegExp(
      `\\b${escapeRegex(base)}\\w*\\b[^\\n.]{0,30}?[$€£]?(\\d[\\d,.]*)\\s*([kK])?\\s*(?:[A-Z]{3}\\s*)?(?:to|-|–|—|and)\\s*[$€£]?(?:[A-Z]{3}\\s*)?(\\d[\\d,.]*)\\s*([kK])?`,
      'i',
    ),
  );
  if (!range) return undefined;
  const scale = (written: string, k: string | undefined) => writtenValue(written.replace(/\.$/, '')) * (k ? 1000 : 1);
  const high = scale(range[3], range[4]);
  const low = scale(range[1], range[2] ?? range[4]);
  return /^(?:max|high|to|upper)$/i.test(end[1] ?? end[2]) ? high : low;
}

/** An allowed value the content writes under the field's label, or names on its own (a currency code, a severity). */
function allowedValue(field: FieldShape, text: string): string | undefined {
  const values = field.values ?? [];
  const labelled = labelledFor(field.name, text)?.value.toLowerCase();
  if (labelled) {
    const named = values.find((value) => labelled === value.toLowerCase() || new RegExp(`\\b${escapeRegex(value.toLowerCase())}\\b`).test(labelled));
    if (named) return named;
  }
  if (!/currency|unit|lang/i.test(field.name)) return undefined;
  const counts = values.map((value) => text.match(new RegExp(`\\b${escapeRegex(value)}\\b`, 'g'))?.length ?? 0);
  const best = Math.max(...counts);
  return best > 0 ? values[counts.indexOf(best)] : undefined;
}

/** The role a posting or a profile names ("hiring a Senior Backend Engineer", "works as a Data Analyst"). */
function roleNamed(text: string): string | undefined {
  return text.match(
    /\b(?:hiring|seeking|looking for|recruiting|works? as|joined as|role of|position of|opening for)\s+(?:an?\s+|the\s+|our\s+)?((?:[A-Z][\w+#/-]*[ \t]+){0,4}[A-Z][\w+#/-]*)/,
  )?.[1];
}

/** Field names whose value is one piece of a labelled line, and that piece. */
const NARROW: Array<[RegExp, RegExp]> = [
  [/e-?mail/i, /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/],
  [/url|link|website/i, /\bhttps?:\/\/\S+|\bwww\.\S+/],
  [/phone|mobile|tel$|fax/i, /\+?\d[\d ().-]{5,}\d/],
];

/** Whether the call asks numbers without their units ("no units", "plain numbers", "number only"). */
export const unitless = (instructions: string) =>
  /\b(?:no units?|without (?:the |their |any )?units?|plain numbers?|numbers? only|just the numbers?|unitless|bare numbers?|measured number)\b/i.test(instructions);

/**
 * The content's value for a field, by its kind: undefined when the content has none (the caller invents one).
 * `instructions` is the whole call, read for "no units".
 */
export function contentValue(field: FieldShape, text: string, instructions: string): unknown {
  if (field.values?.length) return allowedValue(field, text);
  if (field.type === 'boolean') return statedTotalHolds(field.name, text) ?? flagFromContent(field.name, text);
  const labelled = labelledFor(field.name, text);
  // A range's end is a number whatever type the field was read with ("salary_min, salary_max (plain numbers)").
  const end = field.type === 'number' || field.type === 'integer' || field.type === 'string' ? rangeEnd(field.name, text) : undefined;
  if (end !== undefined && Number.isFinite(end)) return end;
  if (field.type === 'number' || field.type === 'integer') {
    const written = labelled?.value.match(NUMBER)?.[0];
    const value =
      totalOfLines(field.name, text) ??
      (written !== undefined ? writtenValue(written) : (numberBefore(labelsFor(field.name), text) ?? fieldArithmetic(field.name, text, instructions)));
    return value !== undefined && Number.isFinite(value) ? value : undefined;
  }
  if (field.type !== 'string') return undefined;
  // "current_employer" from the line marked "(2022–present)", not the first company or title in the text.
  const current = currentValue(field.name, text);
  if (current) return current;
  if (!labelled) return /^(?:job_?)?(?:title|role|position)$/i.test(field.name) ? roleNamed(text) : undefined;
  // An email, a URL or a phone field takes that value out of its line ("Brightline <billing@brightline.example>").
  const narrow = NARROW.find(([pattern]) => pattern.test(field.name))?.[1];
  if (narrow) return labelled.value.match(narrow)?.[0];
  if (unitless(instructions)) return labelled.value.match(/^[-+]?[$€£]?\s?(\d[\d,]*(?:\.\d+)?)/)?.[1] ?? labelled.value;
  return labelled.value;
}
