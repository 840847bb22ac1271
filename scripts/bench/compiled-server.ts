import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The compiled server module: what the installed package and `npx swarms-local` run. */
const COMPILED_SERVER = new URL('../../dist/server.js', import.meta.url);

if (!existsSync(fileURLToPath(COMPILED_SERVER))) throw new Error('dist/ is missing: run `npm run build` first (`npm run bench` does).');

/**
 * `startServer` from the compiled package, so throughput is measured on the JavaScript users run,
 * not on sources transpiled on the fly by tsx (which adds its own helpers to every closure).
 */
export const { startServer } = (await import(COMPILED_SERVER.href)) as typeof import('../../src/server.js');
