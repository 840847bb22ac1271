import type { Candidate } from './candidate.js';
import { describedFields } from './described-fields.js';
import { fieldFrom } from './field-shape.js';
import { atEnd, lastMatch, optionsIn, sentenceAt } from './read-words.js';

const TAG = /<([A-Za-z][\w-]{1,30})>/g;
const PREFIX =
  /\b(?:start|begin|prefix|open|lead)\w*\b[^.\n]{0,50}?\b(?:with|by)\b\s*(?:the (?:word|phrase|line|prefix|token|label)\s*)?["'“`‘]([^"'”`’\n]{1,40})["'”`’]|\bfirst (?:word|line) (?:must|should) be\s*(?:exactly|just|only|simply|literally)?\s*["'“`‘]?([^"'”`’\n.,]{1,40})/gi;
/** A verdict template: "VERDICT: PASS|FAIL", "Decision: APPROVE or REJECT". */
const VERDICT = /\b([A-Z][A-Za-z_]{1,20}(?: [A-Za-z]{1,12})?):\s*["'`]?([A-Za-z_]{2,20}(?:["'`]?\s*(?:\||\/|\bor\b)\s*["'`]?[A-Za-z_]{2,20}){1,5})\b(?!["'`]?\s*:)/g;
const KEY_VALUE_CUE = /\bkey[: -]+value\b|\bkey\s*=\s*value\b/gi;
const YAML_CUE = /\byaml\b/gi;
/** Template lines: "Name: <name>", "Age: ...", two or more in a row. */
/** Lower-case keys count only with a placeholder ("sentiment: <pos|neg>"). */
// After a colon the blanks are taken whole (`[ \t]*(?![ \t])`): two runs that could share them would backtrack quadratically
// over a long blank line (the layout pass blanks material out with spaces).
const TEMPLATE_LINES =
  /(?:^|\n)((?:[ \t]*(?:[A-Z][\w ]{0,30}:[ \t]*(?![ \t])(?:<[^>\n]*>|\[[^\]\n]*\]|\{[^}\n]*\}|\.\.\.|…|_+)?|[a-z][\w ]{0,30}:[ \t]*(?:<[^>\n]*>|\[[^\]\n]*\]|\{[^}\n]*\}))[ \t]*(?:\n|$)){2,12})/g;

/**
 * A block of "Key: what goes there" lines right after an instruction that ends in a colon and speaks of the
 * answer ("Use exactly these lines:", "Answer with two lines and nothing else:"): each line a field, its
 * description read like a JSON field's ("ok, degraded or down", "high | medium | low", "<a number from 0 to 1>").
 */
