import { InvalidArgumentError, type Command } from 'commander';
import { ADMIN_PREFIX } from '../cli-seam.js';
import { addExamples } from './examples.js';

/** Where `diff` finds the server when neither --url nor SWARMS_LOCAL_URL says. */
const DEFAULT_URL = 'http://127.0.0.1:8000';

/** The exit code of a diff that could not be made under --exit-code, where 1 says the runs differ (diff(1)'s "trouble"). */
export const TROUBLE_EXIT_CODE = 2;

/** How long `diff` waits for the server's whole answer by default: a diff is one admin request, answered in well under this. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** Commander parser for --timeout: a whole number of milliseconds over 0. */
function timeoutMs(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new InvalidArgumentError('Not a whole number of milliseconds over 0.');
  return parsed;
}

interface DiffOptions {
  url?: string;
  key?: string;
  namespace?: string;
  json?: boolean;
  exitCode?: boolean;
  timeout?: number;
}

/** What the admin plane answered: the diff's JSON and its text, or the refusal's detail. */
async function fetchDiff(a: string, b: string, options: DiffOptions): Promise<{ diff: { identical: boolean }; text: string }> {
  const base = (options.url ?? process.env.SWARMS_LOCAL_URL ?? DEFAULT_URL).replace(/\/+$/, '');
  const key = options.key ?? process.env.SWARMS_API_KEY;
  const headers: Record<string, string> = { ...(key ? { 'x-api-key': key } : {}), ...(options.namespace ? { 'x-swarms-local-namespace': options.namespace } : {}) };
  const url = `${base}${ADMIN_PREFIX}/runs/diff?${new URLSearchParams({ a, b })}`;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  // One deadline for the answer's headers and its body: a server that accepts and never answers ends here.
  const signal = AbortSignal.timeout(timeout);
  const timedOut = () => new Error(`no answer from swarms-local at ${base} within ${timeout} ms (--timeout); check that it is the server you meant, or raise --timeout.`);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal });
  } catch (error) {
    if (signal.aborted) throw timedOut();
    throw new Error(`could not reach swarms-local at ${base} (${(error as Error).message}); start it, or pass --url with its address.`);
  }
  const body = (await response.json().catch(() => null)) as { detail?: unknown; diff: { identical: boolean }; text: string } | null;
  if (signal.aborted) throw timedOut();
  if (!response.ok || !body) {
    const detail = typeof body?.detail === 'string' ? body.detail : JSON.stringify(body?.detail ?? `HTTP ${response.status}`);
    throw new Error(`${base} refused the diff (HTTP ${response.status}): ${detail}`);
  }
  return body;
}

/** `swarms-local diff <run A> <run B>`: what changed between two runs of a running server, as text or JSON. */
export function addDiffCommand(program: Command): void {
  const diff = program
    .command('diff <runA> <runB>')
    .description("show what changed between two runs of a running server (job ids, journal ids, log ids, or 'last')")
    .option('--url <url>', `the server's address [default: SWARMS_LOCAL_URL or ${DEFAULT_URL}]`)
    .option('--key <key>', 'API key to send as x-api-key [default: SWARMS_API_KEY]')
    .option('--namespace <name>', 'namespace the runs belong to')
    .option('--json', 'print the diff as JSON (for CI)')
    .option('--timeout <ms>', `how long to wait for the server's answer, in milliseconds [default: ${DEFAULT_TIMEOUT_MS}]`, timeoutMs)
    .option('--exit-code', 'exit with 1 when the runs differ, as git diff --exit-code does, and 2 when no diff could be made')
    .action(async (runA: string, runB: string, options: DiffOptions) => {
      const answer = await fetchDiff(runA, runB, options).catch((error: Error) => {
        throw options.exitCode ? Object.assign(error, { exitCode: TROUBLE_EXIT_CODE }) : error;
      });
      process.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : `${answer.text}\n`);
      if (options.exitCode && !answer.diff.identical) process.exitCode = 1;
    });
  addExamples(diff, ['swarms-local diff swarms-abc123 swarms-def456', 'swarms-local diff swarms-abc123 last --json --exit-code   # CI: fail when the newest run differs']);
}
