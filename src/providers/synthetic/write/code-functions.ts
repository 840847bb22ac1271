// A function the task names, written whole in its language from its signature and plan: constants first,
// then the signature as written, guards for parameters the step does not use, and the step.
import { compiledDialects } from './code-dialects-compiled.js';
import { extrasAsked, hinted, purposeOf, pythonReturn, testLines } from './code-extras.js';
import { type Dialect, scriptDialects } from './code-dialects.js';
import { planOf, type Plan, type Step } from './code-plan.js';
import type { Param, Signature, ValueKind } from './code-signature.js';

/** The kind of value a step gives when the task wrote no return type. */
function stepKind(step: Step): ValueKind {
  switch (step.op) {
    case 'predicate':
      return 'bool';
    case 'aggregate':
      return step.how === 'mean' ? 'float' : step.how === 'count' ? 'int' : step.list.kind === 'list' && /float|f64|double/.test(step.list.type ?? '') ? 'float' : 'int';
    case 'filter':
    case 'sort':
      return 'list';
    case 'tally':
      return 'map';
    case 'split':
      return step.into;
    case 'number':
      return step.integer ? 'int' : 'float';
    case 'text':
      return 'string';
    case 'arith':
      return step.params.some((param) => param.kind === 'float') || step.operator === '/' ? 'float' : 'int';
    default:
      return step.param?.kind ?? 'unknown';
  }
}

/** A statement that gives back a value, as each language writes it. */
const giveBack = (language: string, expression: string) => (language === 'rust' ? expression : /^(?:python|go)$/.test(language) ? `return ${expression}` : `return ${expression};`);

/** A line that shows a value, for a function that returns nothing. */
const show = (language: string, name: string) =>
  ({ python: `print(${name})`, go: `fmt.Println(${name})`, rust: `println!("{}", ${name});`, java: `System.out.println(${name});` })[language] ?? `console.log(${name});`;

/** The body's lines (not indented). */
function bodyLines(language: string, dialect: Dialect, plan: Plan, returns: string): string[] {
  const zero = dialect.zero(plan.returns);
  const guards = plan.guarded.flatMap((param) => dialect.guard(param, zero));
  if (plan.step.op === 'predicate') return [...guards, giveBack(language, plan.step.tests.map(dialect.test).join(dialect.and))];
  if (plan.returns === 'void') return [...guards, ...(plan.step.op === 'identity' && plan.step.param ? [show(language, plan.step.param.name)] : [])];
  return [...guards, ...dialect.step(plan.step, returns, plan)];
}

/** Imports a body needs, by what it calls (Go's strings/fmt/sort, Rust's HashMap, Java's collections). */
export function preamble(language: string, code: string): string {
  if (language === 'go') {
    const packages = ['fmt', 'sort', 'strconv', 'strings'].filter((name) => code.includes(`${name}.`));
    return `package main\n\n${packages.length ? `import (\n${packages.map((name) => `\t"${name}"`).join('\n')}\n)\n\n` : ''}`;
  }
  if (language === 'rust' && code.includes('HashMap')) return 'use std::collections::HashMap;\n\n';
  if (language === 'java') return 'import java.util.*;\n\n';
  return '';
}

/** A function's pieces in one language: the constants it states, and its definition's lines (header, body, footer). */
export interface FunctionParts {
  constants: string[];
  definition: string[];
  indent: string;
}

/** The pieces of the function `name` in `language` with the signature the task gives; undefined for a language with no dialect here. */
export function functionParts(language: string, name: string, signature: Signature, task: string, fields: Param[] = []): FunctionParts | undefined {
  const dialect = scriptDialects[language] ?? compiledDialects[language];
  if (!dialect) return undefined;
  const plan = planOf(signature, task, name, fields);
  const kind = plan.returns === 'unknown' ? stepKind(plan.step) : plan.returns;
  const python = language === 'python';
  const returns = signature.returns ?? (python ? '' : dialect.type(kind));
  const params = signature.params
    .filter((param) => !param.name.includes('.'))
    .map((param) => dialect.param(param, python ? (param.type ?? '') : dialect.type(param.kind, param)))
    .join(', ');
  const lines = bodyLines(language, dialect, { ...plan, returns: kind }, returns);
  const indent = (line: string) => (line ? `${dialect.indent}${line}` : line);
  const body = lines.length ? lines : [python ? 'pass' : ''];
  return {
    constants: plan.constants.map(dialect.constant),
    definition: [dialect.header(name, params, returns), ...body.map(indent), ...(dialect.footer ? [dialect.footer] : [])],
    indent: dialect.indent,
  };
}

/**
 * The whole definition (without its fence) of the function `name` in `language` with the signature the task
 * gives; undefined for a language with no dialect here.
 */
export function functionCode(language: string, name: string, written: Signature, task: string): string | undefined {
  const extras = extrasAsked(task);
  const python = language === 'python';
  const signature = python && extras.hints ? hinted(written) : written;
  const parts = functionParts(language, name, signature, task);
  if (!parts) return undefined;
  const { constants } = parts;
  let definition = parts.definition;
  const kind = stepKind(planOf(signature, task, name).step);
  if (python && extras.hints && !signature.returns)
    definition = [definition[0].replace(/\):$/, `) -> ${pythonReturn(signature.returnKind === 'unknown' ? kind : signature.returnKind)}:`), ...definition.slice(1)];
  if (extras.doc) {
    const purpose = purposeOf(task, name);
    definition = python ? [definition[0], `    """${purpose}"""`, ...definition.slice(1)] : [`/** ${purpose} */`, ...definition];
  }
  if (extras.tests && (python || language === 'javascript' || language === 'typescript'))
    definition = [...definition, ...testLines(language, name, signature, signature.returnKind === 'unknown' ? kind : signature.returnKind)];
  const indent = (line: string) => (line ? `${parts.indent}${line}` : line);
  if (language === 'java') {
    const body = [...constants, ...(constants.length ? [''] : []), ...definition].map(indent).join('\n');
    return `${preamble(language, body)}public class Solution {\n${body}\n}`;
  }
  const code = `${constants.length ? `${constants.join('\n')}\n\n${python ? '\n' : ''}` : ''}${definition.join('\n')}${language === 'javascript' ? `\n\nmodule.exports = { ${name} };` : ''}`;
  return `${preamble(language, code)}${code}`;
}