const TEMPLATE_BLOCK = /(?<=^|\n)([^\n]{0,200}:)[ \t]*\n((?:[ \t]*[A-Z][\w' ]{0,30}:[ \t]*\S[^\n]{0,160}(?:\n|$)){2,12})/g;
const TEMPLATE_INTRO = /\b(?:lines?|format|template|answer|reply|respond|output|exactly|these)\b/i;

/** The last instruction to wrap the answer in XML-like tags: every tag its sentence names, in order, with the values a tag lists. */
export function readTags(text: string): Candidate | undefined {
  const cue = lastMatch(text, TAG);
  if (!cue) return undefined;
  const last = sentenceAt(text, cue.index);
  // A line that is nothing but a filled-in tag ("<verdict>PASS or FAIL</verdict>") is a template of the answer.
  const templateLine = /^\s*<([A-Za-z][\w-]{0,30})>[^<\n]{0,80}<\/\1>\s*$/.test(last.text);
  if (!templateLine && !/\b(?:tags?|wrap|inside|between|enclose|within|xml|in|as|reply|answer|followed|elements?|emit)\b/i.test(last.text)) return undefined;
  // The instruction may name its tags over two sentences ("Think inside <a></a>, then answer inside <b></b>").
  const start = Math.max(0, last.start - 300);
  const scope = text.slice(start, last.end);
  const tags: Array<{ name: string; options?: string[] }> = [];
  // A tag filled in once with a short value holds a first value; a second copy adds another.
  for (const match of scope.matchAll(/<([A-Za-z][\w-]{0,30})>([^<\n]{0,80})(?:<\/\1>)?/g)) {
    const known = tags.find((tag) => tag.name === match[1]);
    // "<label>safe</label> or <label>unsafe</label>": each filled-in copy of a tag is one of its values.
    if (known) {
      const value = match[2].trim();
      if (/^[\w-]+(?: [\w-]+){0,2}$/.test(value) && !known.options?.includes(value)) known.options = [...(known.options ?? []), value];
      continue;
    }
    // "<priority> (low, medium or high)": the values in brackets right after the tag.
    const bracketed = match[2].match(/^\s*\(([^()]{3,80})\)/)?.[1];
    const options = /\||\bor\b/.test(match[2]) ? optionsIn(match[2]) : bracketed ? optionsIn(bracketed) : [];
    tags.push({ name: match[1], ...(options.length >= 2 ? { options } : /^[\w-]+(?: [\w-]+){0,2}$/.test(match[2].trim()) ? { options: [match[2].trim()] } : {}) });
  }
  // Values listed in words: "the decision must be one of accept, revise, reject".
  const after = text.slice(start, Math.min(text.length, last.end + 300));
  let end = last.end;
  for (const tag of tags) {
    // "Categories: hardware, software, network." in the next sentence lists a <category> tag's values.
    const plural = new RegExp(`\\b${tag.name.replace(/y$/, '(?:y|ie)')}s?\\s*:\\s*([^.\\n<]+)`, 'i').exec(text.slice(last.end, Math.min(text.length, last.end + 300)));
    const named = plural ? optionsIn(plural[1]) : [];
    if (plural && named.length >= 2) {
      tag.options = named;
      end = Math.max(end, sentenceAt(text, last.end + plural.index).end);
      continue;
    }
    const listed = after.match(new RegExp(`\\b${tag.name}\\b[^.\\n<]{0,30}?\\b(?:one of|either|must be|is|as|values?)\\b:?\\s*([^.\\n<]+)`, 'i'));
    const options = listed ? optionsIn(listed[1]) : [];
    if (options.length >= 2 && !(tag.options && tag.options.length >= 2)) tag.options = options;
    // "inside <verdict></verdict> tags: accept or reject": the values after a colon or dash that follows the tag.
    const trailing = after.match(new RegExp(`<${tag.name}>(?:\\s*</${tag.name}>)?[^.\\n<:—–]{0,20}[:—–]\\s*([^.\\n<]+)`));
    const set = trailing ? optionsIn(trailing[1]) : [];
    if (set.length >= 2 && !(tag.options && tag.options.length >= 2)) tag.options = set;
    // "the risk level (low, medium or high) in <risk></risk>": values in brackets after the tag's name in words.
    const worded = tag.options ? null : after.match(new RegExp(`\\b${tag.name}\\b[^.\\n<(]{0,20}\\(([^()\\n]{3,80})\\)`, 'i'));
    const described = worded ? optionsIn(worded[1]) : [];
    if (described.length >= 2) tag.options = described;
    if (tag.options && tag.options.length < 2) delete tag.options;
  }
  const first = scope.search(/<[A-Za-z]/);
  return { form: { kind: 'tags', tags }, at: sentenceAt(text, start + Math.max(0, first)).start, end };
}

/** The last required first word or verdict template ("start with 'APPROVED'", "VERDICT: PASS|FAIL"). */
export function readPrefix(text: string): Candidate | undefined {
  const verdict = lastMatch(text, VERDICT);
  const prefix = lastMatch(text, PREFIX);
  if (verdict && (!prefix || verdict.index > prefix.index)) {
    const options = optionsIn(verdict[2].replace(/["'`]/g, ''));
    // "Note: this or that" is prose; a verdict's values are capitals or split by "|" or "/".
    const template = /[|/]/.test(verdict[2]) || options.every((option) => option === option.toUpperCase());
    if (options.length >= 2 && template) {
      const sentence = sentenceAt(text, verdict.index);
      return {
        form: { kind: 'prefix', prefix: `${verdict[1]}:`, options, ...(atEnd(sentence.text) ? { atEnd: true } : {}) },
        at: sentence.start,
        end: Math.max(sentence.end, verdict.index + verdict[0].length),
      };
    }
  }
  // "Start your reply with STATUS: followed by OK or FAIL": an unquoted label ending in a colon.
  const labelled = lastMatch(text, COLON_PREFIX);
  if (labelled && (!prefix || labelled.index >= prefix.index) && (!verdict || labelled.index > verdict.index)) {
    const sentence = sentenceAt(text, labelled.index);
    const rest = sentence.text.slice(sentence.text.indexOf(labelled[1]) + labelled[1].length);
    // "Begin with Score: N/10, then explain": a score's template is a number's to read.
    if (SCORE_TEMPLATE.test(rest)) return undefined;
    const options = optionsAfter(rest);
    // "Begin with DECISION: APPROVE or DECISION: REJECT": the label repeated before each value.
    const repeated = rest.match(/^\s*([A-Z][A-Z_-]+)\s+or\s+(?:[A-Z][A-Za-z_]*:\s*)?([A-Z][A-Z_-]+)\b/);
    if (options.length < 2 && repeated) options.splice(0, options.length, repeated[1], repeated[2]);
    const upper = options.length >= 2 && options.every((option) => option === option.toUpperCase());
    return { form: { kind: 'prefix', prefix: labelled[1], ...(upper ? { options } : {}) }, at: sentence.start, end: sentence.end };
  }
  const first = lastMatch(text, FIRST_CUE);
  if (first && (!prefix || first.index >= prefix.index)) {
    const sentence = sentenceAt(text, first.index);
    // Quotes around material the layout pass blanked hold nothing: they are no value to open with.
    const quoted = [...sentence.text.matchAll(/`([^`\n]{1,40})`|["'“‘]([^"'”’\n]{1,40})["'”’]/g)].map((match) => (match[1] ?? match[2]).trim()).filter(Boolean);
    // "Begin with DECISION: APPROVE or DECISION: REJECT": a label shared by both values is the prefix.
    const listed =
      quoted.length >= 2
        ? quoted
        : (sentence.text
            .match(/\b(?:either\s+)?((?:[A-Z][A-Z_-]+:\s*)?[A-Z][A-Z_-]+(?:\s+[A-Z][A-Z_-]+)?)\s+or\s+((?:[A-Z][A-Z_-]+:\s*)?[A-Z][A-Z_-]+(?:\s+[A-Z][A-Z_-]+)?)\b/)
            ?.slice(1) ?? []);
    // "Start your reply with "DECISION: " followed by APPROVE, HOLD or REJECT": a quoted label, then its values.
    const label = quoted.length === 1 && /^[A-Za-z][\w ]{0,30}:$/.test(quoted[0]) ? optionsAfter(sentence.text.slice(sentence.text.indexOf(quoted[0]) + quoted[0].length + 1)) : [];
    if (label.length >= 2 && label.every((option) => option === option.toUpperCase()))
      return { form: { kind: 'prefix', prefix: quoted[0], options: label }, at: sentence.start, end: sentence.end };
    if (listed.length >= 2) {
      const head = listed[0].match(/^([^:]{1,30}:)\s*/)?.[1];
      const shared = head && listed.every((option) => option.startsWith(head));
      const options = shared ? listed.map((option) => option.slice(head.length).trim()) : listed;
      return { form: { kind: 'prefix', prefix: shared ? head : '', options }, at: sentence.start, end: sentence.end };
    }
    if (quoted.some((value) => /(?:^|[\s:])(?:[NX]|<[^>]*>|\[[^\]]*\])(?:$|[\s/%])/.test(value))) return undefined;
    if (quoted.length === 1) return { form: { kind: 'prefix', prefix: quoted[0] }, at: sentence.start, end: sentence.end };
  }
  if (!prefix || /(?:^|[\s:])(?:[NX]|<[^>]*>)(?:$|[\s/%])/.test(prefix[1] ?? prefix[2])) return undefined;
  const sentence = sentenceAt(text, prefix.index);
  return { form: { kind: 'prefix', prefix: (prefix[1] ?? prefix[2]).trim() }, at: sentence.start, end: sentence.end };
}

/** The values a label's sentence lists after it ("… followed by OK or FAIL, then why"), or none. */
function optionsAfter(rest: string): string[] {
  if (!/\bfollowed by|\bthen\b|\band\b/i.test(rest)) return [];
  return optionsIn(rest.replace(/^.*?\b(?:followed by|then|and)\b(?:\s+(?:either|one of))?/i, '').replace(/,\s*then\b.*$|\bthen\b.*$/i, ''));
}

/** A score's template right after a label: "N/10", "X / 5", "<n>/100", "N out of 10". */
const SCORE_TEMPLATE = /^\s*(?:[NX]|<[^>\n]{1,20}>|\[[^\]\n]{1,20}\])\s*(?:\/|out of\b)/;

/** A label ending in a colon the answer must open with, written without quotes ("Start your reply with STATUS: ..."). */
const COLON_PREFIX =
  /\b(?:[Ss]tart|[Bb]egin|[Oo]pen|[Pp]refix)\w*\b[^.\n"'“`]{0,30}?\bwith\s+(?:the\s+(?:label|word|prefix)\s+)?([A-Z][A-Za-z_]{1,20}(?: [A-Z][A-Za-z_]{1,12})?:)(?=\s|$)/g;

/** An instruction about the answer's first word or line ("must begin with 'A' or 'B'", "as the first line"). */
const FIRST_CUE = /\b(?:begin|start|open)s?\b[^.\n]{0,30}\bwith\b|\bfirst (?:word|line)\b/gi;

/** The last instruction to answer in key: value lines or YAML, with the keys it names. */
export function readKeyValue(text: string): Candidate | undefined {
  const yaml = lastMatch(text, YAML_CUE);
  const pairs = lastMatch(text, KEY_VALUE_CUE);
  const lines = lastMatch(text, TEMPLATE_LINES);
  const block = lastMatch(text, TEMPLATE_BLOCK);
  const at = Math.max(yaml?.index ?? -1, pairs?.index ?? -1, lines?.index ?? -1);
  if (block && block.index + block[0].length > at && TEMPLATE_INTRO.test(block[1])) {
    const fields = [...block[2].matchAll(/([A-Z][\w' ]{0,30}):[ \t]*([^\n]*)/g)].map((match) => ({
      ...fieldFrom(match[1].trim(), match[2].replace(/^[<[{]|[>\]}]$/g, '')),
      name: match[1].trim(),
    }));
    const start = sentenceAt(text, block.index).start;
    return { form: { kind: 'keyvalue', fields, yaml: false }, at: start, end: block.index + block[0].length };
  }
  if (at < 0) return undefined;
  if (lines && lines.index === at) {
    const fields = [...lines[1].matchAll(/([A-Za-z][\w ]{0,30}):[ \t]*([^\n]*)/g)].map((match) => ({
      ...fieldFrom(match[1].trim(), match[2].replace(/^[<[{]|[>\]}]$/g, '')),
      name: match[1].trim(),
    }));
    // The template starts on its first line, not at the line break before it (which ends the sentence introducing it).
    const start = lines.index + (lines[0].startsWith('\n') ? 1 : 0);
    return { form: { kind: 'keyvalue', fields, yaml: false }, at: start, end: lines.index + lines[0].length };
  }
  const sentence = sentenceAt(text, at);
  const described = describedFields(text, sentence);
  return { form: { kind: 'keyvalue', fields: described.fields, yaml: Boolean(yaml && yaml.index === at) }, at: sentence.start, end: described.end };
}
