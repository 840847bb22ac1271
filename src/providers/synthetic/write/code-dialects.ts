// How Python, TypeScript, JavaScript and Go write the pieces of a function's plan (`code-plan.ts`); Rust and Java are in
// `code-dialects-compiled.ts`, and `code-functions.ts` puts the pieces together.
import type { Constant, Plan, Step, Test } from './code-plan.js';
import type { Param, ValueKind } from './code-signature.js';

/** How one language writes the pieces of a plan. */
export interface Dialect {
  type: (kind: ValueKind, param?: Param) => string;
  constant: (constant: Constant) => string;
  test: (test: Test) => string;
  and: string;
  step: (step: Step, returns: string, plan: Plan) => string[];
  guard: (param: Param, zero: string) => string[];
  zero: (kind: ValueKind) => string;
  header: (name: string, params: string, returns: string) => string;
  param: (param: Param, type: string) => string;
  footer: string;
  indent: string;
}

/** A literal as a double-quoted string, escaped. */
export const q = (literal: string) => JSON.stringify(literal);
/** A divisibility test ("by 4, not by 100 unless by 400") with a language's operators. */
export function divisibility(test: Extract<Test, { test: 'divisible' }>, [and, or, eq, neq, mod]: string[]): string {
  const is = (by: number, op: string) => `${test.param.name}${mod}%${mod}${by} ${op} 0`;
  if (test.not === undefined) return is(test.by, eq);
  const excluded = test.unless === undefined ? is(test.not, neq) : `(${is(test.not, neq)}${or}${is(test.unless, eq)})`;
  return `${is(test.by, eq)}${and}${excluded}`;
}

/** The tests every language writes alike but for its operators: a comparison, and a divisibility (`[and, or, eq, neq, spacing]`). */
export function sharedTest(test: Test, operators: string[]): string | undefined {
  if (test.test === 'compare') return `${test.param.name} ${test.cmp} ${test.against}`;
  return test.test === 'divisible' ? divisibility(test, operators) : undefined;
}

/** An item of a list, or the field of it the task names. */
export const item = (field: string | undefined, access: (field: string) => string) => (field ? access(field) : 'item');

const python: Dialect = {
  type: (kind) => ({ bool: 'bool', int: 'int', float: 'float', string: 'str', list: 'list', map: 'dict', void: 'None', unknown: '' })[kind],
  constant: (constant) => `${constant.name} = ${constant.value}`,
  test: (test) =>
    sharedTest(test, [' and ', ' or ', '==', '!=', ' ']) ??
    (test.test === 'oneOf'
      ? `${test.param.name} in (${test.values.map(q).join(', ')}${test.values.length === 1 ? ',' : ''})`
      : test.test === 'size'
        ? `len(${test.param.name}) ${test.cmp} ${test.against}`
        : test.test === 'contains'
          ? `${q(test.literal)} in ${test.param.name}`
          : test.param.kind === 'string'
            ? `bool(${test.param.name}.strip())`
            : test.param.kind === 'list' || test.param.kind === 'map'
              ? `len(${test.param.name}) > 0`
              : `${test.param.name} is not None`),
  and: ' and ',
  step: (step) => {
    const at = (field: string) => `item[${q(field)}]`;
    switch (step.op) {
      case 'filter':
        return [`return [item for item in ${step.list.name} if ${item(step.field, at)} ${step.cmp} ${step.against}]`];
      case 'sort':
        return [
          `return sorted(${step.list.name}${step.field ? `, key=lambda item: ${at(step.field)}` : ''}${step.descending ? ', reverse=True' : ''})${step.limit ? `[:${step.limit}]` : ''}`,
        ];
      case 'aggregate': {
        const values = step.field ? `(${at(step.field)} for item in ${step.list.name})` : step.list.name;
        if (step.how === 'count') return [`return len(${step.list.name})`];
        if (step.how === 'mean') return [`if not ${step.list.name}:`, '    return 0.0', `return sum(${values}) / len(${step.list.name})`];
        return [`return ${step.how}(${values})`];
      }
      case 'tally':
        return [
          'counts = {}',
          `for item in ${step.list.name}${step.words ? '.split()' : ''}:`,
          `    key = ${item(step.field, at)}`,
          '    counts[key] = counts.get(key, 0) + 1',
          'return counts',
        ];
      case 'split':
        return step.into === 'list'
          ? [`return [part.strip() for part in ${step.param.name}.split(${q(step.separator)}) if part.strip()]`]
          : [
              'result = {}',
              `for line in ${step.param.name}.splitlines():`,
              `    key, found, value = line.partition(${q(step.separator)})`,
              '    if found:',
              '        result[key.strip()] = value.strip()',
              'return result',
            ];
      case 'text': {
        const name = step.param.name;
        if (step.how === 'join') return [`return ", ".join(str(item) for item in ${name})`];
        if (step.how === 'format') return [`return f"${[name, ...step.others.map((param) => param.name)].map((part) => `{${part}}`).join(' ')}".strip()`];
        return [`return ${name}${{ lower: '.lower()', upper: '.upper()', trim: '.strip()', reverse: '[::-1]' }[step.how]}`];
      }
      case 'number': {
        const name = step.param.name;
        return [
          'try:',
          `    return ${step.integer ? 'int' : 'float'}(${name}.strip())`,
          'except ValueError as error:',
          `    raise ValueError(f"not a number: {${name}!r}") from error`,
        ];
      }
      case 'arith':
        return [`return ${step.params.map((param) => param.name).join(` ${step.operator} `)}`];
      case 'predicate':
        return [];
      default:
        return [step.param ? `return ${step.param.name}` : 'return None'];
    }
  },
  guard: (param) => [`if ${param.name} is None:`, `    raise ValueError("${param.name} is required")`],
  zero: () => 'None',
  header: (name, params, returns) => `def ${name}(${params})${returns ? ` -> ${returns}` : ''}:`,
  param: (param, type) => (param.type || type ? `${param.name}: ${param.type ?? type}` : param.name),
  footer: '',
  indent: '    ',
};

