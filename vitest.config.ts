import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'examples/**/*.test.ts', 'ui/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.live.test.ts', 'dist/**'],
    setupFiles: ['test/setup/no-network.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
