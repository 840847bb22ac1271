import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** Swagger UI's files that /docs uses, copied into dist/docs-assets so the package ships them prebuilt. */
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];

/**
 * Copies Swagger UI's prebuilt files next to the dashboard's: the server then serves them from its own
 * dist, and swagger-ui-dist (with its analytics postinstall dependency) stays a build-time package only.
 */
function copySwaggerUi(): Plugin {
  return {
    name: 'copy-swagger-ui',
    closeBundle() {
      const source = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      const target = fileURLToPath(new URL('../dist/docs-assets', import.meta.url));
      mkdirSync(target, { recursive: true });
      for (const file of SWAGGER_UI_FILES) copyFileSync(join(source, file), join(target, file));
    },
  };
}

/**
 * The dashboard's build: Preact's JSX through Vite's own transform (no Babel plugin needed), relative asset
 * URLs so the files work under /_swarms-local/ui/, output into the package's dist/ui.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [copySwaggerUi()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 200,
  },
  logLevel: 'warn',
});