const tsTypes: Record<ValueKind, string> = {
  bool: 'boolean',
  int: 'number',
  float: 'number',
  string: 'string',
  list: 'number[]',
  map: 'Record<string, number>',
  void: 'void',
  unknown: 'unknown',
};
const script = (typed: boolean): Dialect => ({
  type: (kind, param) => (typed ? (param?.type ?? tsTypes[kind]) : ''),
  constant: (constant) => `const ${constant.name} = ${constant.value};`,
  test: (test) =>
    sharedTest(test, [' && ', ' || ', '===', '!==', ' ']) ??
    (test.test === 'size'
      ? `${test.param.name}.length ${test.cmp} ${test.against}`
      : test.test === 'oneOf'
        ? `[${test.values.map(q).join(', ')}].includes(${test.param.name})`
        : test.test === 'contains'
          ? `${test.param.name}.includes(${q(test.literal)})`
          : test.param.kind === 'string'
            ? `${test.param.name}.trim().length > 0`
            : test.param.kind === 'list'
              ? `${test.param.name}.length > 0`
              : `${test.param.name} != null`),
  and: ' && ',
  step: (step) => {
    const at = (field: string) => `item.${field}`;
    switch (step.op) {
      case 'filter':
        return [`return ${step.list.name}.filter((item) => ${item(step.field, at)} ${step.cmp} ${step.against});`];
      case 'sort': {
        const [a, b] = step.descending ? ['b', 'a'] : ['a', 'b'];
        return [
          `return [...${step.list.name}].sort((a, b) => ${step.field ? `${a}.${step.field} - ${b}.${step.field}` : `${a} - ${b}`})${step.limit ? `.slice(0, ${step.limit})` : ''};`,
        ];
      }
      case 'aggregate': {
        const values = step.field ? `${step.list.name}.map((item) => item.${step.field})` : step.list.name;
        if (step.how === 'count') return [`return ${step.list.name}.length;`];
        if (step.how === 'max' || step.how === 'min') return [`return Math.${step.how}(...${values});`];
        const sum = `${values}.reduce((total, value) => total + value, 0)`;
        return step.how === 'mean' ? [`if (${step.list.name}.length === 0) return 0;`, `return ${sum} / ${step.list.name}.length;`] : [`return ${sum};`];
      }
      case 'tally':
        return [
          `const counts${typed ? ': Record<string, number>' : ''} = {};`,
          `for (const item of ${step.list.name}${step.words ? '.split(/\\s+/).filter(Boolean)' : ''}) {`,
          `  const key = String(${item(step.field, at)});`,
          '  counts[key] = (counts[key] ?? 0) + 1;',
          '}',
          'return counts;',
        ];
      case 'split':
        return step.into === 'list'
          ? [`return ${step.param.name}.split(${q(step.separator)}).map((part) => part.trim()).filter(Boolean);`]
          : [
              `const result${typed ? ': Record<string, string>' : ''} = {};`,
              `for (const line of ${step.param.name}.split('\\n')) {`,
              `  const at = line.indexOf(${q(step.separator)});`,
              '  if (at > 0) result[line.slice(0, at).trim()] = line.slice(at + 1).trim();',
              '}',
              'return result;',
            ];
      case 'text': {
        const name = step.param.name;
        if (step.how === 'join') return [`return ${name}.join(', ');`];
        if (step.how === 'format') return [`return \`${[name, ...step.others.map((param) => param.name)].map((part) => `\${${part}}`).join(' ')}\`.trim();`];
        return [`return ${name}${{ lower: '.toLowerCase()', upper: '.toUpperCase()', trim: '.trim()', reverse: ".split('').reverse().join('')" }[step.how]};`];
      }
      case 'number': {
        const name = step.param.name;
        return [
          `const value = Number(${name}.trim());`,
          `if (${step.integer ? '!Number.isInteger(value)' : 'Number.isNaN(value)'}) throw new Error(\`not a number: \${${name}}\`);`,
          'return value;',
        ];
      }
      case 'arith':
        return [`return ${step.params.map((param) => param.name).join(` ${step.operator} `)};`];
      case 'predicate':
        return [];
      default:
        return [step.param ? `return ${step.param.name};` : 'return undefined;'];
    }
  },
  guard: (param) => [`if (${param.name} == null) throw new Error('${param.name} is required');`],
  zero: () => 'undefined',
  header: (name, params, returns) => `${typed ? 'export ' : ''}function ${name}(${params})${typed && returns ? `: ${returns}` : ''} {`,
  param: (param, type) => (typed ? `${param.name}: ${type || 'unknown'}` : param.name),
  footer: '}',
  indent: '  ',
});

