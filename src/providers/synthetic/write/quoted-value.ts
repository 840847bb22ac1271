import type { FieldShape } from '../form/answer-form.js';
import { quotedKindOf } from '../form/field-kinds.js';
import type { Material } from './field-value.js';
import { placedValuesIn } from './values-in-text.js';

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
  const target = quotedKindOf(field.name);
  if (!target) return undefined;
  // A plain decimal ("240.50") is a figure, not an id.
  // A party (a payer, a holder, a client) may be a company as well as a person.
  const noPerson = target === 'people' && !placedValuesIn(source, 'people').length;
  const values = placedValuesIn(source, noPerson ? 'companies' : target).filter(({ value }) => !used.has(value) && !(target === 'codes' && /^\d+\.\d+$/.test(value)));
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
