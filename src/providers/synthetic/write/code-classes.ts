// A class the task names, with the fields and methods it names: a constructor storing its parameters (or the
// fields the task lists), each method with its signature as written (`tryAcquire(now: number): boolean`) and a
// body planned like a function's, the stated constants at the top. Python, TypeScript, JavaScript, Java, Go, Rust.
import { functionParts, preamble } from './code-functions.js';
import { kindOfName, type Param, paramsOf, type Signature, signatureOf, type ValueKind } from './code-signature.js';
import { escapeRegex } from './text-patterns.js';

/** Field types by kind where the task writes none. */
const FIELD_TYPES: Record<string, Partial<Record<ValueKind, string>>> = {
  typescript: { int: 'number', float: 'number', bool: 'boolean', list: 'unknown[]', map: 'Map<string, unknown>' },
  java: { int: 'int', float: 'double', bool: 'boolean', string: 'String', list: 'List<String>', map: 'Map<String, Integer>' },
  go: { int: 'int', float: 'float64', bool: 'bool', list: '[]string', map: 'map[string]int' },
  rust: { int: 'u64', float: 'f64', bool: 'bool', string: 'String', list: 'Vec<String>', map: 'HashMap<String, u64>' },
};

/** How each language refers to a field from inside a method. */
const SELF: Record<string, string> = { python: 'self.', typescript: 'this.', javascript: 'this.', java: 'this.', go: 'c.', rust: 'self.' };