const goTypes: Record<ValueKind, string> = { bool: 'bool', int: 'int', float: 'float64', string: 'string', list: '[]int', map: 'map[string]int', void: '', unknown: 'string' };
/** The item type of a written list type (`[]int`, `List<Order>`, `&[f64]`), else the fallback. */
export const element = (type: string | undefined, fallback: string) =>
  type
    ?.match(/^\[\](\w+)$|^(?:List|Vec|list)<(\w+)>$|^&\[(\w+)\]$/)
    ?.slice(1)
    .find(Boolean) ?? fallback;
const go: Dialect = {
  type: (kind, param) => param?.type ?? goTypes[kind],
  constant: (constant) => `const ${constant.name} = ${constant.value}`,
  test: (test) =>
    sharedTest(test, [' && ', ' || ', '==', '!=', '']) ??
    (test.test === 'oneOf'
      ? `(${test.values.map((value) => `${test.param.name} == ${q(value)}`).join(' || ')})`
      : test.test === 'size'
        ? `len(${test.param.name}) ${test.cmp} ${test.against}`
        : test.test === 'contains'
          ? `strings.Contains(${test.param.name}, ${q(test.literal)})`
          : test.param.kind === 'string'
            ? `strings.TrimSpace(${test.param.name}) != ""`
            : `len(${test.param.name}) > 0`),
  and: ' && ',
  step: (step, returns) => {
    const at = (field: string) => `item.${field[0].toUpperCase()}${field.slice(1)}`;
    switch (step.op) {
      case 'filter': {
        const type = step.list.type ?? goTypes.list;
        return [
          `var result ${type}`,
          `for _, item := range ${step.list.name} {`,
          `\tif ${item(step.field, at)} ${step.cmp} ${step.against} {`,
          '\t\tresult = append(result, item)',
          '\t}',
          '}',
          'return result',
        ];
      }
      case 'sort': {
        const [a, b] = step.descending ? ['j', 'i'] : ['i', 'j'];
        const list = step.list.name;
        const sorted = [`sort.Slice(${list}, func(i, j int) bool { return ${list}[${a}] < ${list}[${b}] })`];
        return step.limit ? [...sorted, `if len(${list}) > ${step.limit} {`, `\treturn ${list}[:${step.limit}]`, '}', `return ${list}`] : [...sorted, `return ${list}`];
      }
      case 'aggregate': {
        if (step.how === 'count') return [`return ${returns === 'int' ? '' : `${returns}(`}len(${step.list.name})${returns === 'int' ? '' : ')'}`];
        const value = step.field ? at(step.field).replace('item', 'value') : 'value';
        if (step.how === 'max' || step.how === 'min')
          return [
            `if len(${step.list.name}) == 0 {`,
            '\treturn 0',
            '}',
            `best := ${step.list.name}[0]`,
            `for _, value := range ${step.list.name} {`,
            `\tif ${value} ${step.how === 'max' ? '>' : '<'} best {`,
            `\t\tbest = ${value}`,
            '\t}',
            '}',
            'return best',
          ];
        const lines = [
          `var total ${step.how === 'mean' ? 'float64' : returns}`,
          `for _, value := range ${step.list.name} {`,
          `\ttotal += ${step.how === 'mean' ? `float64(${value})` : value}`,
          '}',
        ];
        return step.how === 'mean'
          ? [`if len(${step.list.name}) == 0 {`, '\treturn 0', '}', ...lines, `return total / float64(len(${step.list.name}))`]
          : [...lines, 'return total'];
      }
      case 'tally':
        return [
          `counts := make(${returns})`,
          `for _, item := range ${step.words ? `strings.Fields(${step.list.name})` : step.list.name} {`,
          `\tcounts[${item(step.field, at)}]++`,
          '}',
          'return counts',
        ];
      case 'split':
        return step.into === 'list'
          ? [`parts := strings.Split(${step.param.name}, ${q(step.separator)})`, 'for i := range parts {', '\tparts[i] = strings.TrimSpace(parts[i])', '}', 'return parts']
          : [
              'result := make(map[string]string)',
              `for _, line := range strings.Split(${step.param.name}, "\\n") {`,
              `\tif key, value, found := strings.Cut(line, ${q(step.separator)}); found {`,
              '\t\tresult[strings.TrimSpace(key)] = strings.TrimSpace(value)',
              '\t}',
              '}',
              'return result',
            ];
      case 'text': {
        const name = step.param.name;
        if (step.how === 'join') return [`return strings.Join(${name}, ", ")`];
        if (step.how === 'format') return [`return fmt.Sprint(${[name, ...step.others.map((param) => param.name)].join(', " ", ')})`];
        if (step.how === 'reverse')
          return [`runes := []rune(${name})`, 'for i, j := 0, len(runes)-1; i < j; i, j = i+1, j-1 {', '\trunes[i], runes[j] = runes[j], runes[i]', '}', 'return string(runes)'];
        return [`return strings.${{ lower: 'ToLower', upper: 'ToUpper', trim: 'TrimSpace' }[step.how]}(${name})`];
      }
      case 'number': {
        const parse = step.integer ? `strconv.Atoi(strings.TrimSpace(${step.param.name}))` : `strconv.ParseFloat(strings.TrimSpace(${step.param.name}), 64)`;
        return [`value, err := ${parse}`, 'if err != nil {', '\treturn 0', '}', 'return value'];
      }
      case 'arith':
        return [`return ${step.params.map((param) => param.name).join(` ${step.operator} `)}`];
      case 'predicate':
        return [];
      default:
        return [step.param ? `return ${step.param.name}` : 'return'];
    }
  },
  guard: (param, zero) => [
    `if ${param.kind === 'string' ? `${param.name} == ""` : param.kind === 'int' || param.kind === 'float' ? `${param.name} < 0` : `len(${param.name}) == 0`} {`,
    `\treturn${zero ? ` ${zero}` : ''}`,
    '}',
  ],
  zero: (kind) => ({ bool: 'false', int: '0', float: '0', string: '""', list: 'nil', map: 'nil', void: '', unknown: '""' })[kind],
  header: (name, params, returns) => `func ${name}(${params})${returns ? ` ${returns}` : ''} {`,
  param: (param, type) => `${param.name} ${type}`,
  footer: '}',
  indent: '\t',
};

/** The dialects of this file by fence tag. */
export const scriptDialects: Record<string, Dialect> = { python, typescript: script(true), javascript: script(false), go };
