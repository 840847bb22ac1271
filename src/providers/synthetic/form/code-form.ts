import type { Candidate } from './candidate.js';
import { lastMatch, sentenceAt } from './read-words.js';

/** Language names as people write them, and the fence tag each answer uses. */
const LANGUAGES: Array<[RegExp, string]> = [
  [/^(?:python|py|python3)$/i, 'python'],
  [/^(?:typescript|ts)$/i, 'typescript'],
  [/^(?:javascript|js|node(?:\.js)?|nodejs)$/i, 'javascript'],
  [/^(?:sql|postgres(?:ql)?|mysql|sqlite|t-sql)$/i, 'sql'],
  [/^(?:bash|shell|sh|zsh|shell script)$/i, 'bash'],
  [/^(?:go|golang)$/i, 'go'],
  [/^rust$/i, 'rust'],
  [/^java$/i, 'java'],
  [/^ruby$/i, 'ruby'],
  [/^php$/i, 'php'],
  [/^(?:c#|csharp)$/i, 'csharp'],
  [/^(?:c\+\+|cpp)$/i, 'cpp'],
  [/^kotlin$/i, 'kotlin'],
  [/^swift$/i, 'swift'],
];
const LANGUAGE_CUE =
  /```([\w+#-]+)|(?<![\w.])(python3?|typescript|javascript|node(?:\.js)?|nodejs|sql|postgres(?:ql)?|mysql|sqlite|bash|shell|zsh|golang|go|rust|java|ruby|php|c#|csharp|c\+\+|kotlin|swift|ts|js)(?![\w+#])/gi;
const CODE_WORDS = /\b(?:code|function|script|snippet|query|class|method|implement|program|def|fence|block|write|command|one-liner|statement)\b/i;
const NAME =
  /\b(?:function|method|def|func|fn|procedure|helper)\s+(?:called\s+|named\s+)?[`"']?([A-Za-z_][A-Za-z0-9_]*)[`"']?|\b(?:called|named)\s+[`"']?([A-Za-z_][A-Za-z0-9_]*)[`"']?|`([A-Za-z_][A-Za-z0-9_]*)\s*\(/g;
const CLASS = /\bclass\s+(?:called\s+|named\s+)?[`"']?([A-Z][A-Za-z0-9_]*)/;
const NOT_NAMES = new Set(['that', 'which', 'to', 'in', 'for', 'the', 'a', 'an', 'it', 'with', 'and', 'returns', 'return', 'takes', 'accepts', 'of', 'is']);

/** The fence tag of a language as written, if it is one. */
export function languageTag(written: string): string | undefined {
  return LANGUAGES.find(([pattern]) => pattern.test(written.trim()))?.[1];
}

/** The last instruction to answer with code in a named language, with the function, class or query it names. */
export function readCode(text: string): Candidate | undefined {
  let cue = lastMatch(text, LANGUAGE_CUE);
  // "Go" or "Java" as words of a sentence are no request for code: the sentence must speak of code.
  for (let tries = 0; cue && tries < 3; tries += 1) {
    const sentence = sentenceAt(text, cue.index);
    if (cue[1] || CODE_WORDS.test(sentence.text)) break;
    LANGUAGE_CUE.lastIndex = 0;
    cue = lastMatch(text.slice(0, sentence.start), LANGUAGE_CUE);
  }
  if (!cue) return undefined;
  const language = languageTag(cue[1] ?? cue[2]);
  if (!language) return undefined;
  const sentence = sentenceAt(text, cue.index);
  if (!cue[1] && !CODE_WORDS.test(sentence.text)) return undefined;
  const scope = text.slice(Math.max(0, sentence.start - 300), Math.min(text.length, sentence.end + 300));
  const named = [...sentence.text.matchAll(NAME), ...scope.matchAll(NAME)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .find((name) => name && !NOT_NAMES.has(name.toLowerCase()));
  const className = scope.match(CLASS)?.[1];
  const what = language === 'sql' ? 'query' : className && !named ? 'class' : language === 'bash' ? 'script' : 'function';
  return { form: { kind: 'code', language, name: what === 'class' ? className : named, what }, at: sentence.start, end: sentence.end };
}
