import type { Candidate } from './candidate.js';
import { splitFields } from './field-shape.js';
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
  /```([\w+#-]+)|(?<![\w.])(python3?|py(?=\s+(?:fn|func|function|def|script|code|class)\b)|typescript|javascript|node(?:\.js)?|nodejs|sql(?!\s+(?:injection|server|database|dump|error)s?\b)|postgres(?:ql)?|mysql|sqlite|bash|shell|zsh|sh(?=:)|golang|go|rust|java|ruby|php|c#|csharp|c\+\+|kotlin|swift|ts|js)(?![\w+#])/gi;
const CODE_WORDS =
  /\b(?:code|function|script|snippet|query|queries|class|dataclass|method|implement\w*|program|def|fn|func|struct|helper|utility|utilities|developer|programmer|coder|writer|fence|block|write|command|one-liner|statement|engineer|typed|define|create (?:a |the )?(?:table|view|index))\b/i;
/** A function named with its parameters: `slugify(title)`, `groupBy<T>(items: T[])`. */
const SIGNATURE = /\b([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>()]{1,20}>)?\(([^()]{0,120})\)/g;
const NAME =
  /\b(?:function|method|def|func|fn|procedure|helper)\s+(?:called\s+|named\s+)?[`"']?([A-Za-z_][A-Za-z0-9_]*)[`"']?|\b(?:called|named)\s+[`"']?([A-Za-z_][A-Za-z0-9_]*)[`"']?/g;
const CLASS = /\b(?:data)?(?:class|struct)\s+(?:called\s+|named\s+)?[`"']?([A-Z][A-Za-z0-9_]*)/;
/** A class named before the word: "a Stack<T> class" (a language's name is none). */
const CLASS_BEFORE = /\b([A-Z][A-Za-z0-9_]*)(?:<[^<>]{1,20}>)?\s+(?:data)?class\b/g;
const NOT_NAMES = new Set(['that', 'which', 'to', 'in', 'for', 'the', 'a', 'an', 'it', 'with', 'and', 'returns', 'return', 'takes', 'accepts', 'of', 'is', 'like', 'such', 'as']);
/** Words that open an aside in brackets, not a parameter list ("JavaScript only (not TypeScript)"). */
const ASIDE = /^\s*(?:no|not|without|only|e\.g\.?|i\.e\.?|see|like|such as)\b/i;
const NEGATED_LANGUAGE = /\b(?:no|not|without|rather than|instead of|avoid)\s*$/i;
/** Tables a query works on: `orders(id, amount)`, "the table page_views", "payments.amount", "a view called x". */
function tablesIn(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\b([a-z_][a-z0-9_]*)\s*\(\s*[a-z_][a-z0-9_]*(?:\s+[a-z]+)?(?:\s*,\s*[a-z_][a-z0-9_]*(?:\s+[a-z]+)?)*\s*\)/g)].map((match) => match[1]),
    ...[...text.matchAll(/\b(?:table|view)s?\s+(?:named\s+|called\s+)?[`"']?([a-z_][a-z0-9_]*)/gi)].map((match) => match[1]),
    ...[...text.matchAll(/\b([a-z_][a-z0-9_]*)\.[a-z_][a-z0-9_]*\b/g)].map((match) => match[1]),
  ];
  return [...new Set(found)].filter((name) => !NOT_NAMES.has(name) && !['named', 'called', 'with'].includes(name));
}

/** The fence tag of a language as written, if it is one. */
export function languageTag(written: string): string | undefined {
  return LANGUAGES.find(([pattern]) => pattern.test(written.trim()))?.[1];
}

/** An ask for code that names no language ("as one fenced code block", "the corrected code"). */
const BLOCK_ASK = /\b(?:(?:fenced )?code block|fenced block|(?:corrected|fixed) (?:code|function|version))\b/gi;
/** Pasted code by its first tell-tale line, and its language. */
const PASTED: [RegExp, string][] = [
  [/^\s*def \w+\(.*\)\s*(?:->[^:\n]+)?:\s*$/m, 'python'],
  [/^\s*func (?:\(\w+ \*?\w+\) )?\w+\(/m, 'go'],
  [/^\s*(?:export )?(?:function \w+\([^)]*:\s*\w|interface \w+ \{)/m, 'typescript'],
  [/^\s*(?:export )?(?:function \w+\(|const \w+ = (?:\([^)]*\)|\w+) =>)/m, 'javascript'],
  [/^\s*SELECT\b[\s\S]{0,400}?\bFROM\b/im, 'sql'],
];

/** The identifier after a language label opening a sentence ("bash: rotate_logs DIR DAYS", "golang: SumInts …"): a name asked for in that language. */
function labelled(sentence: string): string | undefined {
  // A typed signature in the sentence ("countOverdue(dueDates: number[], today: number): number") asks for that code.
  const typed = sentence.match(/\b([A-Za-z_]\w*)\s*\((?:[^():]{0,60}:[^()]{1,60}|[^()]{0,120})\)\s*(?::|->)\s*[\w[&]/)?.[1];
  if (typed && !NOT_NAMES.has(typed.toLowerCase())) return typed;
  return sentence.match(/^\s*[\w+#.]{1,12}\s*:\s*(?:func\s+|fn\s+|def\s+)?([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*)\b/)?.[1];
}

/** A language named just before a function's signature anywhere in the call ("we need TypeScript countOverdue(…)"). */
function languageBeforeSignature(call: string): string | undefined {
  const named = call.match(/\b(python|typescript|javascript|golang|go|rust|java|bash)\b[ \t]{1,3}(?:(?:fn|func|def|function)[ \t]+)?[A-Za-z_]\w*\s*\(/i)?.[1];
  return named ? languageTag(named) : undefined;
}

/** Whether a language word sits on a list item that asks nothing ("- Engineer, Acme (5 years): Java and Go services"): a fact, not a request. */
function factLine(text: string, at: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', at) + 1, (text.indexOf('\n', at) + 1 || text.length + 1) - 1);
  return (
    /^\s*(?:[-*•]|\d{1,2}[.)])\s/.test(line) &&
    !/\b(?:write|implement|create|define|add|fix|refactor|use|return|answer|reply|respond|output|code|function|snippet|script)\b/i.test(line)
  );
}

/**
 * The last instruction to answer with code in a named language, with the function, class or query it names
 * (read in the whole call: "fix this function" names the one in the material).
 */
export function readCode(text: string, call = text): Candidate | undefined {
  let cue = lastMatch(text, LANGUAGE_CUE);
  // "Go" or "Java" as words of a sentence are no request for code: the sentence must speak of code.
  // "In plain JavaScript (no TypeScript)": a language named only to be ruled out is not the language.
  for (let tries = 0; cue && tries < 4; tries += 1) {
    const sentence = sentenceAt(text, cue.index);
    const negated = !cue[1] && NEGATED_LANGUAGE.test(text.slice(Math.max(0, cue.index - 14), cue.index));
    if (!negated && (cue[1] || ((CODE_WORDS.test(sentence.text) || labelled(sentence.text)) && !factLine(text, cue.index)) || /^sql$/i.test(cue[2] ?? ''))) break;
    cue = lastMatch(text.slice(0, negated ? cue.index : sentence.start), LANGUAGE_CUE);
  }
  const query = !cue && /\bquery\b/i.test(text) && /\btable\b/i.test(text) ? /\bquery\b/i.exec(text) : undefined;
  // "Reply with the corrected code as one fenced code block" over pasted code: the language the code is written in.
  const block = !cue && !query ? lastMatch(text, BLOCK_ASK) : undefined;
  // "A single fenced block in the language the ticket names": the language named before a signature in the call.
  const pasted = block ? (PASTED.find(([pattern]) => pattern.test(call))?.[1] ?? languageBeforeSignature(call)) : undefined;
  if (!cue && !query && !pasted) return undefined;
  const language = cue ? languageTag(cue[1] ?? cue[2]) : (pasted ?? 'sql');
  if (!language) return undefined;
  const at = cue?.index ?? query?.index ?? block?.index ?? 0;
  const sentence = sentenceAt(text, at);
  if (
    cue &&
    !cue[1] &&
    ((!CODE_WORDS.test(sentence.text) && !labelled(sentence.text) && !/^sql$/i.test(cue[2] ?? '')) || NEGATED_LANGUAGE.test(text.slice(Math.max(0, cue.index - 14), cue.index)))
  )
    return undefined;
  // What to define is said in the task, which may come after the language (a system prompt's "You write Python").
  const scope = call.slice(Math.max(0, sentence.start - 300), Math.min(text.length, Math.max(sentence.end, text.length - 1) + 1)).slice(-2500);
  const signature = [...scope.matchAll(SIGNATURE)].find(
    (match) =>
      !NOT_NAMES.has(match[1].toLowerCase()) &&
      !/^(?:table|view|and|or)$/i.test(match[1]) &&
      !languageTag(match[1]) &&
      !languageTag(match[2]) &&
      !ASIDE.test(match[2]) &&
      !(language === 'sql'),
  );
  // "Define a TypeScript interface `Invoice` with id, customerId, lines (...) and total": a type and its fields.
  const shape =
    language === 'sql' || (/^(?:go|rust)$/.test(language) && /\bmethods?\b/i.test(scope))
      ? undefined
      : scope.match(/\b(?:interface|type|struct)\s+[`"']?([A-Z][A-Za-z0-9_]*)[`"']?([^.\n]*)/);
  // "Write a function parseLine(line): Line" under a pasted `interface Line {`: the function asked, not the type it returns.
  const functionAsked = signature && /\b(?:write|implement|create|add|fix)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?(?:function|method|func|fn)\b/i.test(scope);
  if (shape && !functionAsked) {
    const fields = splitFields(shape[2].replace(/^[^,]*?\bwith\s+(?:the\s+)?(?:fields?\s+|properties\s+|keys?\s+)?/i, ''))
      .map((part) => part.match(/^[`"']?([A-Za-z_]\w*)/)?.[1])
      .filter((field): field is string => Boolean(field) && !NOT_NAMES.has(field ?? ''));
    return { form: { kind: 'code', language, what: 'interface', name: shape[1], members: fields.slice(0, 12) }, at: sentence.start, end: sentence.end };
  }
  const named = [...scope.matchAll(NAME)].map((match) => match[1] ?? match[2]).find((name) => name && !NOT_NAMES.has(name.toLowerCase())) ?? labelled(sentence.text);
  const classMatch = scope.match(CLASS) ?? [...scope.matchAll(CLASS_BEFORE)].find((match) => !languageTag(match[1]));
  const classFirst = classMatch && (signature?.index === undefined || (classMatch.index ?? 0) < signature.index);
  const what = language === 'sql' ? 'query' : classFirst ? 'class' : language === 'bash' && !named && !signature ? 'script' : 'function';
  // Methods written with their brackets ("a method allow()") are the class's; else the words around "method".
  const called = classFirst ? [...scope.matchAll(/\b([a-z_][A-Za-z0-9_]*)\(\)/g)].map((match) => match[1]).filter((name) => !NOT_NAMES.has(name)) : [];
  const members = called.length
    ? [...new Set(called)].slice(0, 6)
    : classFirst
      ? [...scope.matchAll(/`?([a-z_][A-Za-z0-9_]*)(?:\([^)]*\))?`?(?=\s*(?:,|and|methods?|\())/g)]
          .map((match) => match[1])
          .filter((name) => !NOT_NAMES.has(name) && name.length > 1)
          .slice(0, 4)
      : undefined;
  const name = what === 'class' ? classMatch?.[1] : (signature?.[1] ?? named);
  // "constructor takes capacity and refill_per_second": the class's constructor parameters.
  const constructorTakes = scope
    .match(/\b(?:constructor|__init__|initiali[sz]er)\s+(?:that\s+|which\s+)?(?:takes|accepts|receives|with)\s+([a-z_]\w*(?:\s*(?:,|\band\b)\s*[a-z_]\w*){0,5})/i)?.[1]
    ?.replace(/\s+and\s+/g, ', ');
  return {
    form: {
      kind: 'code',
      language,
      what,
      ...(name ? { name } : {}),
      ...(signature && what === 'function' ? { params: signature[2] } : {}),
      ...(what === 'class' && constructorTakes ? { params: constructorTakes } : {}),
      ...(language === 'sql' ? { tables: tablesIn(scope) } : {}),
      ...(members?.length ? { members } : {}),
    },
    at: sentence.start,
    // "Write `parseDuration(input: string): number` that …" after a system prompt's "answer with a ```ts block": the
    // task's request for code belongs to that ask, so "a number of seconds" inside it is no number to answer.
    // A block asked over pasted code reaches over the task and the code it fixes.
    end: pasted ? text.length : Math.max(sentence.end, codeRequestEnd(text, sentence.end), language === 'sql' ? tableSpecEnd(text, sentence.end) : -1),
  };
}

/** A later sentence that asks for the code by name ("Implement validateInvoice(invoice) that …"), and where it ends. */
const CODE_REQUEST =
  /(?:^|[.!?\n]\s*)(?:please\s+)?(?:write|implement|create|add|build|fix|refactor|define|make|code up)\b[^.\n]{0,80}?(?:`[A-Za-z_]\w*|\b[A-Za-z_]\w*\s*\(|\b(?:function|class|method|query)\s+(?:called|named)?\s*`?[A-Za-z_])/gi;

/** A later sentence giving a table with its columns ("From members(member_id, phone, joined_at), list …"): what a query asked before is about. */
function tableSpecEnd(text: string, from: number): number {
  const table = lastMatch(text.slice(from), /\b[a-z_][a-z0-9_]*\s*\(\s*[a-z_][a-z0-9_]*(?:\s+[a-z]+)?(?:\s*,\s*[a-z_][a-z0-9_]*(?:\s+[a-z]+)?)+\s*\)/g);
  return table ? sentenceAt(text, from + table.index + table[0].length - 1).end : -1;
}

function codeRequestEnd(text: string, from: number): number {
  const request = lastMatch(text.slice(from), CODE_REQUEST);
  return request ? sentenceAt(text, from + request.index + request[0].length - 1).end : -1;
}
