// The Python `requests` examples of a swarms-api-docs checkout: every ```python block of its .md/.mdx pages
// that imports requests, dedented as it would be copied out of the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One example: where it is, its code, and the python blocks after it on its page that do not import requests. */
export interface DocsExample {
  /** `path/of/page.mdx:line` of the block's opening fence. */
  where: string;
  code: string;
  /** The steps that follow it (a tutorial's calls after its setup block), run with it when it makes no request alone. */
  continuation: string;
}

function pages(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return pages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** The python blocks of one page, each with the line of its fence. */
function pythonBlocks(text: string): Array<{ line: number; code: string }> {
  const lines = text.split('\n');
  const blocks: Array<{ line: number; code: string }> = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = lines[index].match(/^(\s*)```(?:python|py)\b/);
    if (!fence) continue;
    const indent = fence[1].length;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) body.push(lines[end++]);
    // A block inside a <Tab> is indented with the tag; the code starts at the fence's column.
    blocks.push({ line: index + 1, code: body.map((line) => (line.slice(0, indent).trim() === '' ? line.slice(indent) : line)).join('\n') });
    index = end;
  }
  return blocks;
}

const IMPORTS_REQUESTS = /^\s*import requests\b|^\s*from requests\b/m;

/**
 * Every example of the checkout under `root`, in page and line order: a block that imports requests, with the
 * python blocks after it on its page that do not as its continuation (a tutorial's steps: setup, then the calls,
 * then the run, as a reader following the page runs them).
 */
export function extractExamples(root: string): DocsExample[] {
  return pages(root)
    .sort()
    .flatMap((page) => {
      const examples: DocsExample[] = [];
      for (const block of pythonBlocks(readFileSync(page, 'utf8'))) {
        if (IMPORTS_REQUESTS.test(block.code)) examples.push({ where: `${relative(root, page)}:${block.line}`, code: block.code, continuation: '' });
        else if (examples.length) examples[examples.length - 1].continuation += `\n\n${block.code}`;
      }
      return examples;
    });
}
