import type { ExtractTarget, FieldShape } from '../form/answer-form.js';
import type { Material } from './field-value.js';
import { placedValuesIn } from './values-in-text.js';

/** A field whose name says it holds values quoted from the input, and the kind of value it holds. */
const QUOTED: Array<[RegExp, ExtractTarget]> = [
  [/e-?mail/i, 'emails'],
  [/url|link|website|homepage/i, 'urls'],
  [/(?:^|_)(?:phone|tel|telephone|mobile|fax)(?:_|$)/i, 'phones'],
  [/date|deadline|due|when|(?:^|_)(?:on|at)$/i, 'dates'],
  [/amount|price|total|cost|sum|fee|salary|budget|revenue|subtotal|tax|vat/i, 'amounts'],
  [/(?:^|_)(?:id|number|no|code|ref|reference|sku|iban|serial)$|^(?:invoice|order|ticket|booking|tracking)$/i, 'codes'],
  [/compan|organi[sz]ation|employer|vendor|firm|business|merchant|supplier/i, 'companies'],
  [
    /^(?:name|full_?name|person|author|customer|contact|people|names|persons|speaker|sender|recipient|attendees?|participants?|owner|assignee|manager|from|to|client|patient|employee)(?:_name)?$/i,
    'people',
  ],
  [/city|location|place|country|address/i, 'places'],
];

/** The kind of value a field quotes from the input, if its name says so. */
export const quotedTarget = (name: string) => QUOTED.find(([pattern]) => pattern.test(name))?.[1];

/** Words of an instruction that ask for values taken from the input: a missing one is null, never made up. */
const EXTRACTING =
  /\b(?:extract\w*|pull (?:out )?|parse|copy (?:the )?values?|as written|verbatim|exactly as|from (?:this|the following|the|my) (?:text|message|email|invoice|receipt|note|signature|letter|document|record|line|form|card|page|ticket|report)|null|missing|not (?:there|given|present|mentioned)|turn \w+ into)\b/i;

/** Whether the call asks for values taken from its input (an extraction), not made up (a sample, a draft). */
export const extracting = (material: Material) => EXTRACTING.test(material.facts.system) || EXTRACTING.test(material.facts.request);

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
  const target = quotedTarget(field.name);
  if (!target) return undefined;
  // A plain decimal ("240.50") is a figure, not an id.
  const values = placedValuesIn(source, target).filter(({ value }) => !used.has(value) && !(target === 'codes' && /^\d+\.\d+$/.test(value)));
  if (!values.length) return undefined;
  // A letter's sender signs at its end; its recipient is greeted at its start.
  if (target === 'people' && /^(?:sender|from|author|signed_?by)$/i.test(field.name)) return values[values.length - 1].value;
  const label = field.name.split(/[_\s-]+/).find((word) => word.length > 1 && !/^(?:id|no|number|code|the|of|name)$/i.test(word));
  if (label) {
    const lower = source.toLowerCase();
    for (let at = lower.indexOf(label.toLowerCase()); at >= 0; at = lower.indexOf(label.toLowerCase(), at + 1)) {
      const near = values.find((value) => value.at >= at && value.at - at <= 80);
      if (near) return near.value;
    }
  }
  return values[index % values.length]?.value;
}
