// Labels with no word family (HOLD, ESCALATE, p0/p1/p2, TIER_2, "Needs info"): the choice the prompt's own
// definitions decide. First a threshold the prompt states ("score < 50 → REJECT", "ESCALATE if the amount is over
// 5,000", "50–79 → REVIEW") against the number the material gives; then the meaning each label is given ("p0:
// production down or data loss", "| HOLD | payment details missing |") matched word by word against the material,
// each word weighted by how few definitions share it.
import { CALM, URGENT } from './label-families.js';
import { escapeRegex, writtenValue } from './text-patterns.js';

const CMP = String.raw`<=|>=|≤|≥|=<|=>|<|>|under|over|below|above|at least|at most|less than|more than|greater than|fewer than|exceeds?|exceeding|no more than|no less than`;
const NUMBER = String.raw`[$€£]?(\d[\d,]*(?:\.\d+)?)`;

/** Whether a value meets a comparison as written. */
function meets(value: number, cmp: string, bound: number): boolean {
  const said = cmp.toLowerCase();
  if (/^(?:<=|≤|=<|at most|no more than)$/.test(said)) return value <= bound;
  if (/^(?:>=|≥|=>|at least|no less than)$/.test(said)) return value >= bound;
  if (/^(?:<|under|below|less than|fewer than)$/.test(said)) return value < bound;
  return value > bound;
}

/** A rule of the prompt for one label: a comparison with a bound, or a range, and the word naming the measured value. */
interface Threshold {
  option: string;
  test: (value: number) => boolean;
  measure?: string;
}

/** The word written just before a position ("score" in "score < 50"), looked for in a few characters only. */
const wordBefore = (text: string, at: number) => text.slice(Math.max(0, at - 24), at).match(/([A-Za-z_]\w*)\s*(?:is\s*)?$/)?.[1];

/** The threshold rules the instructions state for the options. */
function thresholdsIn(options: string[], instructions: string): Threshold[] {
  const rules: Threshold[] = [];
  const others = (between: string, option: string) => options.some((other) => other !== option && new RegExp(`\\b${escapeRegex(other)}\\b`, 'i').test(between));
  for (const option of options) {
    const label = escapeRegex(option);
    // "50–79 → REVIEW", "between 50 and 79: REVIEW"
    for (const match of instructions.matchAll(new RegExp(`(?:between\\s+)?${NUMBER}\\s*(?:-|–|to|and)\\s*${NUMBER}\\s*(?:→|->|=>|:|=|then)\\s*[*"'\`]?${label}\\b`, 'gi'))) {
      const [low, high] = [writtenValue(match[1]), writtenValue(match[2])];
      rules.push({ option, test: (value) => value >= low && value <= high, measure: wordBefore(instructions, match.index) });
    }
    // "score < 50 → REJECT", "over 5,000: ESCALATE"
    for (const match of instructions.matchAll(new RegExp(`(${CMP})\\s*${NUMBER}([^\\n.;]{0,40}?)\\b${label}\\b`, 'gi')))
      if (!others(match[3], option)) rules.push({ option, test: (value) => meets(value, match[1], writtenValue(match[2])), measure: wordBefore(instructions, match.index) });
    // "ESCALATE if the amount is over 5,000", "REJECT: score below 50"
    for (const match of instructions.matchAll(new RegExp(`\\b${label}\\b([^\\n.;]{0,40}?)(${CMP})\\s*${NUMBER}`, 'gi')))
      if (!others(match[1], option)) rules.push({ option, test: (value) => meets(value, match[2], writtenValue(match[3])), measure: match[1].match(/(\w+)\s*(?:is\s+)?$/)?.[1] });
    // "80 or more → ACCEPT"
    for (const match of instructions.matchAll(
      new RegExp(`${NUMBER}\\s*(or more|or above|and above|\\+|or less|or below|and below)\\s*(?:→|->|=>|:|=|then)?\\s*[*"'\`]?${label}\\b`, 'gi'),
    )) {
      const bound = writtenValue(match[1]);
      const up = !/less|below/i.test(match[2]);
      rules.push({ option, test: (value) => (up ? value >= bound : value <= bound) });
    }
  }
  return rules;
}

/** The number a rule measures in the material: the one after the measure's word ("score: 42"), else the material's only number. */
function measured(content: string, measure: string | undefined): number | undefined {
  if (measure && measure.length > 2) {
    const labelled = content.match(new RegExp(`\\b${escapeRegex(measure)}\\w*\\b[^\\d\\n]{0,20}?${NUMBER}`, 'i'))?.[1];
    if (labelled) return writtenValue(labelled);
  }
  const numbers = content.match(/(?<![\w.-])[$€£]?\d[\d,]*(?:\.\d+)?(?![\w-])/g) ?? [];
  return numbers.length === 1 ? writtenValue(numbers[0].replace(/^[$€£]/, '')) : undefined;
}

/** The label a stated threshold decides for the number the material gives; undefined when no rule applies. */
export function thresholdChoice(options: string[], instructions: string, content: string): string | undefined {
  const rules = thresholdsIn(options, instructions);
  // Rules of one set measure one thing: a rule that names none ("50–79 → REVIEW") measures what another names.
  const common = rules.find((rule) => rule.measure && rule.measure.length > 2)?.measure;
  for (const rule of rules) {
    const value = measured(content, rule.measure ?? common);
    if (value !== undefined && rule.test(value)) return rule.option;
  }
  return undefined;
}

