// Build step: bundles the compiled CLI (dist/cli/main.js and what it imports) into one CommonJS file,
// dist/cli-bundle/main.cjs, which bin/swarms-local.js runs. One file instead of ~600 saves the command about a
// quarter of its start-up CPU (module resolution, file reads, one compile); CommonJS, because V8 can then
// cache its compiled code (src/cli/code-cache.ts), which Node 20 offers for no ES module. The package's
// exports keep using the unbundled dist/.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const OUT_DIRECTORY = `${root}dist/cli-bundle`;

/**
 * Packages left to Node's loader: a native addon (better-sqlite3), files read by path at run time
 * (gpt-tokenizer's vocabularies, pino's worker transports), what the CLI imports only when asked for
 * (PostgreSQL, live models, MCP, YAML config, the trace SDK and exporters), which stay unloaded until then
 * (each ships CommonJS, which the bundle's `require` loads; checked after the build), and iconv-lite, which
 * body-parser loads at start-up but whose 550 KB of character-set tables are read only for a body in a
 * charset other than UTF-8 (bundled, V8 would parse them at every start).
 * The OpenTelemetry API is bundled: prom-client loads it at start-up (44 files), and the trace SDK's own
 * copy shares its state through the API's global registry and Symbol.for context keys, as the API intends.
 */
const EXTERNAL = [
  'better-sqlite3',
  'gpt-tokenizer',
  'pino',
  'pg',
  'openai',
  '@anthropic-ai/sdk',
  '@google/genai',
  '@modelcontextprotocol/sdk',
  'yaml',
  '@opentelemetry/context-async-hooks',
  '@opentelemetry/core',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/exporter-trace-otlp-proto',
  '@opentelemetry/resources',
  '@opentelemetry/sdk-trace-base',
  '@opentelemetry/semantic-conventions',
  'iconv-lite',
];

// An external package is found from dist/cli-bundle, so it must be one of ours: a dependency of a dependency
// may be installed nested under its parent, out of the bundle's reach, or in another version.
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { dependencies: Record<string, string> };
const undeclared = EXTERNAL.filter((name) => !(name in dependencies));
if (undeclared.length > 0) throw new Error(`External packages of the CLI bundle must be dependencies in package.json: ${undeclared.join(', ')}`);

/**
 * Our modules find files next to themselves (package.json, fixtures, dist/ui, the tokenizer's vocabularies)
 * through import.meta.url, which CommonJS lacks; in the bundle each becomes the module's own compiled file,
 * which stays in dist/, found from the bundle's file (`__bundleFileUrl`, set by the banner below).
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.js$/ }, async ({ path }) => {
      if (!path.startsWith(`${root}dist${sep}`)) return undefined;
      const source = await readFile(path, 'utf8');
      const own = `new URL(${JSON.stringify(relative(OUT_DIRECTORY, path).split('\\').join('/'))}, __bundleFileUrl).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'js', resolveDir: dirname(path) };
    });
  },
};

/**
 * zod's namespace carries every one of its ~50 locales (`z.locales`), 366 KB that V8 would parse at every
 * start; swarms-local speaks English only (zod's default, which zod imports itself), so `z.locales` holds
 * English alone in the bundle.
 */
const englishZodOnly: Plugin = {
  name: 'english-zod-only',
  setup(bundle) {
    bundle.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(importer) ? { path: join(dirname(importer), '../locales/en.js'), namespace: 'zod-english' } : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: 'zod-english' }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(path)};`,
      loader: 'js',
      resolveDir: dirname(path),
    }));
  },
};

// An earlier build goes, and the code cache made from it with it.
rmSync(OUT_DIRECTORY, { recursive: true, force: true });
await build({
  entryPoints: [`${root}dist/cli/main.js`],
  outdir: OUT_DIRECTORY,
  bundle: true,
  // One file: modules imported lazily stay lazy (esbuild runs a module's body on its first import), and
  // `import()` of an external package becomes `require`, which a script compiled with a code cache can call.
  format: 'cjs',
  supported: { 'dynamic-import': false },
  outExtension: { '.js': '.cjs' },
  platform: 'node',
  target: 'node20',
  // Chained to tsc's maps, so a stack trace read with --enable-source-maps names the TypeScript source.
  sourcemap: true,
  // Without comments and indentation the bundle is a quarter smaller (2.8 → 2.2 MB) and all ASCII (esbuild escapes the rest
  // of strings; comments carried a few arrows and dashes), so V8 keeps its source as a one-byte string:
  // the command holds it for as long as it runs (5.5 MB as two-byte text before), and reads and scans it at
  // every start. Names are kept, so stack traces and `constructor.name` read as before.
  minifyWhitespace: true,
  charset: 'ascii',
  external: EXTERNAL,
  plugins: [ownImportMetaUrl, englishZodOnly],
  banner: { js: "var __bundleFileUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
});

// esbuild's ascii charset escapes strings and identifiers but leaves regular expression literals as written, and
// the synthetic model's readers match curly quotes and dashes in them: every other character outside ASCII is
// written as its \u escape, which means the same in a string, a template, a regular expression and a comment.
{
  const file = `${OUT_DIRECTORY}/main.cjs`;
  const text = readFileSync(file, 'utf8');
  const ascii = text.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== text) writeFileSync(file, ascii);
}

/** Whether Node loads a file as CommonJS: by its extension, or for `.js` by the nearest package.json's type. */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs') || file.endsWith('.node') || file.endsWith('.json')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let directory = dirname(file); directory !== dirname(directory); directory = dirname(directory)) {
    if (existsSync(join(directory, 'package.json'))) return (JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { type?: string }).type !== 'module';
  }
  return true;
}

// Every package the bundle leaves to Node must load through `require` from where the bundle is: one that
// ships ES modules only would need require(esm), which Node 20 has without a flag only from 20.19.
const bundle = `${OUT_DIRECTORY}/main.cjs`;
const required = new Set([...readFileSync(bundle, 'utf8').matchAll(/\brequire\d*\("([^"]+)"\)/g)].map((match) => match[1]).filter((name) => !isBuiltin(name)));
const notCommonJs = [...required].filter((name) => {
  try {
    return !isCommonJs(createRequire(bundle).resolve(name));
  } catch {
    return true;
  }
});
if (notCommonJs.length > 0) throw new Error(`The CLI bundle requires packages that do not load as CommonJS from ${OUT_DIRECTORY}: ${notCommonJs.join(', ')}`);
