// The "label: value" pairs a document writes ("Vendor: Oberlin & Kaas GmbH", "Total due: 330.00 GBP",
// "Issued: 2 March 2026    Due: 1 April 2026"), and the words a field's name may be written as in one.
import { escapeRegex } from './text-patterns.js';

/** One pair as written: its label in lower case, its value whole, where the value starts. */
export interface LabelledPair {
  label: string;
  value: string;
  at: number;
}

/** A label: a few words (with "#", "no.", "/" or parentheses) before a colon, an equals sign or a tab run. */
const PAIR = /(?:^|\n|[ \t]{2,}|\t|\|[ \t]*)([A-Za-z][\w .#/()'-]{0,40}?)[ \t]*(?::|=|\t)[ \t]*([^\n|]*?)(?=[ \t]{2,}[A-Za-z][\w .#/()'-]{0,40}?[ \t]*:|[ \t]*\||\n|$)/g;

/** A placeholder of a template: `<...>`, `[...]`, `{...}` (perhaps cut at a "|" of its options), "...", "___". */
const PLACEHOLDER = /^(?:<|\[|\{)|^(?:\.{2,}|…|_{2,}|\?+)$/;

/** Pairs of the last text read: one answer reads the same text once per field. */
let readText: string | undefined;
let readPairs: LabelledPair[] = [];

/** The label: value pairs a text writes, in order (a URL's "https:" is no label). */
export function labelledPairs(text: string): LabelledPair[] {
  if (readText === text) return readPairs;
  readText = text;
  readPairs = [];
  for (const match of text.matchAll(PAIR)) {
    const value = match[2].trim().replace(/[.;,]$/, '');
    // A template's placeholder ("Name: <full name>", "score: [0-1]") is the form asked, not a value given.
    if (!value || /^\/\//.test(value) || /^\d/.test(match[1]) || PLACEHOLDER.test(value)) continue;
    readPairs.push({ label: match[1].trim().toLowerCase().replace(/\s+/g, ' '), value, at: (match.index ?? 0) + match[0].indexOf(match[2]) });
  }
  return readPairs;
}

/** Other words a document labels a field's value with, by the field's main word. */
const SYNONYMS: Array<[RegExp, string[]]> = [
  [/vendor|supplier|seller|merchant|issuer|company|biller/, ['vendor', 'supplier', 'from', 'seller', 'merchant', 'issued by', 'billed by', 'company', 'payee']],
  [/invoice/, ['invoice no', 'invoice no.', 'invoice number', 'invoice #', 'invoice', 'ref', 'reference', 'inv']],
  [/^(?:total|amount|sum|balance|grand)/, ['total due', 'amount due', 'balance due', 'grand total', 'total', 'amount', 'to pay']],
  [/due/, ['due', 'due date', 'payment due', 'pay by']],
  [/^(?:date|issued|issue)/, ['date', 'issued', 'issue date', 'invoice date', 'dated']],
  [/customer|client|buyer|bill/, ['customer', 'client', 'bill to', 'billed to', 'buyer', 'name']],
  [/e-?mail/, ['email', 'e-mail', 'mail', 'contact']],
  [/phone|tel|mobile/, ['phone', 'tel', 'telephone', 'mobile', 'cell']],
  [/order/, ['order', 'order #', 'order no', 'order id', 'order number', 'order ref']],
  [/stars?|rating|rated/, ['stars', 'rating', 'rated', 'score']],
  [/location|city|place|where/, ['location', 'city', 'based in', 'office', 'where']],
  [/title|role|position|job/, ['title', 'role', 'position', 'job title', 'job']],
  [/owner|assignee|who/, ['owner', 'assignee', 'assigned to', 'who']],
  [/severity|priority|urgency/, ['severity', 'priority', 'urgency', 'sev']],
  [/status|state/, ['status', 'state']],
  [/tracking/, ['tracking', 'tracking number', 'tracking no', 'tracking #', 'awb']],
  [/carrier|courier|shipper/, ['carrier', 'courier', 'shipped with', 'shipped via', 'via']],
];

/** The words a field's name may be written as in a document, its own first ("invoice_no" → "invoice no", "invoice", "ref", …). */
export function labelsFor(name: string): string[] {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  const main = words.split(' ').find((word) => !/^(?:the|of|is|has|no|number|id|code|name|value)$/.test(word)) ?? words;
  const synonyms = SYNONYMS.find(([pattern]) => pattern.test(main))?.[1] ?? [];
  return [...new Set([words, main, ...synonyms].filter((label) => label.length >= 2))];
}

/** The value a text writes under one of a field's labels, whole ("From: Kettering Tool Supply Ltd" for `vendor`). */
export function labelledFor(name: string, text: string): LabelledPair | undefined {
  const pairs = labelledPairs(text);
  if (!pairs.length) return undefined;
  for (const label of labelsFor(name)) {
    const exact = pairs.find((pair) => pair.label === label);
    if (exact) return exact;
  }
  const own = labelsFor(name).slice(0, 2);
  // A longer label holding the field's word is a label only when short ("Invoice no.", not "Detect the language of").
  return pairs.find((pair) => pair.label.split(' ').length <= 3 && own.some((label) => label.length >= 3 && new RegExp(`\\b${escapeRegex(label)}\\b`).test(pair.label)));
}
