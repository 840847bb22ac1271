import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request, type Response } from 'express';

/** Where /docs loads Swagger UI's files from (this server, never a CDN). */
export const DOCS_ASSETS_PATH = '/docs/assets';

/** Swagger UI's prebuilt files, copied from swagger-ui-dist by the UI build (`npm run build`) into the package's dist. */
const SWAGGER_UI_DIRECTORY = fileURLToPath(new URL('../../dist/docs-assets/', import.meta.url));

/**
 * Starts Swagger UI on this server's /openapi.json: "Try it out" on every operation, the key entered
 * once under Authorize, no validator badge (it would call validator.swagger.io).
 */
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    tryItOutEnabled: true,
    validatorUrl: null,
    displayRequestDuration: true,
    docExpansion: 'list',
    filter: true,
  });
});
`;

/** Everything /docs and its assets may load comes from this server. */
export const DOCS_CONTENT_SECURITY_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; base-uri 'none'";

/** Serves Swagger UI's files and the page's initializer under /docs/assets/. */
export function mountDocsAssets(app: Express): void {
  app.get(`${DOCS_ASSETS_PATH}/docs-init.js`, (_request: Request, response: Response) => {
    response.type('application/javascript').set('Cache-Control', 'no-cache').send(INITIALIZER);
  });
  if (!existsSync(`${SWAGGER_UI_DIRECTORY}/swagger-ui-bundle.js`)) {
    app.use(DOCS_ASSETS_PATH, (_request: Request, response: Response) => {
      response.status(503).type('text').send(`Swagger UI is not built in ${SWAGGER_UI_DIRECTORY}. Run \`npm run build\` in the swarms-local checkout.\n`);
    });
    return;
  }
  app.use(DOCS_ASSETS_PATH, express.static(SWAGGER_UI_DIRECTORY, { index: false, maxAge: '1d' }));
}
