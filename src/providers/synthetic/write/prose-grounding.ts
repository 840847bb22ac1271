// What a prose answer keeps of its input: the facts it states (bullet notes, sentences with figures or
// months, copied as written so no figure is invented), the flaw a reviewer must name in code it is shown,
// and the sign-off its system prompt requires.

import type { ConversationFacts } from '../conversation-facts.js';

/** How many facts a prose answer repeats, and how long one may be. */
const FACTS = 4;
const FACT_WORDS = 16;

/** Months and figures: what makes a sentence of the input a fact worth keeping. */
const FACTUAL = /\d|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** Flaws in code shown to a reviewer, by the pattern that shows them, with how a reviewer names them. */
const FLAWS: Array<[RegExp, string]> = [
  [
    /\b(?:execute|query|raw|exec)\s*\(\s*(?:f?["'`][^"'`\n]*\b(?:SELECT|INSERT|UPDATE|DELETE)\b[^\n]*["'`]\s*\+|f["'][^"'\n]*\{)/i,
    'the SQL is built by string concatenation, which allows SQL injection: pass the values as query parameters',
  ],
  [/\beval\s*\(/, 'eval runs whatever text it is given, a code injection risk'],
  [/\b(?:password|passwd|secret|api_?key|token)\s*=\s*["'][^"']+["']/i, 'a secret is hard-coded in the source'],
  [/\bexcept\s*:\s*(?:\n\s*)?pass\b|catch\s*\([^)]*\)\s*\{\s*\}/, 'an exception is swallowed silently'],
  [/\bmd5\b|\bsha1\b/i, 'a weak hash (MD5/SHA-1) is used'],
  [/verify\s*=\s*False|rejectUnauthorized:\s*false/, 'certificate checks are turned off'],
];

/** The facts of a text: its bullet lines, else its sentences holding a figure or a month, as written. */
function factsOf(text: string): string[] {
  const bullets = [...text.matchAll(/^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+(.+)$/gm)].map((match) => match[1].trim());
  const candidates = bullets.length >= 2 ? bullets : text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => FACTUAL.test(sentence));
  return candidates
    .map((fact) => fact.replace(/[.;:,\s]+$/, ''))
    .filter((fact) => fact && fact.split(/\s+/).length <= FACT_WORDS && !/[{}<>]|^(?:def|function|class|SELECT|const|let|import)\b/.test(fact))
    .slice(0, FACTS);
}

/** The sign-off a system prompt requires ("always sign off as 'Marta from Crumb & Co'", "sign as \"The Tally team\""). */
export function requiredSignOff(system: string): string | undefined {
  return system.match(/\bsign(?:ed)?(?:\s+(?:off|it|each reply|every reply|your replies))?\s+(?:as|with)\s+["'“‘]([^"'”’\n]{2,60})["'”’]/i)?.[1];
}

/** A prose answer with what it keeps of its input: the facts it states, a flaw in code it names, the sign-off required. */
export function groundedProse(prose: string, facts: ConversationFacts): string {
  const lines = [prose];
  const flaws = FLAWS.filter(([pattern]) => pattern.test(facts.request)).map(([, flaw]) => flaw);
  if (flaws.length) lines.push(`Most serious: ${flaws.join('; ')}.`);
  else {
    const stated = factsOf(facts.request);
    if (stated.length) lines.push(`Key facts: ${stated.join('; ')}.`);
  }
  const signOff = requiredSignOff(facts.system);
  if (signOff && !prose.includes(signOff)) lines.push(`\n${signOff}`);
  return lines.join('\n');
}
