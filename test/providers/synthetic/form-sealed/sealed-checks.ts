/**
 * The sealed set's checks: the held-out set's form and content checkers, applied to each content an entry
 * lists, with two readings of its own: a label after a prefix ends at a word boundary ("ALLOW:" opens with
 * ALLOW), and a percentage's closing % sign is not part of its number.
 */
import { show } from '../field-check.js';
import type { Content } from '../form-holdout/entry.js';
import { contentProblems, holdoutFormProblems } from '../form-holdout/holdout-checks.js';
import type { SealedEntry } from './entry.js';

/** What is wrong with the form of an answer to a sealed entry (empty: it has the asked form). */
export const sealedFormProblems = (answer: string, entry: SealedEntry) => holdoutFormProblems(answer, { ...entry, content: undefined });

/** The contents an entry checks, as a list. */
const contentsOf = (entry: SealedEntry): Content[] => (entry.content === undefined ? [] : Array.isArray(entry.content) ? entry.content : [entry.content]);

/** Whether an entry's content is checked (a content listed, or an extraction's expected values). */
export const hasContent = (entry: SealedEntry) => contentsOf(entry).length > 0 || entry.expect.form === 'extract';

/** What is wrong with the label that must open a prefixed first line (case aside, up to a word boundary). */
function prefixLabelProblems(answer: string, prefix: string, label: string): string[] {
  const after = answer
    .trimStart()
    .split('\n')[0]
    .slice(prefix.length)
    .trim()
    .replace(/^\*\*|^["'`]/, '');
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}(?!\\w)`, 'i').test(after) ? [] : [`the text after "${prefix}" is ${show(after)}, not "${label}"`];
}

/** What one content of an entry finds wrong in the answer. */
function oneContentProblems(answer: string, entry: SealedEntry, content: Content): string[] {
  const { expect } = entry;
  if (expect.form === 'prefix' && 'label' in content && typeof content.label === 'string' && !content.key) return prefixLabelProblems(answer, expect.prefix, content.label);
  const text = expect.form === 'number' && expect.percent ? answer.trim().replace(/\s?%$/, '') : answer;
  return contentProblems(text, { ...entry, content });
}

/** What the answer gets wrong in its content, over every content the entry lists (empty: right, or nothing to check). */
export function sealedContentProblems(answer: string, entry: SealedEntry): string[] {
  if (entry.expect.form === 'extract') return contentProblems(answer, { ...entry, content: undefined });
  return contentsOf(entry).flatMap((content) => oneContentProblems(answer, entry, content));
}
