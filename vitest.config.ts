import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/support/slow-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'examples/**/*.test.ts', 'ui/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.live.test.ts', 'dist/**'],
    setupFiles: ['test/setup/no-network.ts', 'test/setup/scratch-cleanup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default leaves a core to its own process (cores - 1): one worker on 2 cores, the whole suite one file
    // at a time while the second core mostly waits, as most files spend much of their time waiting on a server, a
    // child process or PostgreSQL. Two at least; VITEST_MAX_WORKERS (scripts/ci/node-lines.sh) still decides.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The slowest files start first when vitest has no durations of an earlier run (CI, after `npm ci`).
    sequence: { sequencer: SlowFirstSequencer },
  },
});
