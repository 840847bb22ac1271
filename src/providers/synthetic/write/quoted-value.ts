import type { FieldShape } from '../form/answer-form.js';
import { quotedKindOf } from '../form/field-kinds.js';
import type { Material } from './field-value.js';
import { placedValuesIn } from './values-in-text.js';
import { escapeRegex } from './text-patterns.js';

/** Words of an instruction that ask for values taken from the input: a missing one is null, never made up. */
const EXTRACTING =
  /\b(?:extract\w*|pull (?:out )?|parse|copy (?:the )?values?|as written|verbatim|exactly as|from (?:this|the following|the|my) (?:text|message|email|invoice|receipt|note|signature|letter|document|record|line|form|card|page|ticket|report)|null|missing|not (?:there|given|present|mentioned)|turn \w+ into)\b/i;

/** Whether the call asks for values taken from its input (an extraction), not made up (a sample, a draft). */
export const extracting = (material: Material) => EXTRACTING.test(material.facts.system) || EXTRACTING.test(material.facts.request);

/** Field names that say the shape of their value, and that shape (an IBAN, a UUID). */
const SHAPED: Array<[RegExp, RegExp]> = [
  [/iban/i, /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/],
  [/uuid|guid/i, /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
];

/** Other words a document labels a field's value with ("Payable by" for a due date). */
const LABEL_SYNONYMS: Record<string, string[]> = {
  due: ['payable by', 'pay by', 'payment due', 'deadline', 'fällig', 'échéance'],
  total: ['amount payable', 'amount due', 'grand total', 'balance due', 'gesamt'],
  iban: ['account'],
  po: ['purchase order', 'p.o.'],
};

/** The last four digits a text gives after "ending" or "last 4" ("card ending 4417"). */
const lastDigits = (text: string) => text.match(/\b(?:ending(?: in| with)?|last (?:4|four)(?: digits)?(?: are| of)?)[:\s]+(\d{4})\b/i)?.[1];

/**
 * A value for a field quoted verbatim from the input: the value of its kind nearest after the field's own
 * label ("Total due: €1,240.50" for `total`), else the first one no other field of the object took.
 * Undefined when the input has none.
 */
export function quotedValue(field: FieldShape, material: Material, index: number, used: Set<string>): string | undefined {
  const source = material.facts.request || material.source;
  if (/last_?(?:4|four)|ending/i.test(field.name)) return lastDigits(source);
  const target = quotedKindOf(field.name);
  if (!target) return undefined;
  // A party (a payer, a holder, a client) may be a company as well as a person.
  const noPerson = target === 'people' && !placedValuesIn(source, 'people').length;
  // A plain decimal ("240.50") or a date ("14.10.2025") is no id.
  const values = placedValuesIn(source, noPerson ? 'companies' : target).filter(
    ({ value }) => !used.has(value) && !(target === 'codes' && /^\d+\.\d+$|^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(value)),
  );
  if (!values.length) return undefined;
  // A letter's sender signs at its end; its recipient is greeted at its start.
  if (target === 'people' && /^(?:sender|from|author|signed_?by)$/i.test(field.name)) return values[values.length - 1].value;
  // A field named by a value's shape (an IBAN, a UUID) takes only a value of that shape, wherever it stands.
  const shape = SHAPED.find(([name]) => name.test(field.name))?.[1];
  if (shape) return placedValuesIn(source, target).find(({ value }) => shape.test(value) && !used.has(value))?.value ?? source.match(shape)?.[0];
  const label = field.name.split(/[_\s-]+/).find((word) => word.length > 1 && !/^(?:id|no|number|code|the|of|name)$/i.test(word));
  if (label) {
    const lower = source.toLowerCase();
    for (const word of [label.toLowerCase(), ...(LABEL_SYNONYMS[label.toLowerCase()] ?? [])])
      for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
        const near = values.find((value) => value.at >= at && value.at - at <= 80);
        if (near) return near.value;
      }
    // An id the input never labels ("po_number" on an invoice without a PO) is absent, not another id.
    const written = [label, ...(LABEL_SYNONYMS[label.toLowerCase()] ?? []), ...(label.length > 3 ? [label.slice(0, 3)] : [])].map(escapeRegex).join('|');
    if (target === 'codes' && extracting(material) && !new RegExp(`\\b(?:${written})${label.length > 3 ? '' : '\\b'}`, 'i').test(source)) return undefined;
  }
  return values[index % values.length]?.value;
}
