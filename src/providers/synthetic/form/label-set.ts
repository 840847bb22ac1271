// A closed set laid out rather than phrased: labels one per line under a heading ("Allowed labels:" then
// "bug", "feature_request", ...), or a set of label-like words after a colon that ends an instruction
// ("Say whether the agent followed the policy: COMPLIANT or NON_COMPLIANT, nothing else.").
import type { Candidate } from './candidate.js';
import { lastMatch, optionsIn, sentenceAt } from './read-words.js';

/** A heading that introduces the set: "Allowed labels:", "Valid categories:", "Options:", "Intents:". */
const SET_HEADING =
  /(?:^|\n)[ \t]*(?:(?:the\s+)?(?:allowed|valid|possible|available|permitted|accepted)\s+)?(?:labels?|categories|category|options|values|classes|choices|tags|intents|verdicts|statuses|buckets|queues|teams)[ \t]*(?:\([^)\n]{0,30}\))?[ \t]*:[ \t]*(?=\n)/gi;

/** One label on its own line: a word or two, a snake_case or CAPITAL token, optionally after a bullet. */
const LABEL_LINE = /^[ \t]*(?:[-*•][ \t]+)?([A-Za-z][\w-]*(?: [A-Za-z][\w-]*)?)[ \t]*$/;

/** Labels one per line under a set heading, read up to the first line that is no label (at most 20). */
function labelLines(text: string, from: number): { options: string[]; end: number } {
  const options: string[] = [];
  let at = from + 1;
  while (options.length < 20 && at < text.length) {
    const next = text.indexOf('\n', at);
    const end = next < 0 ? text.length : next;
    const label = LABEL_LINE.exec(text.slice(at, end))?.[1];
    if (!label) break;
    options.push(label);
    at = end + 1;
  }
  return { options, end: at - 1 };
}

/** Label-like words: capitals or snake_case ("COMPLIANT", "NON_COMPLIANT", "needs_review"), never plain prose words. */
const LABEL_WORD = /^(?:[A-Z][A-Z0-9_-]+|[a-z0-9]+(?:_[a-z0-9]+)+)$/;

/** A set of label-like words after a colon at the end of an instruction sentence, with an optional closing limit. */
const COLON_SET =
  /:\s*((?:["'`]?[\w-]+["'`]?\s*(?:,|\||\/|\bor\b)\s*){1,11}["'`]?[\w-]+["'`]?)\s*(?:[,;]\s*(?:and\s+)?(?:nothing else|only|no explanation|no other text)[^.\n]{0,20})?\s*(?:[.!\n]|$)/g;

/** The last closed set laid out as labels on their own lines under a heading, or as label words ending an instruction. */
export function readLabelSet(text: string): Candidate | undefined {
  const heading = lastMatch(text, SET_HEADING);
  const listed = heading ? labelLines(text, heading.index + heading[0].length) : undefined;
  const lined =
    heading && listed && listed.options.length >= 2 ? { at: heading.index + (text[heading.index] === '\n' ? 1 : 0), end: listed.end, options: listed.options } : undefined;
  let worded: { at: number; end: number; options: string[] } | undefined;
  for (const match of text.matchAll(COLON_SET)) {
    const options = optionsIn(match[1]);
    // Alternatives ("A or B", "A | B"), not a list of keys or columns ("fields: first_name, last_name").
    const lead = text.slice(sentenceAt(text, match.index).start, match.index);
    if (!/\bor\b|\||\//.test(match[1]) || /\b(?:keys?|fields?|columns?|properties|json|yaml)\b/i.test(lead)) continue;
    if (options.length >= 2 && options.every((option) => LABEL_WORD.test(option))) {
      worded = { at: sentenceAt(text, match.index).start, end: match.index + match[0].length, options };
    }
  }
  const found = lined && (!worded || lined.at > worded.at) ? lined : worded;
  return found ? { form: { kind: 'choice', options: found.options, explain: false }, at: found.at, end: found.end } : undefined;
}
