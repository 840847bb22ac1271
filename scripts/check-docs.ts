// `npm run check:docs -- <swarms-api-docs checkout or bare git directory> [--jobs N] [--timeout SECONDS] [--only TEXT]`:
// runs the documentation's Python `requests` examples, unchanged but for their host, against a swarms-local it
// starts, and reports each that fails, with why. Exit code 1 when any failed. Needs python3 with requests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../src/server.js';
import { extractExamples } from './docs-check/extract-examples.js';
import { type ExampleOutcome, runExample } from './docs-check/run-examples.js';

/** A checkout's files: the directory itself, or a work tree exported from a bare git directory's HEAD. */
function checkoutOf(path: string): { root: string; cleanup(): void } {
  const bare = existsSync(join(path, 'HEAD')) && existsSync(join(path, 'objects')) && !existsSync(join(path, '.git'));
  if (!bare) return { root: path, cleanup: () => undefined };
  const root = mkdtempSync(join(tmpdir(), 'swarms-api-docs-'));
  execFileSync('sh', ['-c', `git --git-dir="$0" archive HEAD | tar -x -C "$1"`, path, root]);
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Runs the examples of a docs checkout; `jobs` at a time. */
export async function checkDocs(path: string, options: { jobs?: number; timeoutMs?: number; only?: string; python?: string } = {}): Promise<ExampleOutcome[]> {
  const checkout = checkoutOf(resolve(path));
  const server = await startServer({ port: 0, host: '127.0.0.1', db: ':memory:', seed: 7 });
  try {
    const examples = extractExamples(checkout.root).filter((example) => !options.only || example.where.includes(options.only));
    const outcomes: ExampleOutcome[] = new Array(examples.length);
    let next = 0;
    const worker = async () => {
      while (next < examples.length) {
        const index = next++;
        outcomes[index] = await runExample(examples[index], server.url, {
          python: options.python ?? 'python3',
          apiKey: `sk-docs-check-${String(index).padStart(4, '0')}-example`,
          timeoutMs: options.timeoutMs ?? 120_000,
        });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.jobs ?? 2) }, worker));
    return outcomes;
  } finally {
    await server.close();
    checkout.cleanup();
  }
}

/** The report: one line per example that did not pass, then the tally. */
export function docsReport(outcomes: ExampleOutcome[]): string {
  const count = (verdict: ExampleOutcome['verdict']) => outcomes.filter((outcome) => outcome.verdict === verdict).length;
  const lines = outcomes.filter((outcome) => outcome.verdict !== 'passed').map((outcome) => `${outcome.verdict.toUpperCase().padEnd(6)} ${outcome.where}: ${outcome.why}`);
  lines.push(
    `${outcomes.length} examples: ${count('passed')} passed, ${count('failed')} failed, ${count('reader')} need the reader's own files, secrets, packages or services, ${count('broken')} broken in their own code, ${count('silent')} made no request`,
  );
  return lines.join('\n');
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const path = process.argv.slice(2).find((argument, index, all) => !argument.startsWith('--') && !all[index - 1]?.startsWith('--'));
  if (!path) {
    console.error('swarms-local check:docs: name a swarms-api-docs checkout (or its bare git directory): npm run check:docs -- <path>');
    process.exit(2);
  }
  const jobs = Number(option('--jobs') ?? 2);
  const timeoutMs = Number(option('--timeout') ?? 120) * 1000;
  const outcomes = await checkDocs(path, { jobs, timeoutMs, only: option('--only') });
  console.log(docsReport(outcomes));
  process.exit(outcomes.some((outcome) => outcome.verdict === 'failed') ? 1 : 0);
}
