import type { AnswerForm } from '../form/answer-form.js';
import { behaviourBody } from './code-bodies.js';
import { classCode } from './code-classes.js';
import { fixedDefinition, pastedDefinition, unifiedDiff } from './code-fix.js';
import { functionCode } from './code-functions.js';
import { shellFunction } from './code-shell.js';
import { paramsOf, returnKindInWords, signatureOf } from './code-signature.js';
import type { Material } from './field-value.js';
import { createTable } from './sql-ddl.js';
import { selectQuery, tablesWithColumns } from './sql-select.js';

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

/** The columns a task gives a table (`orders(id, customer_id, amount)`), names only. */
const columnsOf = (task: string, table: string) =>
  (task.match(new RegExp(`\\b${table}\\s*\\(([^)]*)\\)`))?.[1] ?? '')
    .split(',')
    .map((column) => column.trim().match(/^[a-z_][a-z0-9_]*/i)?.[0])
    .filter((column): column is string => Boolean(column));

/** A query on the tables the task names: a table or a view created, else a select joining them (summed when a total is asked). */
function sqlAnswer(task: string, tables: string[], call = task): string {
  const [first = tableOf(task), second] = tables;
  const created = task.match(/\bcreate[s]?\b[^.]*?\b(table|view)\s+(?:named\s+|called\s+)?[`"']?([a-z_][a-z0-9_]*)/i);
  if (created?.[1].toLowerCase() === 'table') {
    const columns = task
      .match(/\bcolumns?\s+([^.]+)/i)?.[1]
      ?.split(/\s*,\s*|\s+and\s+/)
      .map((column) => column.trim().match(/^[a-z_][a-z0-9_]*/i)?.[0])
      .filter((column): column is string => Boolean(column)) ?? ['id'];
    return createTable({ name: created[2], columns: columns.map((name) => ({ name })) }, task);
  }
  // One table whose columns the task gives, and the outputs, grouping and order it names: a query built from them.
  const described = tablesWithColumns(call).sort((a, b) => Number(tables.includes(b.name)) - Number(tables.includes(a.name)));
  // "Only DDL" / "design the schema" over a described table: its CREATE TABLE.
  if (!created && described.length && /\bDDL\b|\bschemas?\b|\bcreate table\b/i.test(call)) return described.map((table) => createTable(table, call)).join('\n\n');
  const selected = !created && described.length === 1 ? selectQuery(task, described) : undefined;
  if (selected) return selected;
  const source = tables.filter((table) => table !== created?.[2]);
  const from = source[0] ?? first;
  const limit = task.match(/\btop\s+(\d{1,3})\b/i)?.[1] ?? '10';
  const measured = source[1] ? columnsOf(task, source[1]).find((column) => /amount|total|price|value|revenue|cost/i.test(column)) : undefined;
  if (measured && /\btotal|\bsum\b|\bspent|\brevenue|\bmost\b|\btop\b/i.test(task)) {
    const label = columnsOf(task, from).find((column) => /name|title|email/i.test(column));
    const keys = `a.id${label ? `, a.${label}` : ''}`;
    return `SELECT ${keys}, SUM(b.${measured}) AS total\nFROM ${from} AS a\nJOIN ${source[1]} AS b ON b.${from.replace(/s$/, '')}_id = a.id\nGROUP BY ${keys}\nORDER BY total DESC\nLIMIT ${limit};`;
  }
  const select =
    source.length > 1
      ? `SELECT a.*, b.*\nFROM ${from} AS a\nJOIN ${source[1]} AS b ON b.${from.replace(/s$/, '')}_id = a.id`
      : second && second !== from
        ? `SELECT *\nFROM ${from}\nJOIN ${second} USING (id)`
        : `SELECT *\nFROM ${from}`;
  // "logged in within the last 30 days": a time column of the table, kept to that window.
  const days = task.match(/\blast\s+(\d{1,4})\s+days\b/i)?.[1];
  const stamp = columnsOf(task, from).find((column) => /_at$|_on$|date|time/i.test(column));
  const where = days && stamp ? `\nWHERE ${stamp} >= NOW() - INTERVAL '${days} days'` : '';
  if (created) return `CREATE VIEW ${created[2]} AS\n${select}${where};`;
  return `${select}${where}\nORDER BY 1\nLIMIT ${limit};`;
}

/** TypeScript types of an interface's members, by name and by what the task says of each ("lines (an array of {sku, qty})"). */
function memberType(task: string, member: string): string {
  const said = task.match(new RegExp(`\\b${member}\\s*\\(([^()]*)\\)`))?.[1] ?? '';
  const nested = said.match(/\{([^}]*)\}/)?.[1];
  if (nested) {
    const fields = nested.split(/\s*,\s*/).filter(Boolean);
    const object = `{ ${fields.map((field) => `${field}: ${memberType(task, field)}`).join('; ')} }`;
    return /\barray|\blist/i.test(said) ? `Array<${object}>` : object;
  }
  if (/^(?:is|has|can|should)[A-Z_]|\bboolean\b/.test(member) || /\bboolean\b/i.test(said)) return 'boolean';
  if (/(?:total|amount|qty|quantity|price|count|age|number|size)$/i.test(member) || /\bnumber\b/i.test(said)) return 'number';
  if (/\barray|\blist/i.test(said)) return 'string[]';
  return 'string';
}

/** File extensions of the languages a diff is written for. */
const EXTENSIONS: Record<string, string> = { python: 'py', typescript: 'ts', javascript: 'js' };

/** The call without its fenced blocks: where a diff is asked for, not the code it is about. */
const instructionsText = (call: string) => call.replace(/```[\s\S]*?```/g, ' ');

/** One fenced code block in the asked language, defining the function, class or query the task names. */
export function codeAnswer(form: Extract<AnswerForm, { kind: 'code' }>, material: Material): string {
  const task = material.facts.task;
  const words = purposeWords(task);
  const fence = (body: string) => `\`\`\`${form.language}\n${body}\n\`\`\``;
  const name = form.name;
  const params = paramNames(form.params, 'value');
  const first = params[0];
  const methods = form.members?.length ? form.members : ['run'];
  const call = `${material.facts.system}\n${material.facts.request}`;
  // "Fix apply_discount so …" over its pasted code: the same function with the asked fixes, or their diff when a diff is asked.
  const pasted = name && /\b(?:fix|correct|repair|patch|bug|flaw|broken)\w*\b/i.test(call) ? pastedDefinition(call, name, form.language) : undefined;
  if (pasted && name) {
    const fixed = fixedDefinition(pasted, form.language, material.facts.request);
    if (/\b(?:unified )?diff\b|\bas a patch\b/i.test(instructionsText(call)))
      return `\`\`\`diff\n${unifiedDiff(pasted, fixed, `${name}.${EXTENSIONS[form.language] ?? 'txt'}`)}\n\`\`\``;
    return fence(fixed);
  }
  // A shell function whose clauses name files and actions ("move *.pdf from SRC into DEST") is built from them.
  const shell =
    form.language === 'bash' && name && /\*\.\w|\b[A-Z]{2,}\b/.test(material.facts.request)
      ? shellFunction(name, signatureOf(call, name, 'bash'), material.facts.request)
      : undefined;
  if (shell) return fence(`#!/usr/bin/env bash\nset -euo pipefail\n\n${shell}`);
  const behaviour = form.what === 'function' && name ? behaviourBody(form.language, task, { name, params: paramNames(form.params, 'value') }) : undefined;
  if (behaviour) return fence(form.language === 'bash' ? `#!/usr/bin/env bash\nset -euo pipefail\n\n${behaviour}` : behaviour);
  // The signature as the task writes it (or says it in words), and a body that honours its types and uses every parameter.
  const dataclass = form.language === 'python' && /\bdataclass\b/i.test(task);
  const named = form.what === 'class' && name && !dataclass ? classCode(form.language, name, form.members ?? [], call) : undefined;
  if (named) return fence(named);
  if (form.what === 'function' && name && form.language !== 'bash') {
    const params = form.params ? paramsOf(form.params, form.language) : [];
    const signature = signatureOf(call, name, form.language) ?? (params.length ? { params, returnKind: returnKindInWords(task, params) } : undefined);
    const written = signature && functionCode(form.language, name, signature, call);
    if (written) return fence(written);
  }
  if (form.what === 'interface' && /^(?:typescript|javascript)$/.test(form.language) && name && form.language === 'typescript')
    return fence(`export interface ${name} {\n${methods.map((member) => `  ${member}: ${memberType(task, member)};`).join('\n')}\n}`);
  // The constructor's parameters when the task names them ("constructor takes capacity and refill_per_second").
  const fields = form.what === 'class' && form.params ? paramNames(form.params, 'limit') : ['limit'];
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
          `class ${name ?? pascal(words)}:\n    def __init__(self, ${fields.map((field) => (form.params ? field : `${field}=10`)).join(', ')}):\n${fields.map((field) => `        self.${field} = ${field}`).join('\n')}\n        self.items = []\n${methods.map((method) => `\n    def ${method}(self, *args):\n        self.items.append(args)\n        return len(self.items) <= self.${fields[0]}`).join('\n')}`,
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
      return fence(sqlAnswer(task, form.tables ?? [], call));
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
