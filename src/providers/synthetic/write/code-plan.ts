// What a function's body does, decided from its signature and the task's words before any language is chosen:
// a bool function tests its parameters, a number function aggregates or computes, a list function filters or
// sorts, a string function transforms. `code-functions.ts` writes the plan in each language.
import type { Param, Signature, ValueKind } from './code-signature.js';

/** A comparison the task states ("above", "at least", "older than"). */
export type Comparison = '>' | '>=' | '<' | '<=';

/** One test of a predicate on one parameter. */
export type Test =
  | { param: Param; test: 'contains'; literal: string }
  | { param: Param; test: 'compare'; cmp: Comparison; against: string }
  | { param: Param; test: 'divisible'; by: number; not?: number; unless?: number }
  | { param: Param; test: 'nonempty' }
  | { param: Param; test: 'oneOf'; values: string[] }
  | { param: Param; test: 'size'; cmp: Comparison; against: string };

/** The body's one step, over the parameters it names. */
export type Step =
  | { op: 'predicate'; tests: Test[] }
  | { op: 'aggregate'; list: Param; how: 'sum' | 'mean' | 'max' | 'min' | 'count'; field?: string }
  | { op: 'filter'; list: Param; cmp: Comparison; against: string; field?: string }
  | { op: 'sort'; list: Param; descending: boolean; field?: string; limit?: string }
  | { op: 'text'; param: Param; how: 'lower' | 'upper' | 'trim' | 'reverse' | 'join' | 'format'; others: Param[] }
  | { op: 'arith'; params: Param[]; operator: '+' | '*' | '-' | '/' }
  | { op: 'tally'; list: Param; field?: string; words?: boolean }
  | { op: 'split'; param: Param; into: 'list' | 'map'; separator: string }
  | { op: 'number'; param: Param; integer: boolean }
  | { op: 'identity'; param?: Param };

/** A constant the task states ("at most 5 requests per 60 s", "retries 3"): its name and value. */
export interface Constant {
  name: string;
  value: string;
}

/** The plan of a function: constants, the step, and the parameters it leaves to a guard (every parameter is used). */
export interface Plan {
  constants: Constant[];
  step: Step;
  guarded: Param[];
  returns: ValueKind;
}

const UNIT_NAMES: Array<[RegExp, string]> = [
  [/^(?:s|sec|secs|seconds?)$/i, 'SECONDS'],
  [/^(?:ms|milliseconds?)$/i, 'MILLISECONDS'],
  [/^(?:min|mins|minutes?)$/i, 'MINUTES'],
  [/^(?:h|hours?)$/i, 'HOURS'],
  [/^days?$/i, 'DAYS'],
  [/^(?:requests?|calls?)$/i, 'MAX_REQUESTS'],
  [/^(?:retries|retry|attempts?|tries)$/i, 'MAX_RETRIES'],
  [/^(?:items?|entries|results|rows)$/i, 'MAX_ITEMS'],
  [/^(?:chars?|characters?)$/i, 'MAX_CHARS'],
  [/^(?:%|percent)$/i, 'PERCENT'],
  [/^(?:MB|KB|GB|bytes)$/i, 'MAX_SIZE'],
];

/** Constants the task states with their unit or name: "5 requests per 60 s" → MAX_REQUESTS 5, SECONDS 60; "retries 3" → MAX_RETRIES 3. */
export function constantsIn(task: string): Constant[] {
  const found = new Map<string, string>();
  for (const match of task.matchAll(/(?<![\w.])(\d{1,6}(?:\.\d+)?)[\s-]?(%|[A-Za-z]+)\b/g)) {
    const name = UNIT_NAMES.find(([unit]) => unit.test(match[2]))?.[1];
    if (name && !found.has(name)) found.set(name, match[1]);
  }
  for (const match of task.matchAll(/\b(retries|attempts|limit|timeout|threshold|capacity|window|max(?:imum)?|min(?:imum)?)\s*(?:of|=|:|is)?\s*(\d{1,6}(?:\.\d+)?)\b/gi)) {
    const word = match[1].toLowerCase();
    const name = word === 'retries' || word === 'attempts' ? 'MAX_RETRIES' : word.startsWith('max') ? 'MAXIMUM' : word.startsWith('min') ? 'MINIMUM' : word.toUpperCase();
    if (!found.has(name)) found.set(name, match[2]);
  }
  return [...found].slice(0, 4).map(([name, value]) => ({ name, value }));
}

const COMPARED =
  /\b(at least|no less than|above|over|greater than|more than|exceed\w*|higher than|longer than|older than|at most|no more than|below|under|less than|fewer than|lower than|shorter than|within|newer than)\b([^.;\n]{0,24})/i;

/** The comparison a task's words state, if any ("above", "at least", "older than", "under"). */
export function comparisonIn(text: string): Comparison | undefined {
  const said = text.match(COMPARED)?.[1].toLowerCase();
  if (!said) return undefined;
  if (/^(?:at least|no less than)$/.test(said)) return '>=';
  if (/^(?:at most|no more than|within)$/.test(said)) return '<=';
  return /^(?:below|under|less|fewer|lower|shorter|newer)/.test(said) ? '<' : '>';
}

