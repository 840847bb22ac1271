// Yes/no fields the content decides: overdue when its due date is before the day it says it is, remote
// when it says the work is remote, and any other flag by its own word said (or said with a negation).

import { dayAfterLabel, todayIn } from './calendar-dates.js';
import { escapeRegex } from './text-patterns.js';

/** Words that say a flag of this name holds, beyond the name's own word. */
const SAID: Array<[RegExp, RegExp, RegExp?]> = [
  [
    /remote/,
    /\b(?:fully remote|remote[- ](?:first|only|friendly|ok)|remote work|work(?:ing)? remotely|work from (?:home|anywhere)|100% remote|remote)\b/i,
    /\b(?:no remote|not remote|on-?site only|in[- ]office only|office-based)\b/i,
  ],
  [/urgent|asap|emergency/, /\b(?:urgent\w*|asap|immediately|right away|as soon as possible|emergency|critical)\b/i],
  [/block/, /\b(?:blocked|blocker|stuck|waiting on|can(?:no|')t (?:proceed|continue|start))\b/i, /\bunblocked|not blocked\b/i],
  [/breaking/, /\b(?:breaking|removed|no longer supported|incompatible|renamed)\b/i, /\bno breaking\b/i],
  [/shipping|delivery|shipment/, /\b(?:ship(?:ping|ped|ment)|deliver\w*|arriv\w*|courier|parcel|package|tracking|in transit)\b/i],
  [/refund/, /\brefund\w*|money back\b/i],
  [/paid/, /\b(?:paid|settled)\b/i, /\b(?:not (?:been )?paid|unpaid|nothing has been paid|outstanding)\b/i],
  [/escalat/, /\b(?:escalat\w*|manager|legal|lawyer|chargeback)\b/i],
];

/** The flag's word from its name: `is_overdue` → "overdue", `mentions_shipping` → "shipping", `hasAttachment` → "attachment". */
function flagWord(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/^(?:is|has|have|should|can|needs?|was|were|are|did|does|will|mentions?|requires?|contains?|includes?|allows?)_/, '')
    .replace(/_/g, ' ')
    .trim();
}

/** Whether a due date the content gives is before the day it says it is; undefined when it gives neither. */
function overdue(text: string): boolean | undefined {
  const today = todayIn(text);
  const due = dayAfterLabel(text, /\b(?:due(?: date)?(?: on| by)?|pay(?:able)? by|deadline)\s*:?\s*/i);
  if (today === undefined || due === undefined) return undefined;
  return due < today && !/\b(?:paid in full|payment (?:was )?received)\b/i.test(text);
}

/** A yes/no the content decides for a field, or undefined when it says nothing either way. */
export function flagFromContent(name: string, text: string): boolean | undefined {
  const word = flagWord(name);
  if (/overdue|late|past due/.test(word)) return overdue(text);
  const said = SAID.find(([pattern]) => pattern.test(word));
  if (said?.[2]?.test(text)) return false;
  if (said?.[1].test(text)) return true;
  if (word.length < 4) return undefined;
  const stem = word.length > 6 ? word.slice(0, word.length - 2) : word;
  const at = text.toLowerCase().search(new RegExp(`\\b${escapeRegex(stem)}`));
  if (at < 0) return said ? false : undefined;
  return !/\b(?:no|not|never|without|n't|none|nothing)\b[^.!?\n]{0,20}$/i.test(text.slice(Math.max(0, at - 24), at));
}
