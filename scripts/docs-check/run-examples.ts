// Runs documentation examples against a swarms-local and says, for each, whether it worked and if not why.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocsExample } from './extract-examples.js';
import { knownMistake } from './known-mistakes.js';
import { type RecordedCall, startRecordingProxy } from './recording-proxy.js';

/** The host the documentation's examples call. */
const DOCUMENTED_HOST = 'https://api.swarms.world';

/** The marketplace's host, served by swarms-local under its marketplace prefix (src/http/routes/marketplace-api.ts). */
const MARKETPLACE_HOST = 'https://swarms.world';

/** What became of one example. */
export interface ExampleOutcome {
  where: string;
  /**
   * passed; failed (the API answered an error, or its answer broke the example); reader (it needs the reader's
   * own files, secrets, packages or services); broken (the example's own code fails before any request: a name
   * from elsewhere, a placeholder; or, after requests that all succeeded, on a name defined nowhere on its page);
   * silent (it made no request).
   */
  verdict: 'passed' | 'failed' | 'reader' | 'broken' | 'silent';
  why: string;
  calls: RecordedCall[];
}

/** Environment variables the examples name that only the reader has (besides the Swarms key, which the check gives). */
function readerSecrets(code: string): string[] {
  const names = [...code.matchAll(/(?:getenv|environ(?:\.get)?)\s*[([]\s*["']([A-Z0-9_]+)["']/g)].map((match) => match[1]);
  return [...new Set(names)].filter((name) => name !== 'SWARMS_API_KEY' && /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL/.test(name));
}

/** Why an example that stopped with a Python error stopped, when the reason is the reader's to supply; else undefined. */
function readerReason(lastLine: string, code: string, calls: RecordedCall[]): string | undefined {
  if (/^EOFError\b/.test(lastLine.trim())) return 'reads input the reader types';
  // argparse's refusal: a command-line tool whose arguments (a URL, a text of the reader's) the page leaves to the reader.
  if (/^\S+\.py: error: (?:the following arguments are required|one of the arguments .+ is required)/.test(lastLine.trim()))
    return `takes command-line arguments the reader gives (${lastLine.trim().replace(/^\S+\.py: error: /, '')})`;
  const environment = lastLine.match(/^KeyError: '([A-Z][A-Z0-9_]+)'$/)?.[1];
  if (environment && new RegExp(`environ\\s*\\[\\s*["']${environment}["']`).test(code)) return `needs the reader's setting ${environment} (an environment variable)`;
  const missingModule = lastLine.match(/ModuleNotFoundError: No module named '([^']+)'/)?.[1];
  if (missingModule) return `needs the Python package ${missingModule.split('.')[0]}`;
  if (/FileNotFoundError|No such file or directory/.test(lastLine)) return `reads a file of the reader's own (${lastLine.trim()})`;
  const host = lastLine.match(/host='([^']+)'/)?.[1] ?? lastLine.match(/Failed to resolve '([^']+)'/)?.[1];
  if (host && host !== '127.0.0.1') return `calls another service (${host})`;
  const secrets = readerSecrets(code);
  if (secrets.length && !calls.some((call) => call.status >= 400)) return `needs the reader's secrets (${secrets.join(', ')}): ${lastLine.trim()}`;
  return undefined;
}

/** A web server the example starts for another service to call (a webhook receiver): it listens until stopped. */
const SERVES_WEBHOOK = /\b(?:app\.run|uvicorn\.run|serve_forever)\s*\(/;
const SERVES_WEBHOOK_WHY = "serves a webhook for another service of the reader's (it listens until stopped; its requests before that succeeded)";

/**
 * An error answer caused by a service the reader names: an MCP server at a placeholder or unreachable address,
 * or one beyond this machine, which the check's server (outbound hosts: loopback only) refuses to connect to;
 * a prompt of the hosted marketplace (`marketplace_prompt_id`) that the offline catalogue lacks.
 */
function readerService(call: RecordedCall | undefined): string | undefined {
  const server = call?.error
    ?.match(/(?:Could not connect to the MCP server at (\S+?)[.:]?(?=\s|$)|The MCP server at (\S+) is not allowed)/)
    ?.slice(1)
    .find(Boolean);
  if (server) return `calls another service (the MCP server ${server})`;
  // The marketplace's token launches, fees, bundles and payments are swarms.world's alone (docs/marketplace.md).
  if (call?.status === 501 && call.path.startsWith('/swarms-world/'))
    return `uses swarms.world's ${call.path.slice('/swarms-world'.length)}, which moves tokens or money (a 501 offline)`;
  const prompt = call?.error?.match(/No prompt with id \\?"([^"\\]+)\\?" in the marketplace/)?.[1];
  return prompt && `uses a prompt of swarms.world's marketplace (${prompt}), which an offline server does not hold`;
}

function describeCall(call: RecordedCall): string {
  return `${call.method} ${call.path} answered ${call.status}${call.error ? `: ${call.error.replace(/\s+/g, ' ').slice(0, 300)}` : ''}`;
}

/**
 * Runs one example with `python`, its host pointed at `target` through a recording proxy; an example that makes
 * no request alone (a tutorial's setup block) is run again with the steps after it.
 */
export async function runExample(example: DocsExample, target: string, options: { python: string; apiKey: string; timeoutMs: number }): Promise<ExampleOutcome> {
  const alone = await runCode(example, example.code, target, options);
  if (alone.verdict !== 'silent' || !example.continuation.trim()) return alone;
  return runCode(example, `${example.code}${example.continuation}`, target, options);
}

async function runCode(example: DocsExample, code: string, target: string, options: { python: string; apiKey: string; timeoutMs: number }): Promise<ExampleOutcome> {
  const proxy = await startRecordingProxy(target);
  const directory = mkdtempSync(join(tmpdir(), 'swarms-docs-example-'));
  try {
    writeFileSync(join(directory, 'example.py'), code.replaceAll(DOCUMENTED_HOST, proxy.url).replaceAll(MARKETPLACE_HOST, `${proxy.url}/swarms-world`));
    const { code: exitCode, output, timedOut } = await runPython(options.python, directory, { SWARMS_API_KEY: options.apiKey }, options.timeoutMs);
    const calls = proxy.calls;
    const lastLine = output.trim().split('\n').at(-1) ?? '';
    const failedCall = calls.find((call) => call.status >= 400);
    if (timedOut && !failedCall && SERVES_WEBHOOK.test(code)) return { where: example.where, verdict: 'reader', why: SERVES_WEBHOOK_WHY, calls };
    if (timedOut)
      return { where: example.where, verdict: 'failed', why: `did not finish in ${options.timeoutMs / 1000} s${failedCall ? `; ${describeCall(failedCall)}` : ''}`, calls };
    const service = readerService(failedCall);
    if (service) return { where: example.where, verdict: 'reader', why: service, calls };
    if (exitCode !== 0) {
      const reader = failedCall ? undefined : readerReason(lastLine, code, calls);
      if (reader) return { where: example.where, verdict: 'reader', why: reader, calls };
      if (calls.length === 0 && /^(NameError|SyntaxError|TypeError|IndentationError)\b/.test(lastLine.trim())) {
        return { where: example.where, verdict: 'broken', why: `the example's own code fails before any request: ${lastLine.trim()}`, calls };
      }
      // A name defined nowhere on the page is the page's own mistake whatever the answers were (no answer can define it).
      if (!failedCall && /^NameError\b/.test(lastLine.trim())) {
        return { where: example.where, verdict: 'broken', why: `the example's own code fails after its requests succeeded: ${lastLine.trim()}`, calls };
      }
      const mistake = failedCall ? undefined : knownMistake(example.where, lastLine);
      if (mistake) return { where: example.where, verdict: 'broken', why: mistake, calls };
      return { where: example.where, verdict: 'failed', why: [failedCall && describeCall(failedCall), `Python: ${lastLine.trim()}`].filter(Boolean).join('; '), calls };
    }
    if (failedCall) {
      const secrets = readerSecrets(code);
      if (secrets.length) return { where: example.where, verdict: 'reader', why: `needs the reader's secrets (${secrets.join(', ')}): ${describeCall(failedCall)}`, calls };
      return { where: example.where, verdict: 'failed', why: describeCall(failedCall), calls };
    }
    if (calls.length === 0) return { where: example.where, verdict: 'silent', why: 'made no request (it only defines functions, or needs input)', calls };
    return { where: example.where, verdict: 'passed', why: `${calls.length} request(s)`, calls };
  } finally {
    await proxy.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Runs `example.py` in `directory`: its output (stdout and stderr together), exit code, and whether it was stopped. */
function runPython(python: string, directory: string, env: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(python, ['example.py'], {
      cwd: directory,
      env: { PATH: process.env.PATH ?? '', HOME: directory, PYTHONUNBUFFERED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}
