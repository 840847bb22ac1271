#!/usr/bin/env node
// The installed command: runs the compiled CLI, bundled into one CommonJS file (built by `npm install`
// through the prepare script; scripts/build/bundle-cli.ts says why), with a V8 code cache beside it
// (src/cli/code-cache.ts says why and when it is written).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUNDLE = fileURLToPath(new URL('../dist/cli-bundle/main.cjs', import.meta.url));
const LAUNCHER = new URL('../dist/cli/code-cache.js', import.meta.url);
// A checkout whose build is missing or older than the bundle step: say what to run, not a module-resolution trace.
if (!existsSync(BUNDLE) || !existsSync(LAUNCHER)) {
  process.stderr.write('swarms-local: the compiled CLI (dist/cli-bundle/main.cjs) is missing. Run `npm run build` in the swarms-local checkout.\n');
  process.exit(1);
}
const { runWithCodeCache } = await import(LAUNCHER.href);
runWithCodeCache(BUNDLE, { cacheFile: `${BUNDLE}.cache`, writeAfterMs: 3000 });
