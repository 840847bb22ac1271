// How Rust and Java write the pieces of a function's plan (`code-plan.ts`): typed, with the item type of a
// list read from its written type (`&[f64]`, `List<Integer>`).
import { type Dialect, element, item, q, sharedTest } from './code-dialects.js';
import type { ValueKind } from './code-signature.js';

const rustTypes: Record<ValueKind, string> = { bool: 'bool', int: 'i64', float: 'f64', string: '&str', list: '&[f64]', map: 'HashMap<String, usize>', void: '', unknown: '&str' };
const rust: Dialect = {
  type: (kind, param) => param?.type ?? (param ? rustTypes[kind] : kind === 'string' || kind === 'unknown' ? 'String' : kind === 'list' ? 'Vec<f64>' : rustTypes[kind]),
  constant: (constant) => `const ${constant.name}: ${constant.value.includes('.') ? 'f64' : 'u64'} = ${constant.value};`,
  test: (test) =>
    sharedTest(test, [' && ', ' || ', '==', '!=', ' ']) ??
    (test.test === 'size'
      ? `${test.param.name}.len() ${test.cmp} ${test.against} as usize`
      : test.test === 'oneOf'
        ? `matches!(${test.param.name}, ${test.values.map(q).join(' | ')})`
        : test.test === 'contains'
          ? `${test.param.name}.contains(${q(test.literal)})`
          : test.param.kind === 'string'
            ? `!${test.param.name}.trim().is_empty()`
            : `!${test.param.name}.is_empty()`),
  and: ' && ',
  step: (step, returns) => {
    const at = (field: string) => `item.${field}`;
    switch (step.op) {
      case 'filter':
        return [`${step.list.name}.iter().filter(|item| ${item(step.field, at).replace(/^item$/, '**item')} ${step.cmp} ${step.against}).cloned().collect()`];
      case 'sort':
        return [
          `let mut sorted = ${step.list.name}.to_vec();`,
          `sorted.sort_by(|a, b| ${step.descending ? 'b.partial_cmp(a)' : 'a.partial_cmp(b)'}.unwrap());`,
          ...(step.limit ? [`sorted.truncate(${step.limit} as usize);`] : []),
          'sorted',
        ];
      case 'aggregate': {
        const list = step.list.name;
        const type = element(step.list.type, 'f64');
        if (step.how === 'count') return [`${list}.len()${returns === 'usize' ? '' : ` as ${returns}`}`];
        if (step.how === 'mean') return [`if ${list}.is_empty() {`, '    return 0.0;', '}', `${list}.iter().sum::<${type}>() as f64 / ${list}.len() as f64`];
        if (step.how === 'sum') return [`${list}.iter().sum()`];
        return [`${list}.iter().copied().fold(${list}[0], ${type}::${step.how})`];
      }
      case 'tally':
        return [
          'let mut counts = HashMap::new();',
          `for item in ${step.list.name}${step.words ? '.split_whitespace()' : ''} {`,
          '    *counts.entry(item.to_string()).or_insert(0) += 1;',
          '}',
          'counts',
        ];
      case 'split':
        return step.into === 'list'
          ? [`${step.param.name}.split(${q(step.separator)}).map(|part| part.trim().to_string()).collect()`]
          : [
              `${step.param.name}`,
              '    .lines()',
              `    .filter_map(|line| line.split_once(${q(step.separator)}))`,
              '    .map(|(key, value)| (key.trim().to_string(), value.trim().to_string()))',
              '    .collect()',
            ];
      case 'text': {
        const name = step.param.name;
        if (step.how === 'join') return [`${name}.join(", ")`];
        if (step.how === 'format') return [`format!("${[name, ...step.others].map(() => '{}').join(' ')}", ${[name, ...step.others.map((param) => param.name)].join(', ')})`];
        return [`${name}${{ lower: '.to_lowercase()', upper: '.to_uppercase()', trim: '.trim().to_string()', reverse: '.chars().rev().collect()' }[step.how]}`];
      }
      case 'number':
        return [`${step.param.name}.trim().parse().unwrap_or(${step.integer ? '0' : '0.0'})`];
      case 'arith':
        return [step.params.map((param) => param.name).join(` ${step.operator} `)];
      case 'predicate':
        return [];
      default:
        return [step.param ? (returns === 'String' ? `${step.param.name}.to_string()` : step.param.name) : '()'];
    }
  },
  guard: (param, zero) => [
    `if ${param.kind === 'int' || param.kind === 'float' ? `${param.name} < 0 as _` : `${param.name}.is_empty()`} {`,
    `    return${zero ? ` ${zero}` : ''};`,
    '}',
  ],
  zero: (kind) => ({ bool: 'false', int: '0', float: '0.0', string: 'String::new()', list: 'Vec::new()', map: 'HashMap::new()', void: '', unknown: 'String::new()' })[kind],
  header: (name, params, returns) => `pub fn ${name}(${params})${returns ? ` -> ${returns}` : ''} {`,
  param: (param, type) => `${param.name}: ${type}`,
  footer: '}',
  indent: '    ',
};

