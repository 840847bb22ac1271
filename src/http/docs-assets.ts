import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

/** Where /docs loads Swagger UI's files from (this server, never a CDN). */
export const DOCS_ASSETS_PATH = '/docs/assets';

/** Swagger UI's prebuilt files, from the swagger-ui-dist package. */
const SWAGGER_UI_DIRECTORY = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page uses; nothing else of the package is served. */
const SERVED = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

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
  app.use(DOCS_ASSETS_PATH, (request: Request, response: Response, next: () => void) => (SERVED.has(request.path.slice(1)) ? next() : response.status(404).end()));
  app.use(DOCS_ASSETS_PATH, express.static(SWAGGER_UI_DIRECTORY, { index: false, maxAge: '1d' }));
}
