// How many items an array field holds when the prompt states it anywhere ("Give 5 tags", "exactly four
// keywords", "top 3 risks", "two alternatives"), besides in the field's own description (read as `count`).

import type { FieldShape } from '../form/answer-form.js';
import { COUNT, countOf } from '../form/read-words.js';
import { escapeRegex } from './text-patterns.js';

/** The count stated right before the field's name or its last word ("5 tags", "exactly three action items"), at most 50. */
export function statedCount(field: FieldShape, instructions: string): number | undefined {
  if (field.count) return field.count;
  const words = field.name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean);
  const last = words[words.length - 1];
  if (!last || last.length < 3) return undefined;
  // The plural or the singular of the name's last word ("tags", "keyword"), after at most two other words.
  const stem = escapeRegex(last.replace(/(?:ies|s)$/, ''));
  const pattern = new RegExp(`\\b(?:exactly |top |at least |give |list |return |with |of )?${COUNT}\\s+(?:[a-z-]+\\s+){0,2}?${stem}(?:s|es|ies|y)?\\b`, 'i');
  const found = instructions.match(pattern)?.[1];
  if (!found || /^(?:a|an|a single|single)$/i.test(found)) return undefined;
  const count = countOf(found);
  return count >= 2 && count <= 50 ? count : undefined;
}
