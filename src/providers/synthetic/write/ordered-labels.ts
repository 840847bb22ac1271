// Labels that name the rungs of a scale (low, medium, high, critical; routine, urgent, emergency): the rung
// the content's urgency earns, and a rule of the prompt that names one label with the signs that decide it
// ("Chest pain together with low blood pressure or sweating is always emergency").

import { CALM, URGENT } from './label-families.js';
import { escapeRegex } from './text-patterns.js';

/** The rung each scale word stands for, lowest 0. */
const RUNGS: Array<[RegExp, number]> = [
  [/^(?:low|minor|trivial|routine|cosmetic|lowest|p4|sev[- ]?4|none|negligible)$/, 0],
  [/^(?:medium|moderate|normal|standard|p3|sev[- ]?3|mid)$/, 1],
  [/^(?:high|urgent|major|severe|important|p2|sev[- ]?2|elevated)$/, 2],
  [/^(?:critical|emergency|blocker|highest|immediate|p[01]|sev[- ]?[01]|extreme)$/, 3],
];

const rungOf = (label: string) => RUNGS.find(([pattern]) => pattern.test(label.toLowerCase().trim()))?.[1];
const hits = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Signs of a risky clause or a dangerous situation beyond the urgency words: they raise the rung. */
const DANGER =
  /\b(?:unlimited|uncapped|unlimited liability|indemnif\w*|consequential|without notice|at any time|sole discretion|irrevocabl\w*|perpetual|chest pain|unconscious|not breathing|bleeding|stroke|seizure|diaphoretic|anaphyla\w*|crushing|all customers?|every customer|data loss|breach)\b/gi;

/** The rung of the options' scale the content's urgency earns, when every option is a rung of one. */
export function scaleChoice(options: string[], text: string): string | undefined {
  const rungs = options.map(rungOf);
  if (options.length < 2 || rungs.some((rung) => rung === undefined) || new Set(rungs).size !== options.length) return undefined;
  const weight = hits(text, URGENT) + 2 * hits(text, DANGER) - hits(text, CALM);
  const wanted = Math.max(0, Math.min(3, weight));
  // The option nearest the wanted rung, the higher one on a tie (an alarm is better raised than missed).
  const distance = (rung: number) => Math.abs(rung - wanted) - (rung > wanted ? 0.5 : 0);
  const best = rungs.reduce<number>((chosen, rung, index) => (distance(rung as number) < distance(rungs[chosen] as number) ? index : chosen), 0);
  return options[best];
}

/** Words that carry no condition of a rule. */
const RULE_GRAMMAR =
  /^(?:always|never|then|that|this|with|together|when|where|which|should|must|label|labels|classify|output|answer|treat|mark|counts?|means?|other|otherwise|every|each|note|notes|case|cases|any|from|into|only|also|more|less|than|them|they|their|both|either)$/i;

/** The beginnings (4 to 8 letters) of the content's words: a rule's word is found by its stem in one lookup, however long the content. */
function wordStarts(content: string): Set<string> {
  const starts = new Set<string>();
  for (const word of content.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []) for (let length = 4; length <= Math.min(8, word.length); length += 1) starts.add(word.slice(0, length));
  return starts;
}

/** The label a rule of the instructions names, when two or more of its condition's words occur in the content. */
export function ruleChoice(options: string[], instructions: string, content: string): string | undefined {
  let starts: Set<string> | undefined;
  let chosen: string | undefined;
  let strongest = 1;
  for (const sentence of instructions.split(/(?<=[.!?;])\s+|\n+/)) {
    const named = options.filter((option) => new RegExp(`\\b${escapeRegex(option)}\\b`, 'i').test(sentence));
    if (named.length !== 1) continue;
    starts ??= wordStarts(content);
    const words = (sentence.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []).filter((word) => !RULE_GRAMMAR.test(word) && word !== named[0].toLowerCase());
    const found = words.filter((word) => starts?.has((word.length > 5 ? word.slice(0, -2) : word).slice(0, 8))).length;
    if (found > strongest) [chosen, strongest] = [named[0], found];
  }
  return chosen;
}
