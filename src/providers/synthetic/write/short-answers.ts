import type { AnswerForm } from '../form/answer-form.js';
import { askedDecimals } from './asked-arithmetic.js';
import { computedNumber } from './computed-number.js';
import { scoreIn, type Material } from './field-value.js';
import { pickOption } from './pick-option.js';
import { claim, reason, subjects } from './sentences.js';
import { statedScore } from './stated-score.js';

/** One option of a closed set, alone or followed by a one-sentence reason. */
export function choiceAnswer(form: Extract<AnswerForm, { kind: 'choice' }>, material: Material): string {
  const choice = pickOption(form.options, material);
  return form.explain ? `${choice}. ${reason(material.faker, material.facts)}` : choice;
}

/** A number in the asked range, with its template ("Score: 7/10") and a reason when asked. */
export function numberAnswer(form: Extract<AnswerForm, { kind: 'number' }>, material: Material): string {
  // A question the input answers ("17% of 2,400", "how many distinct emails") gets that number, not a score.
  const computed = form.prefix || (form.suffix && form.suffix !== '%') ? undefined : computedNumber(material.facts.request, `${material.facts.system}\n${material.facts.request}`);
  const asked = `${material.facts.system}\n${material.facts.request}`;
  // "Two decimals": a computed value written with them ("2.50").
  const decimals = computed === undefined ? undefined : askedDecimals(asked);
  const value =
    computed !== undefined
      ? decimals
        ? computed.toFixed(decimals)
        : computed
      : (statedScore(material.facts.request, form.max) ?? scoreIn(material, form.min, form.max, form.integer));
  const written = `${form.prefix ? `${form.prefix}: ` : ''}${value}${form.suffix ?? ''}`;
  if (form.atEnd) return `${material.prose()}\n${written}`;
  return form.explain ? `${written}\n${reason(material.faker, material.facts)}` : written;
}

/** The required first word or template, then one sentence (a verdict's value from its options). */
export function prefixAnswer(form: Extract<AnswerForm, { kind: 'prefix' }>, material: Material): string {
  const phrase = subjects(material.facts)[0];
  if (form.options && form.atEnd) return `${material.prose()}\n${form.prefix} ${pickOption(form.options, material)}`;
  if (form.options) return `${form.prefix ? `${form.prefix} ` : ''}${pickOption(form.options, material)}\n${claim(material.faker, phrase)}`;
  return `${form.prefix}${/\s$/.test(form.prefix) ? '' : ' '}${claim(material.faker, phrase)}`;
}

/** Each asked tag with its content: one of its listed values, else a sentence about the task. */
export function tagsAnswer(tags: Array<{ name: string; options?: string[] }>, material: Material): string {
  const phrases = subjects(material.facts);
  const computed = computedNumber(material.facts.request);
  // An answer tag holds the number the input decides, when it decides one ("Which is larger, 9.9 or 9.11?").
  const answered = (name: string) => (computed !== undefined && /^(?:answer|result|final)$/i.test(name) ? String(computed) : undefined);
  return tags
    .map(
      (tag, index) =>
        `<${tag.name}>${tag.options ? pickOption(tag.options, material) : (answered(tag.name) ?? claim(material.faker, phrases[index % phrases.length]))}</${tag.name}>`,
    )
    .join('\n');
}
