import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first (seconds of a Node 22 run of CI's, on 2 cores: the figures are
 * only an order, and a missing or renamed file is passed over). Started first, none of them is left to run alone
 * at the end while the other workers wait with nothing to do.
 */
export const SLOW_FILES = [
  'test/reliability/fuzz.test.ts', // 70
  'test/team/replicas.test.ts', // 61
  'test/http/sse-backpressure.test.ts', // 41
  'test/store/postgres/embedded-binaries.test.ts',
  'test/package/ci-recipes.test.ts', // 30
  'test/docs-check/check-docs.test.ts', // 39 (the webhook example's 30 s wait now 3 s)
  'test/store/conformance/postgres.test.ts', // 190 (a database copied per test, now one emptied)
  'test/cli/bundled-cli.test.ts', // 25
  'test/dashboard/dashboard.browser.test.ts', // 25
  'test/store/conformance/sqlite.test.ts', // 24
  'test/cli/postgres-commands.test.ts', // 22
  'test/cli/cli.test.ts', // 21
  'test/cli/code-cache.test.ts', // 21
  'test/cli/refusals.test.ts', // 20
  'test/cli/help.test.ts', // 19
  'test/http/rate-limit-refusals.test.ts', // 18
  'test/testing/exit-after-close.test.ts', // 17
  'test/package/packed-tarball.test.ts',
  'test/store/postgres/migrations.test.ts',
  'test/cli/launcher-watch.test.ts',
];

/**
 * Vitest's own order when it knows how long every file took (its results cache, from an earlier run: longest
 * first); otherwise, as in a fresh checkout or after `npm ci`, where it runs the largest files first, the files
 * of SLOW_FILES go first. Size says little here: the PostgreSQL conformance file is 25 lines and was the slowest.
 */
export class SlowFirstSequencer extends BaseSequencer {
  /** The files in the order their run starts. */
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const path = (file: TestSpecification) => relative(root, file.moduleId).split('\\').join('/');
    const timed = sorted.every((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${path(file)}`));
    if (timed) return sorted;
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.indexOf(path(file));
      return index === -1 ? SLOW_FILES.length : index;
    };
    // Array#sort is stable: the other files keep vitest's order among themselves.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
