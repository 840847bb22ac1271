import { transformSync } from 'esbuild';
import type { Expect } from './form-corpus/entry.js';

/** A fenced block of an answer: its language tag (lower case, may be empty) and its body. */
export interface FencedBlock {
  language: string;
  body: string;
}

/** Every ``` fenced block of a text. */
export function fencedBlocks(text: string): FencedBlock[] {
  return [...text.matchAll(/^[ \t]*```[ \t]*([\w+#.-]*)[ \t]*\n([\s\S]*?)\n[ \t]*```[ \t]*$/gm)].map((match) => ({ language: match[1].toLowerCase(), body: match[2] }));
}

/** Fence tags that name each language. */
const LANGUAGE_TAGS: Record<string, string[]> = {
  python: ['python', 'py', 'python3'],
  typescript: ['typescript', 'ts'],
  javascript: ['javascript', 'js', 'mjs'],
  sql: ['sql', 'postgresql', 'sqlite', 'mysql'],
  shell: ['bash', 'sh', 'shell', 'zsh'],
  go: ['go', 'golang'],
  rust: ['rust', 'rs'],
  java: ['java'],
  diff: ['diff', 'patch'],
};

/**
 * Whether every bracket of `kinds` closes in order (strings and comments are not told apart:
 * plausibility, not parsing). Shell code is held to its braces alone: a `case` pattern's `)` opens nothing.
 */
function bracketsBalance(code: string, kinds = '([{'): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const open: string[] = [];
  for (const character of code) {
    if (kinds.includes(character)) open.push(character);
    else if (character in pairs && kinds.includes(pairs[character]) && open.pop() !== pairs[character]) return false;
  }
  return open.length === 0;
}

/** esbuild's syntax errors for a TypeScript or JavaScript block (none: it parses). */
function scriptSyntaxErrors(code: string, loader: 'ts' | 'js'): string[] {
  try {
    transformSync(code, { loader, format: 'esm' });
    return [];
  } catch (error) {
    return ((error as { errors?: Array<{ text: string }> }).errors ?? [{ text: String(error) }]).map((problem) => problem.text);
  }
}

/** What keeps a block from being plausible code in its language that defines `name`. */
function definitionProblems(language: string, body: string, name: string): string[] {
  const word = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  switch (language) {
    case 'python': {
      const definition = body.match(new RegExp(`^([ \\t]*)(?:async\\s+)?(?:def|class)\\s+${word}\\b[^\\n]*:[ \\t]*\\n((?:[ \\t]*\\n)*)([ \\t]*)\\S`, 'm'));
      if (!definition) return [`no "def ${name}" or "class ${name}" with an indented body`];
      return definition[3].length > definition[1].length && bracketsBalance(body) ? [] : ['the Python block is not plausible (body not indented or brackets unbalanced)'];
    }
    case 'typescript':
    case 'javascript': {
      const defines = new RegExp(`\\b(?:function\\s*\\*?\\s*${word}\\b|class\\s+${word}\\b|(?:const|let|var)\\s+${word}\\s*[=:]|interface\\s+${word}\\b|type\\s+${word}\\s*=)`);
      const errors = scriptSyntaxErrors(body, language === 'typescript' ? 'ts' : 'js');
      return [...(defines.test(body) ? [] : [`nothing defines ${name}`]), ...errors.map((error) => `syntax: ${error}`)];
    }
    case 'sql': {
      const problems = /^\s*(?:--[^\n]*\n\s*)*(?:select|with|create|insert|update|delete)\b/i.test(body) ? [] : ['the block does not open with an SQL statement'];
      if (!new RegExp(`\\b${word}\\b`, 'i').test(body)) problems.push(`the query does not name ${name}`);
      if (!bracketsBalance(body)) problems.push('unbalanced parentheses');
      return problems;
    }
    case 'go': {
      const defines = new RegExp(`^func\\s+(?:\\([^)]*\\)\\s*)?${word}\\s*\\(|^type\\s+${word}\\s+(?:struct|interface)\\b`, 'm');
      return [...(defines.test(body) ? [] : [`no "func ${name}" or "type ${name} struct"`]), ...(bracketsBalance(body) ? [] : ['unbalanced brackets'])];
    }
    case 'diff': {
      const lines = body.split('\n');
      const headed = /^--- \S/.test(lines[0] ?? '') && /^\+\+\+ \S/.test(lines[1] ?? '') && /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/.test(lines[2] ?? '');
      const marked = lines.slice(3).every((line) => /^[ +-]/.test(line) || line === '');
      return [
        ...(headed ? [] : ['no ---/+++/@@ header']),
        ...(marked ? [] : ['a hunk line without a space, + or - mark']),
        ...(new RegExp(`^[ +-].*\\b${word}\\b`, 'm').test(body) ? [] : [`the diff does not touch ${name}`]),
      ];
    }
    case 'rust': {
      const defines = new RegExp(`^\\s*(?:pub(?:\\([^)]*\\))?\\s+)?(?:(?:async|const|unsafe)\\s+)*(?:fn\\s+${word}\\s*[<(]|(?:struct|enum|trait)\\s+${word}\\b)`, 'm');
      return [...(defines.test(body) ? [] : [`no "fn ${name}" or "struct ${name}"`]), ...(bracketsBalance(body) ? [] : ['unbalanced brackets'])];
    }
    case 'java': {
      const defines = new RegExp(
        `\\b(?:class|interface|record)\\s+${word}\\b|^\\s*(?:(?:public|private|protected|static|final)\\s+)*[\\w<>\\[\\], ]+\\s+${word}\\s*\\([^)]*\\)\\s*\\{`,
        'm',
      );
      return [...(defines.test(body) ? [] : [`no class or method ${name}`]), ...(bracketsBalance(body) ? [] : ['unbalanced brackets'])];
    }
    default: {
      const defines = new RegExp(`^\\s*(?:function\\s+${word}\\b|${word}\\s*\\(\\)\\s*\\{?)`, 'm');
      return [...(defines.test(body) ? [] : [`no shell function ${name}`]), ...(bracketsBalance(body, '{') ? [] : ['unbalanced braces'])];
    }
  }
}

/** What is wrong with a code answer: not one fenced block, another language, nothing defines the named thing. */
export function codeProblems(answer: string, expect: Extract<Expect, { form: 'code' }>): string[] {
  const blocks = fencedBlocks(answer.trim());
  if (blocks.length !== 1) return [`${blocks.length} fenced blocks instead of one`];
  const [block] = blocks;
  const problems = LANGUAGE_TAGS[expect.language].includes(block.language) ? [] : [`the fence is tagged "${block.language}", not ${expect.language}`];
  problems.push(...definitionProblems(expect.language, block.body, expect.defines));
  for (const mention of expect.mentions ?? []) if (!block.body.toLowerCase().includes(mention.toLowerCase())) problems.push(`the code does not mention ${mention}`);
  return problems;
}