const javaTypes: Record<ValueKind, string> = {
  bool: 'boolean',
  int: 'int',
  float: 'double',
  string: 'String',
  list: 'List<Integer>',
  map: 'Map<String, Integer>',
  void: 'void',
  unknown: 'String',
};
const java: Dialect = {
  type: (kind, param) => param?.type ?? javaTypes[kind],
  constant: (constant) => `private static final ${constant.value.includes('.') ? 'double' : 'int'} ${constant.name} = ${constant.value};`,
  test: (test) =>
    sharedTest(test, [' && ', ' || ', '==', '!=', ' ']) ??
    (test.test === 'size'
      ? `${test.param.name}.size() ${test.cmp} ${test.against}`
      : test.test === 'oneOf'
        ? `List.of(${test.values.map(q).join(', ')}).contains(${test.param.name})`
        : test.test === 'contains'
          ? `${test.param.name}.contains(${q(test.literal)})`
          : test.param.kind === 'string'
            ? `!${test.param.name}.isBlank()`
            : `!${test.param.name}.isEmpty()`),
  and: ' && ',
  step: (step, returns) => {
    const at = (field: string) => `item.get${field[0].toUpperCase()}${field.slice(1)}()`;
    const type = step.op === 'filter' || step.op === 'sort' || step.op === 'aggregate' || step.op === 'tally' ? element(step.list.type, 'Integer') : 'Integer';
    switch (step.op) {
      case 'filter':
        return [
          `List<${type}> result = new ArrayList<>();`,
          `for (${type} item : ${step.list.name}) {`,
          `    if (${item(step.field, at)} ${step.cmp} ${step.against}) result.add(item);`,
          '}',
          'return result;',
        ];
      case 'sort':
        return [
          `List<${type}> sorted = new ArrayList<>(${step.list.name});`,
          `sorted.sort(${step.descending ? 'Comparator.reverseOrder()' : 'Comparator.naturalOrder()'});`,
          step.limit ? `return sorted.subList(0, Math.min(${step.limit}, sorted.size()));` : 'return sorted;',
        ];
      case 'aggregate': {
        const list = step.list.name;
        if (step.how === 'count') return [`return ${list}.size();`];
        if (step.how === 'max' || step.how === 'min') return [`return Collections.${step.how}(${list});`];
        const lines = ['double total = 0;', `for (${type} item : ${list}) {`, `    total += ${item(step.field, at)};`, '}'];
        if (step.how === 'mean') return [`if (${list}.isEmpty()) return 0;`, ...lines, `return total / ${list}.size();`];
        return [...lines, `return ${returns === 'double' ? '' : `(${returns}) `}total;`];
      }
      case 'tally':
        return [
          `Map<${step.words ? 'String' : type}, Integer> counts = new HashMap<>();`,
          `for (${step.words ? 'String' : type} item : ${step.words ? `${step.list.name}.split("\\\\s+")` : step.list.name}) {`,
          '    counts.merge(item, 1, Integer::sum);',
          '}',
          'return counts;',
        ];
      case 'split':
        return step.into === 'list'
          ? [`return Arrays.stream(${step.param.name}.split(${q(step.separator.replace(/[|.]/, '\\$&'))})).map(String::strip).toList();`]
          : [
              'Map<String, String> result = new HashMap<>();',
              `for (String line : ${step.param.name}.split("\\n")) {`,
              `    int at = line.indexOf(${q(step.separator)});`,
              '    if (at > 0) result.put(line.substring(0, at).strip(), line.substring(at + 1).strip());',
              '}',
              'return result;',
            ];
      case 'text': {
        const name = step.param.name;
        if (step.how === 'join') return [`return String.join(", ", ${name});`];
        if (step.how === 'format') return [`return (${[name, ...step.others.map((param) => param.name)].join(' + " " + ')}).strip();`];
        return [
          `return ${{ lower: `${name}.toLowerCase()`, upper: `${name}.toUpperCase()`, trim: `${name}.strip()`, reverse: `new StringBuilder(${name}).reverse().toString()` }[step.how]};`,
        ];
      }
      case 'number':
        return [`return ${step.integer ? 'Integer.parseInt' : 'Double.parseDouble'}(${step.param.name}.strip());`];
      case 'arith':
        return [`return ${step.params.map((param) => param.name).join(` ${step.operator} `)};`];
      case 'predicate':
        return [];
      default:
        return [step.param ? `return ${step.param.name};` : 'return;'];
    }
  },
  guard: (param) => [
    `if (${param.kind === 'int' || param.kind === 'float' ? `${param.name} < 0` : `${param.name} == null`}) throw new IllegalArgumentException("${param.name} is not valid");`,
  ],
  zero: () => 'null',
  header: (name, params, returns) => `public static ${returns || 'void'} ${name}(${params}) {`,
  param: (param, type) => `${type} ${param.name}`,
  footer: '}',
  indent: '    ',
};

/** The dialects of this file by fence tag. */
export const compiledDialects: Record<string, Dialect> = { rust, java };
