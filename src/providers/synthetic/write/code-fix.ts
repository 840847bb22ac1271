// A corrected version of code pasted in the call: the same function, in its language, with the flaws the task
// names fixed where the fix is simple (a value clamped to the range it states, a result kept from going below
// zero, an empty input guarded, a string-built SQL query parameterised), and as a unified diff when one is asked.
import { escapeRegex } from './text-patterns.js';

/** The pasted definition of `name` in a Python, JavaScript or TypeScript call, whole; undefined when it is not pasted. */
export function pastedDefinition(call: string, name: string, language: string): string | undefined {
  const word = escapeRegex(name);
  if (language === 'python') {
    const start = call.search(new RegExp(`^[ \\t]*(?:async\\s+)?def\\s+${word}\\s*\\(`, 'm'));
    if (start < 0) return undefined;
    const lines = call.slice(start).split('\n');
    const indent = lines[0].match(/^\s*/)?.[0].length ?? 0;
    const end = lines.findIndex((line, index) => index > 0 && line.trim() !== '' && (line.match(/^\s*/)?.[0].length ?? 0) <= indent);
    return (end < 0 ? lines : lines.slice(0, end)).join('\n').replace(/\s+$/, '');
  }
  if (language === 'javascript' || language === 'typescript') {
    const start = call.search(new RegExp(`^[ \\t]*(?:export\\s+)?(?:async\\s+)?function\\s+${word}\\s*[(<]`, 'm'));
    if (start < 0) return undefined;
    let depth = 0;
    for (let index = call.indexOf('{', start); index >= 0 && index < call.length; index += 1) {
      if (call[index] === '{') depth += 1;
      else if (call[index] === '}' && --depth === 0) return call.slice(start, index + 1);
    }
  }
  return undefined;
}

/** A range the task states for a name ("percent is clamped to 0..100", "clamp score between 0 and 10"). */
function clampOf(task: string, params: string[]): { name: string; min: string; max: string } | undefined {
  for (const name of params) {
    const said = task.match(
      new RegExp(
        `\\b${escapeRegex(name)}\\b[^.\\n]{0,30}?\\b(?:clamped|limited|kept|capped|bounded|between|within|to)\\s+(?:to\\s+|between\\s+|within\\s+)?(-?\\d+(?:\\.\\d+)?)\\s*(?:\\.\\.|–|-|to|and)\\s*(-?\\d+(?:\\.\\d+)?)`,
        'i',
      ),
    );
    if (said) return { name, min: said[1], max: said[2] };
  }
  return undefined;
}

/** The pasted definition with the simple fixes the task asks for applied. */
export function fixedDefinition(definition: string, language: string, task: string): string {
  const python = language === 'python';
  const lines = definition.split('\n');
  const params = (definition.match(/\(([^)]*)\)/)?.[1] ?? '')
    .split(',')
    .map((param) => param.trim().match(/^[A-Za-z_]\w*/)?.[0])
    .filter((param): param is string => Boolean(param) && param !== 'self');
  const bodyIndent =
    lines
      .slice(1)
      .find((line) => line.trim())
      ?.match(/^\s*/)?.[0] ?? (python ? '    ' : '  ');
  const inserted: string[] = [];
  const clamp = clampOf(task, params);
  if (clamp)
    inserted.push(
      python ? `${clamp.name} = min(max(${clamp.name}, ${clamp.min}), ${clamp.max})` : `${clamp.name} = Math.min(Math.max(${clamp.name}, ${clamp.min}), ${clamp.max});`,
    );
  const list = params.find((param) => /^(?:xs|items|values|numbers|scores|rows|[a-z]+s)$/.test(param));
  if (list && /\bempty\b|\bzero\b[^.]{0,20}\bdivi|\bdivision by zero|\bZeroDivision/i.test(task))
    inserted.push(...(python ? [`if not ${list}:`, `${bodyIndent}return 0`] : [`if (${list}.length === 0) return 0;`]));
  let body = lines.slice(1);
  if (/\b(?:never|not)\b[^.]{0,30}\b(?:below|under|less than) (?:zero|0)\b|\bnegative\b|\bnon-negative\b/i.test(task))
    body = body.map((line) =>
      line.replace(/^(\s*)return (.+?);?$/, (_, space: string, value: string) => (python ? `${space}return max(0, ${value})` : `${space}return Math.max(0, ${value});`)),
    );
  // A query built by joining strings: parameterised (Python DB-API placeholders, or `$1` for JavaScript drivers).
  body = body.map((line) =>
    line
      .replace(/(\.(?:execute|query)\()\s*(["'`])(.*?)\2\s*\+\s*(\w+)(?:\s*\+\s*(["'`]).*?\5)?\s*\)/, (_, call: string, _quote: string, sql: string, value: string) =>
        python ? `${call}"${sql.replace(/'$/, '')}%s", (${value},))` : `${call}'${sql.replace(/'$/, '')}$1', [${value}])`,
      )
      .replace(
        /(\.execute\()\s*f(["'])(.*?)'?\{(\w+)\}'?(.*?)\2\s*\)/,
        (_, call: string, _quote: string, head: string, value: string, tail: string) => `${call}"${head}%s${tail}", (${value},))`,
      ),
  );
  return [lines[0], ...inserted.map((line) => `${bodyIndent}${line}`), ...body].join('\n');
}

/** A unified diff from one text to another, as one hunk over the whole definition. */
export function unifiedDiff(before: string, after: string, file: string): string {
  const old = before.split('\n');
  const next = after.split('\n');
  // A long definition is replaced whole rather than aligned line by line (the alignment looks ahead, so it stays on short code).
  if (old.length > 400)
    return `--- a/${file}\n+++ b/${file}\n@@ -1,${old.length} +1,${next.length} @@\n${[...old.map((line) => `-${line}`), ...next.map((line) => `+${line}`)].join('\n')}`;
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < next.length) {
    if (i < old.length && j < next.length && old[i] === next[j]) {
      lines.push(` ${old[i]}`);
      i += 1;
      j += 1;
    } else if (j < next.length && (i >= old.length || !old.slice(i).includes(next[j]))) {
      lines.push(`+${next[j]}`);
      j += 1;
    } else {
      lines.push(`-${old[i]}`);
      i += 1;
    }
  }
  return `--- a/${file}\n+++ b/${file}\n@@ -1,${old.length} +1,${next.length} @@\n${lines.join('\n')}`;
}
