import { defineConfig } from 'vitest/config';

/**
 * Opt-in live suite against a real llama.cpp server and a generated tiny model:
 * `npx vitest run -c vitest.live.config.ts`. The first run builds llama-server (minutes); later runs
 * reuse the cache in ~/.cache/swarms-local (or $SWARMS_LOCAL_CACHE).
 */
export default defineConfig({
  test: {
    include: ['test/live-llama/**/*.live.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**'],
    setupFiles: ['test/setup/no-network.ts'],
    globalSetup: ['test/live-llama/global-setup.ts'],
    testTimeout: 60_000,
    // The global setup may compile llama.cpp on a cold cache: allow it half an hour.
    hookTimeout: 1_800_000,
  },
});
