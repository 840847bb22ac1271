// The signature a code task gives, read from where it is written: `IsLeapYear(year int) bool`,
// `def parse_invoice(text: str) -> dict`, `fn mean(xs: &[f64]) -> f64`, `boolean isValid(String s)`,
// `rotate_logs DIR DAYS`, or in words ("takes a list of orders and a threshold and returns the orders above it").
import { escapeRegex } from './text-patterns.js';

/** What a value is, whatever the language calls it: what the body must return or may do with a parameter. */
export type ValueKind = 'bool' | 'int' | 'float' | 'string' | 'list' | 'map' | 'void' | 'unknown';

/** One parameter: its name, its type as written (when written) and what kind of value it holds. */
export interface Param {
  name: string;
  type?: string;
  kind: ValueKind;
}

/** A function's signature: parameters in order and the return type, as written and as a kind. */
export interface Signature {
  params: Param[];
  returns?: string;
  returnKind: ValueKind;
}

/** The kind of a type as languages write it (`bool`, `&[f64]`, `List<Order>`, `dict[str, int]`, `string[]`). */
export function kindOfType(type: string | undefined): ValueKind {
  const written = (type ?? '').trim();
  if (!written) return 'unknown';
  if (/^(?:bool|boolean|Boolean)$/.test(written)) return 'bool';
  if (/^(?:void|None|\(\)|Unit)$/.test(written)) return 'void';
  if (/\[\]$|^\[\]|^&?\[|^(?:list|List|Vec|Array|ReadonlyArray|Sequence|Iterable|tuple|Set|set)\b/.test(written)) return 'list';
  if (/^(?:dict|Dict|Map|HashMap|Record|map\[|Mapping|object|Object)\b/.test(written)) return 'map';
  if (/^(?:int|i8|i16|i32|i64|u8|u16|u32|u64|usize|isize|long|Integer|Long|short|uint\w*|int\d+)$/.test(written)) return 'int';
  if (/^(?:float|f32|f64|double|Double|number|Decimal|float64|float32|BigDecimal)$/.test(written)) return 'float';
  if (/^(?:&?'?\w*\s*str|String|string|char|&str|Text)$/.test(written)) return 'string';
  return 'unknown';
}

/** The kind a parameter's name suggests when no type is written (`xs`, `orders` → list; `maxCount` → int; `is_x` → bool). */
export function kindOfName(name: string): ValueKind {
  if (/^(?:is|has|can|should|allow|enable)[A-Z_]|^(?:flag|enabled|strict|verbose|dry_?run)$/i.test(name)) return 'bool';
  const last = (name.split(/_|(?=[A-Z])/).pop() ?? name).toLowerCase();
  if (
    /^(?:count|size|limit|max|min|n|k|i|j|retries|days|hours|seconds|minutes|ms|year|age|index|port|width|height|capacity|threshold|percent|total|num|length|len|steps|times|quota|used|budget|timeout)$/.test(
      last,
    )
  )
    return 'int';
  if (/^(?:price|amount|rate|ratio|score|weight|factor|value|x|y|celsius|fahrenheit|temperature|balance|cost)$/.test(last)) return 'float';
  if (
    /^(?:xs|ys|nums|numbers|values|items|list|array|arr|rows|lines|words|records)$/.test(last) ||
    (/[a-z]s$/.test(last) && !/(?:ss|us|is|status|address|alias|class)$/.test(last))
  )
    return 'list';
  if (/^(?:map|dict|lookup|table|counts|config|options|headers)$/.test(last)) return 'map';
  return 'string';
}

/** Commas of a parameter list that separate parameters (not those inside `<>`, `[]` or `()`). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const character = list[index];
    if ('<[({'.includes(character)) depth += 1;
    else if ('>])}'.includes(character) && list[index - 1] !== '-' && list[index - 1] !== '=') depth = Math.max(0, depth - 1);
    else if (character === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Parameters as a language writes them: `name: type` (Python, TypeScript, Rust), `name type` (Go), `Type name` (Java, C#). */
export function paramsOf(list: string, language: string): Param[] {
  const params: Param[] = [];
  for (const raw of splitTopLevel(list.replace(/=[^,]*$/g, ''))) {
    const part = raw.replace(/\s*=.*$/, '').replace(/^(?:\.\.\.|\*{1,2}|mut\s+|&mut\s+|final\s+|readonly\s+)/, '');
    if (/^(?:self|&self|&mut self|this|cls)$/.test(part)) continue;
    const colon = part.match(/^([A-Za-z_]\w*)\??\s*:\s*(.+)$/);
    if (colon) {
      params.push({ name: colon[1], type: colon[2].trim(), kind: kindOfType(colon[2]) });
      continue;
    }
    const words = part.split(/\s+/);
    if (words.length >= 2 && (language === 'go' || /^[a-z_]\w*$/.test(words[0])) && language !== 'java') {
      const type = words.slice(1).join(' ');
      params.push({ name: words[0], type, kind: kindOfType(type) });
    } else if (words.length >= 2) {
      const name = words[words.length - 1].replace(/\W/g, '');
      const type = words.slice(0, -1).join(' ');
      params.push({ name, type, kind: kindOfType(type) });
    } else if (/^[A-Za-z_]\w*$/.test(part)) params.push({ name: part, kind: kindOfName(part) });
  }
  // Go's `a, b int`: a name without a type takes the type written after it.
  for (let index = params.length - 2; index >= 0; index -= 1)
    if (language === 'go' && !params[index].type && params[index + 1].type) params[index] = { ...params[index], type: params[index + 1].type, kind: params[index + 1].kind };
  return params;
}

/** A type written from `from` on, brackets balanced (`HashMap<String, usize>`, `dict[str, int]`, `(int, error)`). */
function typeFrom(text: string, from: number): string | undefined {
  let depth = 0;
  let end = from;
  for (; end < Math.min(text.length, from + 80); end += 1) {
    const character = text[end];
    if ('<[('.includes(character)) depth += 1;
    else if ('>])'.includes(character)) {
      if (depth === 0) break;
      depth -= 1;
    } else if (depth === 0 && !/[\w&'*.]/.test(character)) break;
  }
  const type = text.slice(from, end).replace(/\.$/, '');
  return /^[A-Za-z_&([*]/.test(type) && !/^(?:that|which|and|to|so|in|for|returning|returns|with|the|a|an)$/.test(type) ? type : undefined;
}

/** The return type written after a parameter list (`-> dict`, `: boolean`, Go's ` bool`), or before the name (Java's `boolean isValid(`). */
function returnTypeAt(text: string, name: string, open: number, close: number, language: string): string | undefined {
  const arrow = text.slice(close + 1, close + 8).match(/^\s*(?:->|:|=>)\s*/);
  if (arrow) return typeFrom(text, close + 1 + arrow[0].length);
  if (language === 'go') {
    const space = text.slice(close + 1, close + 4).match(/^[ \t]+/);
    return space ? typeFrom(text, close + 1 + space[0].length) : undefined;
  }
  if (/^(?:java|csharp|kotlin|cpp)$/.test(language)) {
    const before = text.slice(Math.max(0, open - name.length - 40), open - name.length).match(/([A-Za-z_][\w<>[\],]*(?:, \w+>)?)\s+$/)?.[1];
    if (before && !/^(?:public|private|static|protected|a|an|the|and|or|methods?|functions?|called|named|write|implement|with)$/i.test(before)) return before;
  }
  return undefined;
}

/** Kinds of values a phrase names ("a list of orders", "a threshold", "the year as an integer"). */
function kindOfPhrase(phrase: string): ValueKind {
  if (/\b(?:list|array|sequence|collection|set|vector|slice)\b/i.test(phrase)) return 'list';
  if (/\b(?:dict|dictionary|map|mapping|object|record|hash)\b/i.test(phrase)) return 'map';
  if (/\b(?:bool|boolean|flag|true|false)\b/i.test(phrase)) return 'bool';
  if (/\b(?:float|decimal|double|price|amount|ratio|rate|percentage)\b/i.test(phrase)) return 'float';
  if (/\b(?:int|integer|number|count|threshold|limit|year|size|minimum|maximum|days|seconds)\b/i.test(phrase)) return 'int';
  if (/\b(?:string|text|word|name|title|path|url|email|line)\b/i.test(phrase)) return 'string';
  return 'unknown';
}

const ARTICLES = /^(?:a|an|the|some|two|its|their|one|optional)\s+/i;

/** A parameter's name from the phrase that names it: "a list of orders" → orders, "an integer n" → n, "the minimum age" → min_age-like words joined. */
function nameOfPhrase(phrase: string): string | undefined {
  const words = phrase
    .replace(ARTICLES, '')
    .replace(/^(?:list|array|sequence|collection|set|dict|dictionary|map|mapping|string|number|integer)\s+(?:of\s+)?/i, '')
    .replace(/\b(?:called|named)\s+/i, '')
    .match(/[A-Za-z_][\w]*/g);
  if (!words?.length) return undefined;
  const head = words.slice(-2).filter((word) => !/^(?:of|as|in|to|an|a|the|integer|string|number|list)$/i.test(word));
  const name = (head.length ? head : words.slice(-1)).join('_').toLowerCase();
  return /^[a-z_]\w*$/.test(name) ? name : undefined;
}

/** Parameters a task gives in words: "takes a list of orders and a threshold", "given the text and a limit". */
function paramsInWords(text: string): Param[] {
  const list = text.match(
    /\b(?:takes|accepts|receives|given|with (?:the )?(?:parameters|arguments|args|inputs?))\s+([^.;\n]{1,160}?)(?=\s+(?:and\s+)?(?:returns?|returning|that|which|so)\b|[.;:\n]|$)/i,
  )?.[1];
  if (!list) return [];
  return list
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((phrase) => ({ phrase, name: nameOfPhrase(phrase) }))
    .filter((part): part is { phrase: string; name: string } => Boolean(part.name))
    .slice(0, 5)
    .map(({ phrase, name }) => {
      const kind = kindOfPhrase(phrase);
      return { name, kind: kind === 'unknown' ? kindOfName(name) : kind };
    });
}

/** What a task in words says the function returns ("returns true when …", "returns the number of …"). */
export function returnKindInWords(text: string, params: Param[]): ValueKind {
  const said = text.match(/\b(?:returns?|returning|outputs?|yields?|gives back)\s+([^.;\n]{1,80})/i)?.[1] ?? '';
  if (!said) return /^\s*(?:check|validate|verify)/i.test(text) ? 'bool' : 'unknown';
  if (/^(?:true|false|whether|a bool|a boolean|boolean|yes|if\b)/i.test(said)) return 'bool';
  if (/^(?:a |an |the )?(?:list|array|new list|sorted|filtered|those|all\b|every\b)/i.test(said)) return 'list';
  if (/^(?:a |an |the )?(?:dict|dictionary|map|mapping|object|count of each|counts)/i.test(said)) return 'map';
  if (/^(?:a |an |the )?(?:number|count|total|sum|average|mean|median|integer|int|float|amount|percentage|ratio|max|min|largest|smallest|index|length|price)/i.test(said))
    return /\b(?:average|mean|ratio|percentage|float|price)\b/i.test(said) ? 'float' : 'int';
  if (/^(?:a |an |the )?(?:string|text|slug|name|title|formatted|message|line|url)/i.test(said)) return 'string';
  // "returns the orders above it": what a list parameter holds.
  const named = params.find((param) => new RegExp(`\\b${escapeRegex(param.name)}\\b`, 'i').test(said));
  return named?.kind ?? 'unknown';
}

/** The signature of `name` as the text writes it, else as its words give it; undefined when the text gives neither. */
export function signatureOf(text: string, name: string, language: string): Signature | undefined {
  const written = new RegExp(`\\b${escapeRegex(name)}\\s*(?:<[^<>()]{1,30}>)?\\(([^()]{0,200})\\)`, 'g');
  for (const match of text.matchAll(written)) {
    const open = (match.index ?? 0) + match[0].indexOf('(');
    const close = (match.index ?? 0) + match[0].length - 1;
    const params = paramsOf(match[1], language);
    const returns = returnTypeAt(text, name, open, close, language);
    if (!params.length && !returns && match[1].trim()) continue;
    const around = text.slice(close, close + 240);
    return { params, ...(returns ? { returns } : {}), returnKind: returns ? kindOfType(returns) : returnKindInWords(around, params) };
  }
  // Bash's `rotate_logs DIR DAYS`: upper-case words after the name are its positional arguments.
  const positional = text.match(new RegExp(`\\b${escapeRegex(name)}((?:[ \\t]+[A-Z][A-Z0-9_]{0,20}\\b){1,5})`))?.[1];
  if (positional)
    return {
      params: positional
        .trim()
        .split(/\s+/)
        .map((word) => ({ name: word.toLowerCase(), kind: kindOfName(word.toLowerCase()) })),
      returnKind: 'void',
    };
  const params = paramsInWords(text);
  if (!params.length) return undefined;
  return { params, returnKind: returnKindInWords(text, params) };
}
