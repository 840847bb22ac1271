// A format given only by an example answer: "Example output:" followed by a block of `KEY: value` lines (fenced or
// not). The keys are the answer's lines; the example's values only say each line's type.
import type { FieldShape } from './answer-form.js';
import type { Candidate } from './candidate.js';
import { fieldFromSample } from './field-shape.js';
import { sentenceAt } from './read-words.js';

/** "Example output:", "Sample reply:", "e.g.:", "like this:" then an optional fence, then two to twelve `Key: value` lines. */
const EXAMPLE_BLOCK =
  /\b(?:example|sample|e\.g\.|for instance|like this|like so|looks like)\b[^\n]{0,40}\n[ \t]*(?:```[\w-]*[ \t]*\n)?((?:[ \t]*[A-Za-z][\w -]{0,30}:[ \t]*[^\n]{1,160}(?:\n|$)){2,12})/gi;

/** A line's type from its example value: a number, a boolean, else text. */
const fieldOf = (name: string, value: string): FieldShape =>
  fieldFromSample(name, /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : /^(?:true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value);

/** The last example answer made of `Key: value` lines, as key: value fields. */
export function readExampleLines(text: string): Candidate | undefined {
  let found: Candidate | undefined;
  EXAMPLE_BLOCK.lastIndex = 0;
  for (let match = EXAMPLE_BLOCK.exec(text); match; match = EXAMPLE_BLOCK.exec(text)) {
    const fields = [...match[1].matchAll(/^[ \t]*([A-Za-z][\w -]{0,30}):[ \t]*([^\n]*)/gm)].map((line) => fieldOf(line[1].trim(), line[2].trim()));
    // An example of a JSON or YAML document, or of a conversation, is someone else's: keys repeat there, or values open a structure.
    if (new Set(fields.map((field) => field.name.toLowerCase())).size < fields.length || /[{[]\s*$/m.test(match[1])) continue;
    found = { form: { kind: 'keyvalue', fields, yaml: false }, at: sentenceAt(text, match.index).start, end: match.index + match[0].length };
  }
  return found;
}