/** The fields a task gives a class: its constructor's parameters (written or in words), else "fields a, b and c". */
function fieldsOf(call: string, language: string): Param[] {
  const written = call.match(/\b(?:constructor|__init__|new)\s*\(([^()]{1,160})\)/)?.[1];
  if (written) return paramsOf(written, language);
  const said = call.match(
    /\b(?:constructor|__init__|initiali[sz]er)\s+(?:that\s+|which\s+)?(?:takes|accepts|receives|with)\s+([a-z_]\w*(?:\s*(?:,|\band\b)\s*[a-z_]\w*){0,5})/i,
  )?.[1];
  const listed = call
    .match(/\b(?:fields?|attributes?|properties)\s+(?:named\s+|called\s+)?[`"']?([a-z_]\w*[`"']?(?:\s*(?:,|\band\b)\s*[`"']?[a-z_]\w*[`"']?){0,7})/i)?.[1]
    ?.split(/\s*,?\s*\bmethods?\b/)[0]
    .replace(/\s*(?:,|\band)\s*$/, '');
  return (said ?? listed ?? '')
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((name) => name.replace(/[`"']/g, ''))
    .filter((name) => /^[a-z_]\w*$/i.test(name) && !/^(?:and|the|a|an)$/.test(name))
    .map((name) => ({ name, kind: kindOfName(name) }));
}

const NOT_METHODS = /^(?:if|for|while|return|print|len|range|new|constructor|__init__|super|function|def|fn|func|class|and|or|not|with|e\.g|i\.e)$/;

/** Methods the task names near the word "method" ("a method tryAcquire(now: number): boolean", "methods get(key) and set(key, value)"). */
function methodsNamed(call: string): string[] {
  const names: string[] = [];
  for (const mention of call.matchAll(/\bmethods?\b([^\n]{0,200})/gi))
    for (const match of mention[1].matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\s*\(/g)) if (!NOT_METHODS.test(match[1])) names.push(match[1]);
  return names.slice(0, 6);
}

/** A method's signature: as written in the call, else its name alone (with the fields to work on when it takes nothing). */
function methodSignature(call: string, method: string, language: string): Signature {
  return signatureOf(call, method, language) ?? { params: [], returnKind: 'unknown' };
}

/** A method's definition lines, from a function's, turned into the language's method form. */
function methodLines(language: string, className: string, method: string, signature: Signature, fields: Param[], call: string): string[] {
  // A method that takes nothing works on the object's fields (its list of items when the task names none).
  const self = SELF[language] ?? '';
  const own = (fields.length ? fields : [{ name: 'items', kind: 'list' as const }]).map((field) => ({ ...field, name: `${self}${field.name}` }));
  const planned = signature.params.length ? signature : { ...signature, params: own.slice(0, 2) };
  const parts = functionParts(language, method, planned, call, own);
  if (!parts) return [];
  const [header, ...rest] = parts.definition;
  const receiver = header
    .replace(/^export function |^function /, '')
    .replace(/^def (\w+)\(/, (_, name: string) => `def ${name}(self${signature.params.length ? ', ' : ''}`)
    .replace(/^public static /, 'public ')
    .replace(/^func /, `func (c *${className}) `)
    .replace(/^pub fn (\w+)\(/, (_, name: string) => `pub fn ${name}(&self${signature.params.length ? ', ' : ''}`);
  return [receiver, ...rest];
}

/** The class `name` in `language` with the fields and methods the task names; undefined for a language not written here. */
export function classCode(language: string, name: string, members: string[], call: string): string | undefined {
  if (!(language in SELF)) return undefined;
  const fields = fieldsOf(call, language);
  // Methods named with their brackets win over words the reader took from around the word "method".
  const named = methodsNamed(call);
  const bracketed = members.filter((member) => new RegExp(`\\b${escapeRegex(member)}\\s*\\(`).test(call));
  const methods = [...new Set(named.length || bracketed.length ? [...bracketed, ...named] : members)].filter(
    (member) => !new RegExp(`^(?:${escapeRegex(name)}|constructor|__init__|new)$`).test(member) && !fields.some((field) => field.name === member),
  );
  const constants = new Set<string>();
  const blocks = (methods.length ? methods : ['run']).map((method) => {
    const signature = methodSignature(call, method, language);
    const parts = functionParts(language, method, signature, call);
    // Constants go once at the top, wherever a method states them.
    for (const constant of parts?.constants ?? []) constants.add(constant);
    return methodLines(language, name, method, signature, fields, call);
  });
  const tab = language === 'go' ? '\t' : language === 'python' || language === 'java' || language === 'rust' ? '    ' : '  ';
  const indent = (line: string) => (line ? `${tab}${line}` : line);
  const typed = (field: Param) => field.type ?? FIELD_TYPES[language]?.[field.kind] ?? 'string';
  const head = [...constants];
  let code: string;
  switch (language) {
    case 'python': {
      const init = [
        `def __init__(self${fields.map((field) => `, ${field.name}${field.type ? `: ${field.type}` : ''}`).join('')}):`,
        ...(fields.length ? fields.map((field) => `    self.${field.name} = ${field.name}`) : ['    self.items = []']),
      ];
      code = `class ${name}:\n${[init, ...blocks].map((block) => block.map(indent).join('\n')).join('\n\n')}`;
      break;
    }
    case 'typescript':
    case 'javascript': {
      const ts = language === 'typescript';
      const params = fields.map((field) => (ts ? `private readonly ${field.name}: ${typed(field)}` : field.name)).join(', ');
      const init = ts
        ? [`constructor(${params}) {}`, ...(fields.length ? [] : ['', 'private readonly items: unknown[] = [];'])]
        : [`constructor(${params}) {`, ...(fields.length ? fields.map((field) => `  this.${field.name} = ${field.name};`) : ['  this.items = [];']), '}'];
      code = `${ts ? 'export ' : ''}class ${name} {\n${[init, ...blocks].map((block) => block.map(indent).join('\n')).join('\n\n')}\n}${ts ? '' : `\n\nmodule.exports = { ${name} };`}`;
      break;
    }
    case 'java': {
      const declared = fields.map((field) => `private final ${typed(field)} ${field.name};`);
      const init = [
        `public ${name}(${fields.map((field) => `${typed(field)} ${field.name}`).join(', ')}) {`,
        ...fields.map((field) => `    this.${field.name} = ${field.name};`),
        '}',
      ];
      code = `public class ${name} {\n${[[...head, ...declared], init, ...blocks]
        .filter((block) => block.length)
        .map((block) => block.map(indent).join('\n'))
        .join('\n\n')}\n}`;
      head.length = 0;
      break;
    }
    case 'go': {
      const struct = [`type ${name} struct {`, ...fields.map((field) => `\t${field.name} ${typed(field)}`), '}'];
      code = [struct, ...blocks].map((block) => block.join('\n')).join('\n\n');
      break;
    }
    default: {
      const struct = [`pub struct ${name} {`, ...fields.map((field) => `    ${field.name}: ${typed(field)},`), '}'];
      code = `${struct.join('\n')}\n\nimpl ${name} {\n${blocks.map((block) => block.map(indent).join('\n')).join('\n\n')}\n}`;
    }
  }
  const full = `${head.length ? `${head.join('\n')}\n\n` : ''}${code}`;
  return `${preamble(language, full).replace(/^package main\n\n$/, 'package main\n\n')}${full}`;
}
