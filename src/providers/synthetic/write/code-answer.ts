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

/** One fenced code block in the asked language, defining the function, class or query the task names. */
export function codeAnswer(form: Extract<AnswerForm, { kind: 'code' }>, material: Material): string {
  const task = material.facts.task;
  const words = purposeWords(task);
  const fence = (body: string) => `\`\`\`${form.language}\n${body}\n\`\`\``;
  const name = form.name;
  switch (form.language) {
    case 'python':
      if (form.what === 'class')
        return fence(
          `class ${name ?? pascal(words)}:\n    """${task.slice(0, 80).replace(/"/g, "'")}"""\n\n    def __init__(self, items=None):\n        self.items = list(items or [])\n\n    def run(self):\n        return [item for item in self.items if item is not None]`,
        );
      return fence(
        `def ${name ?? snake(words)}(value):\n    """${task.slice(0, 80).replace(/"/g, "'")}"""\n    if value is None:\n        raise ValueError("value is required")\n    result = value\n    return result`,
      );
    case 'typescript':
      if (form.what === 'class')
        return fence(`export class ${name ?? pascal(words)} {\n  private readonly items: string[] = [];\n\n  add(item: string): void {\n    this.items.push(item);\n  }\n}`);
      return fence(`export function ${name ?? camel(words)}(input: string): string {\n  if (!input) throw new Error('input is required');\n  return input.trim();\n}`);
    case 'javascript':
      if (form.what === 'class')
        return fence(`class ${name ?? pascal(words)} {\n  constructor() {\n    this.items = [];\n  }\n}\n\nmodule.exports = { ${name ?? pascal(words)} };`);
      return fence(
        `function ${name ?? camel(words)}(input) {\n  if (input == null) throw new Error('input is required');\n  return input;\n}\n\nmodule.exports = { ${name ?? camel(words)} };`,
      );
    case 'sql':
      return fence(`SELECT *\nFROM ${tableOf(task)}\nWHERE created_at >= CURRENT_DATE - INTERVAL '30 days'\nORDER BY created_at DESC\nLIMIT 10;`);
    case 'bash':
      return fence(`#!/usr/bin/env bash\nset -euo pipefail\n\n${name ? `${name}() {\n  echo "$1"\n}\n\n${name} "\${1:-}"` : 'for file in "$@"; do\n  echo "$file"\ndone'}`);
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
