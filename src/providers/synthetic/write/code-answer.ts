import type { AnswerForm } from '../form/answer-form.js';
import type { Material } from './field-value.js';

const SKIP = new Set([
  'a',
  'an',
  'the',
  'that',
  'which',
  'to',
  'function',
  'method',
  'write',
  'in',
  'of',
  'for',
  'and',
  'given',
  'takes',
  'returns',
  'python',
  'typescript',
  'javascript',
  'code',
  'simple',
  'small',
  'query',
  'sql',
]);

/** Words naming what the code does, from the task ("reverses a string" → reverse, string). */
function purposeWords(task: string): string[] {
  const after = task.match(/\b(?:that|to|which|for)\s+([^.\n]{1,120})/i)?.[1] ?? task;
  return (after.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((word) => !SKIP.has(word))
    .slice(0, 3)
    .map((word) => word.replace(/(?<=[a-z]{3})(?:es|s)$/, ''));
}

const snake = (words: string[]) => words.join('_') || 'solve';
const camel = (words: string[]) => words.map((word, index) => (index ? word[0].toUpperCase() + word.slice(1) : word)).join('') || 'solve';
const pascal = (words: string[]) => words.map((word) => word[0].toUpperCase() + word.slice(1)).join('') || 'Solution';

/** A table name for a query: the word before "table", else the task's first noun-like word. */
const tableOf = (task: string) => task.match(/\b(?:the\s+)?[`"']?([a-z_]+)[`"']?\s+table\b/i)?.[1] ?? task.match(/\bfrom\s+[`"']?([a-z_]+)/i)?.[1] ?? 'records';

/** Parameter names of a signature as written ("text: string, size" → text, size), or one default. */
function paramNames(params: string | undefined, fallback: string): string[] {
  const names = (params ?? '')
    .split(',')
    .map((param) => param.trim().match(/^\.{0,3}([A-Za-z_]\w*)/)?.[1])
    .filter((name): name is string => Boolean(name));
  return names.length ? names : [fallback];
}

/** A query on the tables the task names: a table or a view created, else a select joining them. */
function sqlAnswer(task: string, tables: string[]): string {
  const [first = tableOf(task), second] = tables;
  const created = task.match(/\bcreate[s]?\b[^.]*?\b(table|view)\s+(?:named\s+|called\s+)?[`"']?([a-z_][a-z0-9_]*)/i);
  if (created?.[1].toLowerCase() === 'table') {
    const columns = task
      .match(/\bcolumns?\s+([^.]+)/i)?.[1]
      ?.split(/\s*,\s*|\s+and\s+/)
      .map((column) => column.trim().match(/^[a-z_][a-z0-9_]*/i)?.[0])
      .filter(Boolean) ?? ['id'];
    return `CREATE TABLE ${created[2]} (\n${columns.map((column, index) => `  ${column} ${index === 0 ? 'SERIAL PRIMARY KEY' : /_cents$|amount|count|total/.test(column ?? '') ? 'INTEGER NOT NULL' : /_on$|_at$|date/.test(column ?? '') ? 'DATE NOT NULL' : 'TEXT NOT NULL'}`).join(',\n')}\n);`;
  }
  const source = tables.filter((table) => table !== created?.[2]);
  const from = source[0] ?? first;
  const select =
    source.length > 1
      ? `SELECT a.*, b.*\nFROM ${from} AS a\nJOIN ${source[1]} AS b ON b.${from.replace(/s$/, '')}_id = a.id`
      : second && second !== from
        ? `SELECT *\nFROM ${from}\nJOIN ${second} USING (id)`
        : `SELECT *\nFROM ${from}`;
  const body = `${select}\nORDER BY 1\nLIMIT 10;`;
  return created ? `CREATE VIEW ${created[2]} AS\n${body}` : body;
}

/** One fenced code block in the asked language, defining the function, class or query the task names. */
export function codeAnswer(form: Extract<AnswerForm, { kind: 'code' }>, material: Material): string {
  const task = material.facts.task;
  const words = purposeWords(task);
  const fence = (body: string) => `\`\`\`${form.language}\n${body}\n\`\`\``;
  const name = form.name;
  const params = paramNames(form.params, 'value');
  const first = params[0];
  const methods = form.members?.length ? form.members : ['run'];
  switch (form.language) {
    case 'python':
      if (form.what === 'class' && /\bdataclass\b/i.test(task)) {
        const fields = [...task.matchAll(/\b([a-z_]+)\s*\((str|int|float|bool|Decimal|date|datetime|list)\)/g)].map((match) => `    ${match[1]}: ${match[2]}`);
        return fence(
          `from dataclasses import dataclass\nfrom datetime import date\nfrom decimal import Decimal\n\n\n@dataclass\nclass ${name ?? pascal(words)}:\n${fields.length ? fields.join('\n') : '    value: str'}`,
        );
      }
      if (form.what === 'class')
        return fence(
          `class ${name ?? pascal(words)}:\n    def __init__(self, limit=10):\n        self.limit = limit\n        self.items = []\n${methods.map((method) => `\n    def ${method}(self, *args):\n        self.items.append(args)\n        return len(self.items) <= self.limit`).join('\n')}`,
        );
      return fence(
        `def ${name ?? snake(words)}(${params.join(', ')}):\n    if ${first} is None:\n        raise ValueError("${first} is required")\n    result = ${first}\n    return result`,
      );
    case 'typescript':
      if (form.what === 'class')
        return fence(
          `export class ${name ?? pascal(words)} {\n  private readonly items: unknown[] = [];\n${methods.map((method) => `\n  ${method}(...args: unknown[]): void {\n    this.items.push(args);\n  }`).join('\n')}\n}`,
        );
      return fence(
        `export function ${name ?? camel(words)}(${params.map((param) => `${param}: unknown`).join(', ')}): unknown {\n  if (${first} === undefined) throw new Error('${first} is required');\n  return ${first};\n}`,
      );
    case 'javascript':
      if (form.what === 'class')
        return fence(
          `class ${name ?? pascal(words)} {\n  constructor() {\n    this.items = new Map();\n  }\n${methods.map((method) => `\n  ${method}(...args) {\n    return this.items.get(args[0]);\n  }`).join('\n')}\n}\n\nmodule.exports = { ${name ?? pascal(words)} };`,
        );
      return fence(
        `function ${name ?? camel(words)}(${params.join(', ')}) {\n  if (${first} == null) throw new Error('${first} is required');\n  return ${first};\n}\n\nmodule.exports = { ${name ?? camel(words)} };`,
      );
    case 'sql':
      return fence(sqlAnswer(task, form.tables ?? []));
    case 'bash':
      return fence(
        `#!/usr/bin/env bash\nset -euo pipefail\n\n${name ? `${name}() {\n  local target="\${1:-}"\n  echo "$target"\n}\n\n${name} "$@"` : 'for file in "$@"; do\n  echo "$file"\ndone'}`,
      );
    case 'go':
      return fence(`package main\n\nfunc ${name ?? pascal(words)}(input string) string {\n\treturn input\n}`);
    case 'rust':
      return fence(`pub fn ${name ?? snake(words)}(input: &str) -> String {\n    input.trim().to_string()\n}`);
    case 'java':
      return fence(
        `public class ${form.what === 'class' ? (name ?? pascal(words)) : 'Solution'} {\n    public static String ${form.what === 'class' ? 'run' : (name ?? camel(words))}(String input) {\n        return input.trim();\n    }\n}`,
      );
    default:
      return fence(`// ${task.slice(0, 80)}\nfunction ${name ?? camel(words)}(input) {\n  return input;\n}`);
  }
}
