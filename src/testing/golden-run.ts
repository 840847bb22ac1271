import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { diffRuns } from '../journal/run-diff.js';
import { runDiffText } from '../journal/run-diff-text.js';
import { runRecordOf, runRecordText, type RunRecord, whyNotARunRecord } from '../journal/run-record.js';
import { type RunSource, RunAssertionError, viewOfRun } from './run-assertions.js';

/** The environment variable that makes golden comparisons rewrite their files instead. */
export const UPDATE_GOLDEN_ENV = 'SWARMS_LOCAL_UPDATE_GOLDEN';

/** How a golden comparison went: `matched`, `written` (new file or update mode) or `differs`, with the text to show. */
export interface GoldenOutcome {
  pass: boolean;
  status: 'matched' | 'written' | 'differs' | 'missing';
  message: string;
}

/** Options of a golden comparison. */
export interface GoldenOptions {
  /** Rewrite the file with this run (default: when SWARMS_LOCAL_UPDATE_GOLDEN=1). */
  update?: boolean;
}

const truthy = (value: string | undefined) => value !== undefined && value !== '' && value !== '0' && value !== 'false';

function readGolden(path: string): RunRecord {
  const refuse = (reason: string) => new RunAssertionError(`Golden run ${path} is not a golden file this helper wrote (${reason}); rewrite it with ${UPDATE_GOLDEN_ENV}=1.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw refuse((error as Error).message);
  }
  const reason = whyNotARunRecord(parsed);
  if (reason) throw refuse(reason);
  return parsed as RunRecord;
}

/**
 * Compares a run with the golden file at `path`: ids, job ids, timestamps and latencies are left
 * out, cost is rounded. A missing file is written (except under CI, where it fails, as snapshots do);
 * update mode rewrites it. A difference is shown as the structural run diff.
 */
export function compareWithGolden(run: RunSource, path: string, options: GoldenOptions = {}): GoldenOutcome {
  const record = runRecordOf(viewOfRun(run));
  const write = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, runRecordText(record));
  };
  if (options.update ?? truthy(process.env[UPDATE_GOLDEN_ENV])) {
    write();
    return { pass: true, status: 'written', message: `Golden run ${path} rewritten.` };
  }
  if (!existsSync(path)) {
    if (truthy(process.env.CI)) {
      return { pass: false, status: 'missing', message: `Golden run ${path} does not exist, and CI is set: write it locally (or with ${UPDATE_GOLDEN_ENV}=1) and commit it.` };
    }
    write();
    return { pass: true, status: 'written', message: `Golden run ${path} written.` };
  }
  const diff = diffRuns(readGolden(path), record);
  if (diff.identical) return { pass: true, status: 'matched', message: `The run matches golden run ${path}.` };
  return {
    pass: false,
    status: 'differs',
    message: `The run differs from golden run ${path} (rewrite it with ${UPDATE_GOLDEN_ENV}=1, or vitest -u):\n${runDiffText(diff, { a: 'golden', b: 'this run' })}`,
  };
}

/** Asserts that a run matches its golden file (see compareWithGolden); throws a RunAssertionError with the diff when not. */
export function assertMatchesGolden(run: RunSource, path: string, options: GoldenOptions = {}): void {
  const outcome = compareWithGolden(run, path, options);
  if (!outcome.pass) throw new RunAssertionError(outcome.message);
}
