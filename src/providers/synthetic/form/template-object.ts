// An object template written loosely in an instruction, the way system prompts show the answer's shape without
// valid JSON: `Return: {"breaking": true|false, "entries": <integer>, "summary": "<one sentence>"}`, `Output: { status:
// "ok" | "down", owners: [...] }`. Valid JSON examples are the skeleton reader's; this one reads what does not parse.
import type { Candidate } from './candidate.js';
import { typeFields } from './described-fields.js';
import { sentenceAt } from './read-words.js';

/** An opening brace right after words that show the answer ("Return:", "Output format:", "respond with", "like"). */
const OPENING = /\b(?:return|returns|output|respond|reply|answer|format|shape|template|json|like|exactly)\b[^{}\n]{0,40}?:?[ \t]*\n?[ \t]*(?:```\w*[ \t]*\n[ \t]*)?\{/gi;

/**
 * The last loose object template the instructions show: two or more `key: value` members in braces that are
 * not valid JSON, each read like a field's description. Undefined when the braces parse (the skeleton reader's).
 */
export function readTemplateObject(text: string): Candidate | undefined {
  let found: Candidate | undefined;
  OPENING.lastIndex = 0;
  for (let match = OPENING.exec(text); match; match = OPENING.exec(text)) {
    const open = match.index + match[0].length - 1;
    const close = text.indexOf('}', open);
    // One flat object of bounded size; nested braces are the skeleton reader's.
    if (close < 0 || close - open > 800 || text.slice(open + 1, close).includes('{')) continue;
    const raw = text.slice(open, close + 1);
    if (parses(raw)) continue;
    const fields = typeFields(raw);
    if (fields.length < 2) continue;
    // It reaches to the end of its sentence, so a "<one sentence>" placeholder inside is no ask of its own.
    found = { form: { kind: 'json', shape: { type: 'object', fields } }, at: sentenceAt(text, match.index).start, end: Math.max(close + 1, sentenceAt(text, close).end) };
    OPENING.lastIndex = close + 1;
  }
  return found;
}

function parses(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
