import type { Candidate } from './candidate.js';
import { isAnswerLabel } from './instruction-grammar.js';
import { rangeIn } from './field-shape.js';
import { atEnd, lastMatch, sentenceAt } from './read-words.js';

const NUMBER_CUE =
  /\b(?:score|scores|rate (?:this|the|it|how|from|on|each)|rating|grade|mark|a number|the number|number only|only (?:the|a) number|numeric (?:answer|value)|how many|percent(?:age)?|probability|confidence|out of \d+|on a (?:\d+\s*-\s*\d+ )?scale|digits?|(?:single|one|an?) integer|the count|[NX]\/\d+|(?:the )?(?:number|figure|amount|value|total|result) alone|(?:a |the )?decimal(?: number)?|(?:one|two|three|\d) decimals|just the year|only the year|the year alone|\d+\s*(?:to|-)\s*\d+ scale)\b/gi;
/** Words that make a cue ask for the number alone. */
const ALONE =
  /\b(?:a number|number only|only (?:the|a) number|numeric|how many|percent(?:age)?|probability|digits?|integer|decimal|count|nothing but|nothing else|only|just|alone)\b|\b[NX]\s*\/\s*\d+/i;
/** A template the answer starts with: "Score: N/10", "Rating: <1-5>", "CONFIDENCE: X%". */
const TEMPLATE =
  /\b([A-Z][A-Za-z]{1,20}(?: [A-Za-z]{1,12})?):\s*(?:(?:N|X|n|x)(?![\w'’-])|#|\?|<[^>\n]{1,20}>|\[[^\]\n]{1,20}\]|\{[^}\n]{1,20}\}|\d{1,3}(?=\s*\/\s*\d{1,3}))\s*(\/\s*\d{1,3}|%|\s*out of \d{1,3})?/g;
const EXPLAIN =
  /\b(?:followed by|then|and|follow it with|after that)\b[^.\n]{0,40}\b(?:sentence|reason|explanation|justification|why|rationale|explain\w*)\b|\bexplain\w*\b|\bjustify\b|\s[-–—]\s*(?:reason|why)\b/i;
/** A score asked beside written work ("your analysis and a score from 1-10", "a SCORE (1-10) with justification"): the work, then a score line. */
const BESIDE_WORK = /\b(?:analysis|assessment|evaluation|review|report|justification|justify|reasoning|rationale)\b/i;

/** The last instruction to answer with a number or a score, with its range and any template around it. */
export function readNumber(text: string): Candidate | undefined {
  // A cue that is no instruction (a line of the material: "the number of replicas") gives way to the one before it.
  let upto = text.length;
  for (let tries = 0; tries < 4 && upto > 0; tries += 1) {
    const found = numberBefore(text, upto);
    if (found !== 'none') return found;
    const cue = lastMatch(text.slice(0, upto), NUMBER_CUE);
    if (!cue) return undefined;
    upto = sentenceAt(text, cue.index).start;
  }
  return undefined;
}

/** The number instruction whose last cue comes before `upto`, or 'none' when that cue is no instruction. */
function numberBefore(text: string, upto: number): Candidate | undefined | 'none' {
  const cue = lastMatch(text.slice(0, upto), NUMBER_CUE);
  const template = lastMatch(text.slice(0, upto), TEMPLATE);
  const at = Math.max(cue?.index ?? -1, template?.index ?? -1);
  if (at < 0) return undefined;
  const sentence = sentenceAt(text, at);
  // A template in another sentence frames this number, unless this sentence asks for the number alone ("just a number from 1 to 5").
  const sameSentence = template && sentenceAt(text, template.index).start === sentence.start;
  const near = sameSentence || (template && Math.abs(template.index - at) < 300 && !(cue && cue.index > template.index && ALONE.test(sentence.text))) ? template : undefined;
  const scope = near ? `${sentence.text} ${near[0]}` : sentence.text;
  const previous = sentence.start > 0 ? sentenceAt(text, Math.max(0, sentence.start - 2)).text : '';
  const range = rangeIn(scope.replace(/\b[A-Z][A-Za-z ]{1,30}:\s*(?:N|X)\b/, '')) ?? (cue && !near ? rangeIn(previous) : undefined);
  if (!cue && !range && !near?.[2]) return 'none';
  // A line of the material ("Incident: ... between 14:02 and 14:40 ... error rate") is no instruction.
  const lineLabel = sentence.text.match(/^\s*([A-Z][\w ]{1,20}):\s/)?.[1];
  if (!near && lineLabel && isAnswerLabel(lineLabel) && !/\b(?:reply|answer|respond|output|give|return|rate|score|grade)\b/i.test(sentence.text)) return 'none';
  // A limit may follow in the next sentence ("Give the number of rooms. Digits only: no words.").
  const following = text.slice(sentence.end, sentence.end + 80);
  const alone = ALONE.test(sentence.text) || /^\s*(?:\d{1,2}[.)]\s*)?(?:digits? only|numbers? only|no words|just the number|only the number)\b/i.test(following);
  if (cue && !near && !range && !alone) return 'none';
  if (cue && !near && range && !alone && !/\b(?:score|rate|rating|grade|mark|scale|confidence|probability)\b/i.test(sentence.text)) return 'none';
  const year = /\byear\b/i.test(cue?.[0] ?? '') && !range;
  // "N/10", or a fraction shown by example ("written like 3/5") or named ("a fraction out of 5").
  const fraction = scope.match(/\b[NXnx]\s*\/\s*(\d{1,3})\b|\bfraction\b[^.\n]{0,20}\bout of (\d{1,3})\b|\b(?:like|as|e\.g\.?|form|format)\s+["'`]?\d{1,3}\s*\/\s*(\d{1,3})\b/);
  const denominator = fraction ? (fraction[1] ?? fraction[2] ?? fraction[3]) : undefined;
  const percent = /percent|%/.test(scope);
  const min = range?.min ?? (year ? 1900 : percent ? 0 : 1);
  const max = range?.max ?? (year ? 2100 : denominator ? Number(denominator) : percent ? 100 : /probability|likelihood/i.test(scope) ? 1 : 10);
  const integer = !/\b(?:decimal|float|probability)\b/i.test(scope) && Number.isInteger(min) && Number.isInteger(max) && max - min > 1;
  const suffix = near?.[2]?.replace(/\s+/g, '') || (denominator ? `/${denominator}` : undefined);
  // A score given with the work it grades ends that work as a line of its own, "Score: 7/10", as a writer would give it.
  const withWork = cue !== undefined && !near && range !== undefined && /\b(?:score|rating|grade)\b/i.test(cue[0]) && !ALONE.test(sentence.text) && BESIDE_WORK.test(sentence.text);
  if (withWork) return { form: { kind: 'number', min, max, integer, prefix: 'Score', suffix: `/${max}`, explain: false, atEnd: true }, at: sentence.start, end: sentence.end };
  const explain =
    EXPLAIN.test(text.slice(Math.min(sentence.start, near ? sentenceAt(text, near.index).start : sentence.start), Math.min(text.length, sentence.end + 120))) &&
    !/\bnumber only|only (?:the|a) number|nothing else|nothing but|digits? only|no words|skip the reasoning|nothing around\b/i.test(sentence.text);
  return {
    form: {
      kind: 'number',
      min,
      max,
      integer,
      prefix: near && isAnswerLabel(near[1]) ? near[1] : undefined,
      suffix: suffix === '%' ? '%' : suffix?.startsWith('/') ? suffix.replace(/\s/g, '') : suffix ? `/${suffix.replace(/\D/g, '')}` : undefined,
      explain,
      ...(atEnd(sentence.text) ? { atEnd: true } : {}),
    },
    at: sentence.start,
    end: Math.max(sentence.end, near ? near.index + near[0].length : 0),
  };
}
