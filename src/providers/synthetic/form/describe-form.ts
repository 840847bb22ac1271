import type { AnswerForm, FieldShape, JsonShape } from './answer-form.js';

/** A field as the journal shows it: `mood: happy|unhappy|mixed`, `certainty: 0..1`, `tags: string[]`. */
function describeField(field: FieldShape): string {
  if (field.values) return `${field.name}: ${field.values.join('|')}`;
  if (field.type === 'number' || field.type === 'integer') return `${field.name}: ${field.min ?? 0}..${field.max ?? 100}`;
  if (field.type === 'array') return `${field.name}: ${field.items ? `{${field.items.map(describeField).join(', ')}}` : (field.itemType ?? 'string')}[]`;
  return `${field.name}: ${field.type}`;
}

const fieldsOf = (fields: FieldShape[] | undefined) => (fields?.length ? ` {${fields.map(describeField).join(', ')}}` : '');

function describeJson(shape: JsonShape): string {
  if (shape.type === 'schema') return 'json schema (pasted in the prompt)';
  if (shape.type === 'array') return `json array${fieldsOf(shape.items)}`;
  return `json object${fieldsOf(shape.fields) || ' (no keys named)'}`;
}

/**
 * How a call was read, in one short line for the journal and the dashboard:
 * `form: json object {mood: happy|unhappy|mixed, certainty: 0..1}`, `form: unread "…"`.
 */
export function describeForm(form: AnswerForm): string {
  switch (form.kind) {
    case 'prose':
      return 'form: prose';
    case 'unread':
      return `form: unread "${form.instruction}"`;
    case 'json':
      return `form: ${describeJson(form.shape)}`;
    case 'choice':
      return `form: choice ${form.options.join('|')}${form.explain ? ' + reason' : ''}`;
    case 'number':
      return `form: number ${form.min}..${form.max}${form.prefix ? ` after "${form.prefix}:"` : ''}${form.suffix ? ` as N${form.suffix}` : ''}${form.explain ? ' + reason' : ''}${form.atEnd ? ' at the end' : ''}`;
    case 'table':
      return `form: table | ${form.columns.join(' | ')} |${form.rows ? ` ${form.rows} rows` : ''}`;
    case 'sections':
      return `form: sections ${form.headings.map((heading) => `## ${heading}`).join(' ')}`;
    case 'paragraphs':
      return `form: ${form.count} paragraphs`;
    case 'list':
      return `form: ${form.count} ${form.numbered ? 'numbered items' : 'bullets'}`;
    case 'limit':
      return `form: ${form.headline ? 'headline, ' : ''}${form.words ? `at most ${form.words} words` : `at most ${form.sentences} sentence${form.sentences === 1 ? '' : 's'}`}`;
    case 'code':
      return `form: code ${form.language} ${form.what}${form.name ? ` ${form.name}` : ''}`;
    case 'tags':
      return `form: tags ${form.tags.map((tag) => `<${tag.name}>${tag.options ? ` ${tag.options.join('|')}` : ''}`).join(' ')}`;
    case 'prefix':
      return `form: ${form.atEnd ? 'ends' : 'starts'} "${form.prefix}"${form.options ? ` ${form.options.join('|')}` : ''}`;
    case 'keyvalue':
      return `form: ${form.yaml ? 'yaml' : 'key: value lines'}${fieldsOf(form.fields)}`;
    case 'extract':
      return `form: extract ${form.target} as ${form.container}`;
    case 'verbatim':
      return 'form: the source text only';
  }
}
