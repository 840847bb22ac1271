import type { AnswerForm } from '../form/answer-form.js';
import { codeAnswer } from './code-answer.js';
import type { Material } from './field-value.js';
import { jsonAnswer, keyValueAnswer } from './json-answer.js';
import { choiceAnswer, numberAnswer, prefixAnswer, tagsAnswer } from './short-answers.js';
import { laidOut, limitAnswer, listAnswer, paragraphsAnswer, sectionsAnswer, tableAnswer } from './structure-answers.js';
import { valuesIn } from './values-in-text.js';

/** The text a translation or rewrite is asked of: what the task quotes, else what follows its first colon or line. */
function sourceText(task: string): string {
  const quoted = task.match(/["“]([^"”]{2,2000})["”]/)?.[1];
  if (quoted) return quoted;
  const after = task.match(/[:\n]\s*([^\n][\s\S]*)$/)?.[1]?.trim();
  return after || task;
}

/**
 * The answer in the form read from the call, written from its content; undefined for prose (and for an
 * instruction that could not be read), which the caller writes in the agent's voice.
 */
export function writeAnswer(form: AnswerForm, material: Material, request: string): string | undefined {
  switch (form.kind) {
    case 'json':
      return jsonAnswer(form.shape, material);
    case 'keyvalue':
      return keyValueAnswer(form.fields, form.yaml, material);
    case 'choice':
      return choiceAnswer(form, material);
    case 'number':
      return numberAnswer(form, material);
    case 'prefix':
      return prefixAnswer(form, material);
    case 'tags':
      return tagsAnswer(form.tags, material);
    case 'table':
      return tableAnswer(form, material);
    case 'list':
      return listAnswer(form, material);
    case 'sections':
      return sectionsAnswer(form, material);
    case 'paragraphs':
      return paragraphsAnswer(form, material);
    case 'limit':
      return limitAnswer(form, material);
    case 'code':
      return codeAnswer(form, material);
    case 'extract': {
      // Debits are the amounts written with a minus, credits those without one.
      const values = valuesIn(request, form.target).filter((value) => !form.sign || /^[-−(]/.test(value) === (form.sign === 'negative'));
      if (!values.length) return form.container === 'json' ? '[]' : 'None found in the text.';
      return laidOut(values, form.container);
    }
    case 'verbatim':
      return sourceText(material.facts.task);
    default:
      return undefined;
  }
}