const FILLER =
  /^(?:this|that|these|those|with|when|where|which|what|from|into|only|also|more|less|than|them|they|their|there|have|has|been|being|were|will|would|should|could|must|about|other|some|such|each|every|used|labels?|use|means?|tickets?|messages?|cases?|items?|anything|something|else)$/;

/** Words that say what follows (or precedes) is absent: "no receipt", "receipt missing", "without a PO". */
const ABSENT_BEFORE = /^(?:no|not|without|never|missing|lacks?|lacking|none)$/;
const ABSENT_AFTER = /^(?:missing|absent|unclear|lacking|omitted)$/;

/**
 * The stems (first five letters) of a text's content words, each marked present (1) or absent (-1): a word after
 * "no"/"without" or before "missing" is absent.
 */
function stems(text: string): Map<string, number> {
  const words = text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  const found = new Map<string, number>();
  words.forEach((word, index) => {
    if (word.length < 4 || FILLER.test(word) || ABSENT_AFTER.test(word)) return;
    const absent = [words[index - 1], words[index - 2]].some((before) => before !== undefined && ABSENT_BEFORE.test(before)) || ABSENT_AFTER.test(words[index + 1] ?? '');
    found.set(word.slice(0, 5), absent ? -1 : 1);
  });
  return found;
}

/** What the prompt says each option means: the rest of its definition line or table row. */
function meaningsIn(options: string[], instructions: string): string[] {
  return options.map((option) => {
    const label = escapeRegex(option);
    const said = instructions.match(
      new RegExp(
        `(?:^|\\n|\\|)\\s*(?:[-*•]\\s*|\\d{1,2}[.)]\\s*|[A-Z][.)]\\s*)?[*"'\`]{0,2}${label}[*"'\`]{0,2}\\s*(?::|\\||=|->|=>|→|\\s[-–—]\\s|\\s(?:means|if|when|for|is for)\\s|\\()\\s*([^\\n]{3,200})`,
        'i',
      ),
    );
    return said?.[1] ?? '';
  });
}

/** The option whose stated meaning shares the most weighted words with the material (a word the meaning says is missing counts when the material lacks it too); undefined on a tie or no overlap. */
export function meaningChoice(options: string[], instructions: string, content: string): string | undefined {
  const meanings = meaningsIn(options, instructions).map(stems);
  if (meanings.filter((meaning) => meaning.size > 0).length < 2) return undefined;
  const found = stems(content);
  const shared = new Map<string, number>();
  for (const meaning of meanings) for (const stem of meaning.keys()) shared.set(stem, (shared.get(stem) ?? 0) + 1);
  const scores = meanings.map((meaning) =>
    [...meaning].reduce((sum, [stem, polarity]) => {
      const there = found.get(stem);
      return there === undefined ? sum : sum + (there === polarity ? 1 : -1) / (shared.get(stem) ?? 1);
    }, 0),
  );
  // An option whose stated threshold the material's number fails is out, whatever its words share.
  const rules = thresholdsIn(options, instructions);
  options.forEach((option, index) => {
    const own = rules.filter((rule) => rule.option === option);
    const common = rules.find((rule) => rule.measure && rule.measure.length > 2)?.measure;
    const values = own.map((rule) => measured(content, rule.measure ?? common));
    if (own.length && values.every((value) => value !== undefined) && !own.some((rule, at) => rule.test(values[at] as number))) scores[index] = -1;
  });
  const best = Math.max(...scores);
  if (best <= 0 || scores.filter((score) => score === best).length > 1) return undefined;
  return options[scores.indexOf(best)];
}

/** Signs of a cosmetic or small problem, beyond the calm words. */
const COSMETIC = /\b(?:pixels?|misalign\w*|alignment|spacing|font|colou?r|typo|wording|tooltip|icon|logo|padding)\b/gi;

/**
 * A numbered series of labels (p0/p1/p2, SEV-1..SEV-3, TIER_1..TIER_3): the rung the material's urgency earns.
 * Which end is severe is read from the meanings (the one whose meaning holds urgent words), else p/sev numbers
 * run from the most severe down and other series up.
 */
export function seriesChoice(options: string[], instructions: string, content: string): string | undefined {
  const numbered = options.map((option) => option.match(/^([A-Za-z_ -]{0,12}?)[ _-]?(\d)$/));
  if (options.length < 2 || numbered.some((match) => !match) || new Set(numbered.map((match) => match?.[1].toLowerCase())).size !== 1) return undefined;
  const order = options.map((option, index) => ({ option, rank: Number(numbered[index]?.[2]) })).sort((a, b) => a.rank - b.rank);
  const meanings = meaningsIn(
    order.map((entry) => entry.option),
    instructions,
  );
  const urgency = (text: string) => (text.match(URGENT) ?? []).length - (text.match(CALM) ?? []).length;
  const lowSevere =
    urgency(meanings[0]) !== urgency(meanings[meanings.length - 1])
      ? urgency(meanings[0]) > urgency(meanings[meanings.length - 1])
      : /^(?:p|sev|priority|prio)/i.test(numbered[0]?.[1] ?? '');
  const weight = urgency(content) - (content.match(COSMETIC) ?? []).length;
  const top = order.length - 1;
  const severity = weight >= 2 ? top : weight === 1 ? Math.ceil(top / 2) : weight === 0 ? Math.floor(top / 2) : 0;
  return order[lowSevere ? top - severity : severity].option;
}
