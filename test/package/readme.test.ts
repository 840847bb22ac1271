import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { relativeLinks } from '../support/markdown-links.js';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The lines inside the file's fenced code blocks. */
function codeLines(markdown: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inside = !inside;
    else if (inside) lines.push(line.trim());
  }
  return lines;
}

describe('the README', () => {
  it('says how to install from the clone before anything else, in each of the three ways', () => {
    const firstSection = readme.slice(readme.indexOf('\n## '), readme.indexOf('\n## ', readme.indexOf('\n## ') + 1));
    expect(firstSection).toMatch(/^\n## Install/);
    for (const way of ['npm install -g .', 'npm pack', 'npm install -D /path/to/swarms-local-', 'git+https://']) expect(firstSection).toContain(way);
  });

  it('never has a command line that runs npx swarms-local, which outside an installing project fetches the registry', () => {
    expect(codeLines(readme).filter((line) => /(^|\s)npx swarms-local/.test(line))).toEqual([]);
  });

  it('stays a page read in minutes, the details in docs/', () => {
    expect(readme.split('\n').length).toBeLessThan(150);
  });

  it('links only to files that exist, and every document under docs/ links only to files that exist', () => {
    for (const link of relativeLinks(readme)) expect(existsSync(join(root, link)), link).toBe(true);
    for (const document of readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md'))) {
      const path = join(root, 'docs', document);
      for (const link of relativeLinks(readFileSync(path, 'utf8'))) expect(existsSync(join(dirname(path), link)), `${document} → ${link}`).toBe(true);
    }
  });

  it('lists every document of docs/ in its documentation index', () => {
    const documents = readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md'));
    const linked = new Set(relativeLinks(readme));
    expect(documents.filter((document) => !linked.has(`docs/${document}`))).toEqual([]);
  });
});

/** The property names of an exported interface of a source file (its own lines, not the interfaces it extends). */
function interfaceKeys(file: string, name: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const body = source.slice(source.indexOf(`export interface ${name}`)).split('\n}')[0];
  return [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]);
}

describe('the testing guide', () => {
  it("documents every option createSwarmsLocal takes: its own, startServer's and every server setting", () => {
    const guide = readFileSync(join(root, 'docs/testing.md'), 'utf8');
    const options = [
      ...interfaceKeys('src/testing/swarms-local.ts', 'SwarmsLocalOptions'),
      ...interfaceKeys('src/server.ts', 'StartServerOptions'),
      ...Object.keys(configSchema.shape),
    ];
    expect(options.length).toBeGreaterThan(50);
    expect(options.filter((option) => !guide.includes(`\`${option}\``))).toEqual([]);
  });
});
