import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/support/slow-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'examples/**/*.test.ts', 'ui/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.live.test.ts', 'dist/**'],
    setupFiles: ['test/setup/no-network.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The slowest files start first when vitest has no durations of an earlier run (CI, after `npm ci`).
    sequence: { sequencer: SlowFirstSequencer },
  },
});