/** A field of a list's items the task names ("whose total exceeds", "by their price"). */
const fieldIn = (task: string) => task.match(/\b(?:whose|where (?:the|its|their)|by (?:their|its))\s+([a-z_]\w*)/i)?.[1]?.toLowerCase();

/** Short literals a task quotes or names for a string to contain ("exactly one @", "contains ':'"). */
function literalsIn(task: string): string[] {
  const quoted = [...task.matchAll(/[`'"]([^`'"\s]{1,8})[`'"]/g)].map((match) => match[1]).filter((literal) => !/^[A-Za-z_]\w{2,}$/.test(literal));
  const bare = [...task.matchAll(/(?:^|\s)([@#:/|;])(?=\s|$|,)/g)].map((match) => match[1]);
  return [...new Set([...quoted, ...bare])].slice(0, 2);
}

/** "divisible by 4, not by 100 unless by 400": the divisor, the one excluded and the one that overrides it. */
function divisibilityIn(task: string): { by: number; not?: number; unless?: number } | undefined {
  const said = task.match(/\bdivisible by (\d{1,6})([^.;\n]{0,80})/i);
  if (!said) return undefined;
  const not = said[2].match(/\b(?:not|but not|except)\s+(?:divisible\s+)?by (\d{1,6})/i)?.[1];
  const unless = said[2].match(/\b(?:unless|except when|but also if)\s+(?:(?:also|it is)\s+)?(?:divisible\s+)?by (\d{1,6})/i)?.[1];
  return { by: Number(said[1]), ...(not ? { not: Number(not) } : {}), ...(not && unless ? { unless: Number(unless) } : {}) };
}

/** The separator a task names for splitting text ("semicolon separated", "key=value", "one per line"). */
function separatorIn(task: string, into: 'list' | 'map'): string {
  if (into === 'map') return /\bkey\s*=\s*value|\w=\w/i.test(task) ? '=' : ':';
  const named = task.match(/\b(semicolon|comma|tab|pipe|whitespace|space|line|newline)s?\b|[`'"]([;,|\t])[`'"]/i);
  const word = named?.[1]?.toLowerCase();
  if (named?.[2]) return named[2];
  return word ? ({ semicolon: ';', comma: ',', tab: '\t', pipe: '|', whitespace: ' ', space: ' ', line: '\n', newline: '\n' }[word] ?? ',') : /;/.test(task) ? ';' : ',';
}

/** Values a task says a parameter may equal ("day is 'Sat' or 'Sun'", "status equals \"open\""). */
function valuesNamedFor(task: string, name: string): string[] {
  const said = task.match(new RegExp(`\\b${name}\\s+(?:is|equals?|==)\\s+((?:(["'])[^"'\\n]{1,20}\\2(?:\\s*,\\s*|\\s+or\\s+|\\s*,\\s*or\\s+)?){1,6})`))?.[1];
  return said ? [...said.matchAll(/["']([^"'\n]{1,20})["']/g)].map((match) => match[1]) : [];
}

const numeric = (param: Param) => param.kind === 'int' || param.kind === 'float';

/** The number or other parameter a comparison is made against: a numeric parameter, a stated constant, else a number of the task. */
function againstOf(params: Param[], subject: Param, constants: Constant[], task: string, fields: Param[] = []): string {
  const other = params.find((param) => param !== subject && numeric(param));
  if (other) return other.name;
  const after = task.match(COMPARED)?.[2] ?? '';
  const stated = after.match(/\d{1,6}(?:\.\d+)?/)?.[0];
  // "at most limit calls": the object's field of that name.
  const field = fields.find((candidate) => new RegExp(`^\\s*(?:the\\s+)?${candidate.name.replace(/^\w+\./, '')}\\b`).test(after));
  return stated ?? field?.name ?? constants[0]?.name ?? fields.find(numeric)?.name ?? '0';
}

/** The plan of a function's body from its signature and the task (system prompt included). */
export function planOf(signature: Signature, task: string, name: string, fields: Param[] = []): Plan {
  const { params } = signature;
  const constants = constantsIn(task);
  const words = `${name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')} ${task}`;
  const list = params.find((param) => param.kind === 'list');
  const text = params.find((param) => param.kind === 'string');
  const number = params.find(numeric);
  const cmp = comparisonIn(task);
  const field = fieldIn(task);
  const returns = signature.returnKind !== 'unknown' ? signature.returnKind : list && cmp ? 'list' : 'unknown';
  let step: Step;
  if (returns === 'bool') {
    const tests: Test[] = [];
    const literals = literalsIn(task);
    const divisible = divisibilityIn(task);
    const divisor = divisible?.by;
    for (const param of params) {
      const named = param.kind === 'string' ? valuesNamedFor(task, param.name) : [];
      if (named.length) tests.push({ param, test: 'oneOf', values: named });
      else if (param.kind === 'string' && literals.length) tests.push(...literals.map((literal) => ({ param, test: 'contains' as const, literal })));
      else if (numeric(param) && divisible) tests.push({ param, test: 'divisible', ...divisible });
      else if (numeric(param) && params.length === 1) tests.push({ param, test: 'compare', cmp: cmp ?? '>', against: againstOf(params, param, constants, task, fields) });
      else if (!numeric(param) || params.filter(numeric).length === 1) tests.push({ param, test: 'nonempty' });
    }
    // Two numbers ("value and limit"): the first compared with the second.
    const numbers = params.filter(numeric);
    if (numbers.length >= 2 && !divisor) tests.push({ param: numbers[0], test: 'compare', cmp: cmp ?? '<=', against: numbers[1].name });
    // "at most 5 calls per 60 s" on an object that keeps a list: the list's size against the stated limit.
    const kept = fields.find((field) => field.kind === 'list');
    const limit = constants.find((constant) => /^MAX_/.test(constant.name));
    if (kept && limit) tests.push({ param: kept, test: 'size', cmp: '<', against: limit.name });
    step = { op: 'predicate', tests: tests.length ? tests : params.slice(0, 1).map((param) => ({ param, test: 'nonempty' as const })) };
  } else if (list && returns === 'list' && cmp) step = { op: 'filter', list, cmp, against: againstOf(params, list, constants, task, fields), field };
  else if (list && returns === 'list' && /\bsort|\border|\brank|\btop\b|\bhighest|\blowest|\blargest|\bsmallest/i.test(words))
    step = { op: 'sort', list, descending: /\bdesc|\bhighest|\blargest|\bmost\b|\btop\b|\bbest\b/i.test(words), field, ...(number ? { limit: number.name } : {}) };
  else if (list && (returns === 'int' || returns === 'float')) {
    const how = /\b(?:mean|average|avg)\b/i.test(words)
      ? 'mean'
      : /\b(?:max|maximum|largest|highest|biggest)\b/i.test(words)
        ? 'max'
        : /\b(?:min|minimum|smallest|lowest)\b/i.test(words)
          ? 'min'
          : /\b(?:count|number of|how many|length)\b/i.test(words)
            ? 'count'
            : 'sum';
    step = { op: 'aggregate', list, how, field };
  } else if (list && returns === 'map') step = { op: 'tally', list, field };
  else if (text && returns === 'map' && /\bcount|\bfrequenc|\btally|\boccurrence/i.test(words)) step = { op: 'tally', list: text, words: true };
  else if (text && (returns === 'map' || (returns === 'list' && !list))) step = { op: 'split', param: text, into: returns, separator: separatorIn(task, returns) };
  else if (returns === 'string' && (text ?? list)) {
    const subject = (text ?? list) as Param;
    const how =
      subject.kind === 'list'
        ? 'join'
        : /\blower/i.test(words)
          ? 'lower'
          : /\bupper|\bcapitali/i.test(words)
            ? 'upper'
            : /\breverse/i.test(words)
              ? 'reverse'
              : /\btrim|\bstrip|\bwhitespace/i.test(words)
                ? 'trim'
                : 'format';
    step = { op: 'text', param: subject, how, others: params.filter((param) => param !== subject) };
  } else if (text && (returns === 'int' || returns === 'float') && !params.some(numeric)) step = { op: 'number', param: text, integer: returns === 'int' };
  else if ((returns === 'int' || returns === 'float' || returns === 'unknown') && params.filter(numeric).length >= 2)
    step = {
      op: 'arith',
      params: params.filter(numeric),
      operator: /\b(?:product|multipl|times|area)\b/i.test(words)
        ? '*'
        : /\b(?:ratio|divide|per|average)\b/i.test(words)
          ? '/'
          : /\b(?:differ|subtract|minus|between)\b/i.test(words)
            ? '-'
            : '+',
    };
  else if (number && (returns === 'int' || returns === 'float')) step = { op: 'arith', params: [number], operator: '*' };
  else step = { op: 'identity', param: params[0] };
  const used = new Set<string>(usedBy(step));
  return { constants, step, guarded: params.filter((param) => !used.has(param.name)), returns };
}

/** Names of the parameters a step uses. */
function usedBy(step: Step): string[] {
  switch (step.op) {
    case 'predicate':
      return step.tests.flatMap((test) => [test.param.name, ...(test.test === 'compare' || test.test === 'size' ? [test.against] : [])]);
    case 'filter':
      return [step.list.name, step.against];
    case 'sort':
      return [step.list.name, ...(step.limit ? [step.limit] : [])];
    case 'text':
      return [step.param.name, ...step.others.map((param) => param.name)];
    case 'split':
    case 'number':
      return [step.param.name];
    case 'arith':
      return step.params.map((param) => param.name);
    case 'identity':
      return step.param ? [step.param.name] : [];
    default:
      return [step.list.name];
  }
}
