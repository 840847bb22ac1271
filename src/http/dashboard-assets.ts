import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request, type Response } from 'express';
import { ADMIN_PREFIX } from './routes/admin/admin-path.js';

/** Where the dashboard is served. */
export const DASHBOARD_PATH = `${ADMIN_PREFIX}/ui/`;

/** The built dashboard: `dist/ui/` of the package, the same path from `src/http` (tests, dev) and `dist/http`. */
const BUILT_UI = fileURLToPath(new URL('../../dist/ui/', import.meta.url));

/**
 * Everything the page may load comes from this server: a browser refuses any other host, so the
 * dashboard provably works offline (and a stray CDN link fails loudly in the browser tests).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Serves the dashboard's built files under `/_swarms-local/ui/` (no key needed for the files: the page
 * asks for one when the server is in strict auth, and its API calls carry it). Built assets have
 * content-hashed names and are cached for good; index.html is never cached.
 */
export function mountDashboard(app: Express, directory = BUILT_UI): void {
  // Express matches routes with or without a trailing slash, so the bare path is told apart by hand.
  const bare = `${ADMIN_PREFIX}/ui`;
  app.use((request: Request, response: Response, next: () => void) => (request.path === bare ? response.redirect(301, DASHBOARD_PATH) : next()));
  if (!existsSync(`${directory}/index.html`)) {
    app.get(`${ADMIN_PREFIX}/ui/{*rest}`, (_request: Request, response: Response) => {
      response.status(503).type('text').send(`The dashboard is not built in ${directory}. Run \`npm run build\` (or \`npm run build:ui\`) in the swarms-local checkout.\n`);
    });
    return;
  }
  app.use(DASHBOARD_PATH, (_request: Request, response: Response, next: () => void) => {
    response.set({ 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
    next();
  });
  app.use(
    DASHBOARD_PATH,
    express.static(directory, {
      index: 'index.html',
      fallthrough: true,
      setHeaders: (response, path) => {
        response.setHeader('Cache-Control', path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    }),
  );
}
