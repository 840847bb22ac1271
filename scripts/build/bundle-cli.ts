// Build step: bundles the compiled CLI (dist/cli/main.js and what it imports) into dist/cli-bundle, which
// bin/swarms-local.js runs. One file instead of ~600 saves the command about a quarter of its start-up CPU
// (module resolution, file reads, one compile); the package's exports keep using the unbundled dist/.
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const OUT_DIRECTORY = `${root}dist/cli-bundle`;

/**
 * Packages left to Node's loader: a native addon (better-sqlite3), files read by path at run time
 * (gpt-tokenizer's vocabularies, pino's worker transports), what the CLI imports only when asked for
 * (PostgreSQL, live models, MCP, YAML config, the trace SDK and exporters), which stay unloaded until then,
 * faker, whose English locale is a few files of data (bundled it would only double in the source map), and
 * iconv-lite, which body-parser loads at start-up but whose 550 KB of character-set tables are read only
 * for a body in a charset other than UTF-8 (bundled, V8 would parse them at every start).
 * The OpenTelemetry API is bundled: prom-client loads it at start-up (44 files), and the trace SDK's own
 * copy shares its state through the API's global registry and Symbol.for context keys, as the API intends.
 */
const EXTERNAL = [
  'better-sqlite3',
  'gpt-tokenizer',
  'pino',
  'pg',
  'openai',
  '@modelcontextprotocol/sdk',
  'yaml',
  '@opentelemetry/context-async-hooks',
  '@opentelemetry/core',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/exporter-trace-otlp-proto',
  '@opentelemetry/resources',
  '@opentelemetry/sdk-trace-base',
  '@opentelemetry/semantic-conventions',
  '@faker-js/faker',
  'iconv-lite',
];

// An external package is found from dist/cli-bundle, so it must be one of ours: a dependency of a dependency
// may be installed nested under its parent, out of the bundle's reach, or in another version.
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { dependencies: Record<string, string> };
const undeclared = EXTERNAL.filter((name) => !(name in dependencies));
if (undeclared.length > 0) throw new Error(`External packages of the CLI bundle must be dependencies in package.json: ${undeclared.join(', ')}`);

/**
 * Our modules find files next to themselves (package.json, fixtures, dist/ui, the tokenizer's vocabularies)
 * through import.meta.url; in a chunk each keeps meaning the module's own compiled file, which stays in dist/.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.js$/ }, async ({ path }) => {
      if (!path.startsWith(`${root}dist${sep}`)) return undefined;
      const source = await readFile(path, 'utf8');
      const own = `new URL(${JSON.stringify(relative(OUT_DIRECTORY, path).split('\\').join('/'))}, import.meta.url).href`;
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

// Chunks of an earlier build (named by content hash) go.
rmSync(OUT_DIRECTORY, { recursive: true, force: true });
await build({
  entryPoints: [`${root}dist/cli/main.js`],
  outdir: OUT_DIRECTORY,
  bundle: true,
  // Modules imported lazily stay lazy: each becomes a chunk loaded on first use, its external packages with it.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Chained to tsc's maps, so a stack trace read with --enable-source-maps names the TypeScript source.
  sourcemap: true,
  external: EXTERNAL,
  plugins: [ownImportMetaUrl, englishZodOnly],
  // Bundled CommonJS packages (express and its dependencies) call require for Node's built-in modules.
  banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module';\nconst require = __bundleCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
