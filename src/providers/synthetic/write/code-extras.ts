// What a system prompt's rules add to a function: a docstring (or a JSDoc comment), type hints on a Python
// signature that has none, and a small test beside the code, each only when the call asks for it.
import type { Param, Signature, ValueKind } from './code-signature.js';

/** The extras a call asks for ("include a docstring", "use type hints", "add tests"). */
export interface Extras {
  doc: boolean;
  hints: boolean;
  tests: boolean;
}

/** The extras the call's rules ask for. */
export function extrasAsked(call: string): Extras {
  return {
    doc: /\bdocstrings?\b|\bjsdoc\b|\bdoc ?comments?\b|\bdocument (?:the|each|every) function/i.test(call),
    hints: /\btype hints?\b|\btype annotations?\b|\bfully typed\b/i.test(call),
    tests: /\b(?:include|add|with|plus|write|and)\b[^.\n]{0,30}\b(?:unit )?tests?\b|\bpytest\b|\btest cases?\b/i.test(call),
  };
}

const PYTHON_TYPES: Record<ValueKind, string> = { bool: 'bool', int: 'int', float: 'float', string: 'str', list: 'list', map: 'dict', void: 'None', unknown: 'object' };

/** A Python signature with a type on every parameter (by its kind where the task wrote none). */
export function hinted(signature: Signature): Signature {
  return { ...signature, params: signature.params.map((param): Param => ({ ...param, type: param.type ?? PYTHON_TYPES[param.kind] })) };
}

/** A Python return annotation by kind, for a signature that wrote none. */
export const pythonReturn = (kind: ValueKind) => PYTHON_TYPES[kind];

/** One sentence saying what the function does: the task's words after "that" in the sentence naming it. */
export function purposeOf(call: string, name: string): string {
  const sentence = call.split(/(?<=[.!?])\s+|\n/).find((candidate) => candidate.includes(name)) ?? '';
  const match = sentence.match(/\b(?:that|which)\s+([^.;\n]{8,100})|\b(returns?\s+[^.;\n]{4,100})/i);
  const said = (match?.[1] ?? match?.[2])?.replace(/["`\\]/g, "'").trim();
  return said ? `${said[0].toUpperCase()}${said.slice(1).replace(/[,:;]$/, '')}.` : `Compute ${name.replace(/_/g, ' ')} from its arguments.`;
}

/** A sample argument of a kind, for a test. */
const SAMPLES: Record<string, Record<ValueKind, string>> = {
  python: { bool: 'True', int: '1', float: '1.5', string: '"example"', list: '[1, 2, 3]', map: '{}', void: 'None', unknown: '"example"' },
  script: { bool: 'true', int: '1', float: '1.5', string: "'example'", list: '[1, 2, 3]', map: '{}', void: 'undefined', unknown: "'example'" },
};

/** A small test of the function: called with sample arguments, its result checked to have the kind it returns. */
export function testLines(language: string, name: string, signature: Signature, returns: ValueKind): string[] {
  const python = language === 'python';
  const args = signature.params.map((param) => SAMPLES[python ? 'python' : 'script'][param.kind]).join(', ');
  if (python) {
    const check =
      {
        bool: 'isinstance(result, bool)',
        int: 'isinstance(result, int)',
        float: 'isinstance(result, (int, float))',
        string: 'isinstance(result, str)',
        list: 'isinstance(result, list)',
        map: 'isinstance(result, dict)',
      }[returns as string] ?? 'result is not None';
    return ['', '', `def test_${name}():`, `    result = ${name}(${args})`, `    assert ${check}`];
  }
  const check =
    {
      bool: "typeof result === 'boolean'",
      int: "typeof result === 'number'",
      float: "typeof result === 'number'",
      string: "typeof result === 'string'",
      list: 'Array.isArray(result)',
    }[returns as string] ?? 'result !== undefined';
  return ['', `const result = ${name}(${args});`, `console.assert(${check}, '${name} returns the expected type');`];
}
