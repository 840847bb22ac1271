#!/usr/bin/env node
// The installed command: runs the compiled CLI, bundled into one module with its lazy chunks (built by
// `npm install` through the prepare script; scripts/build/bundle-cli.ts says why).
const BUNDLE = new URL('../dist/cli-bundle/main.js', import.meta.url);
try {
  await import(BUNDLE.href);
} catch (error) {
  // A checkout whose build is missing or older than the bundle step: say what to run, not a module-resolution trace.
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('cli-bundle/main.js')) {
    process.stderr.write('swarms-local: the compiled CLI (dist/cli-bundle/main.js) is missing. Run `npm run build` in the swarms-local checkout.\n');
    process.exit(1);
  }
  throw error;
}
