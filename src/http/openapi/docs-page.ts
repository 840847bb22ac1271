import { escapeHtml } from '../escape-html.js';

/** Media types of a request body or response, each with its schema. */
type Content = Record<string, { schema?: object } | undefined>;

/** The parts of one OpenAPI operation the page shows. */
interface OperationView {
  summary?: string;
  security?: unknown[];
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}

/** The parts of the OpenAPI document the page shows. */
interface DocumentView {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, object>>;
}

function operationHtml(path: string, method: string, operation: OperationView): string {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
  const successSchema = success?.[1].content?.['application/json']?.schema;
  const block = (title: string, schema: object | undefined) =>
    schema && Object.keys(schema).length ? `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>` : '';
  return `<section class="op"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary ?? '')}${operation.security?.length === 0 ? ' <em>(no API key)</em>' : ''}</p>
${block('Request body', body)}${block(`Response ${success?.[0] ?? ''}`, successSchema)}</section>`;
}

/**
 * The interactive docs page: Swagger UI (from the swagger-ui-dist package, served by this server at
 * /docs/assets/, so it works offline) over /openapi.json, with every operation's "Try it out". Without
 * JavaScript the page still reads: the operations are rendered into a <noscript> section.
 */
export function renderDocsPage(document: DocumentView, assets: string): string {
  const sections = Object.entries(document.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => operationHtml(path, method, operation as OperationView)))
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)} — API docs</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="${assets}/favicon-32x32.png">
<link rel="stylesheet" href="${assets}/swagger-ui.css">
<style>
body{margin:0}.intro{font:15px/1.5 system-ui,sans-serif;max-width:1460px;margin:1rem auto 0;padding:0 20px;color:#1f2328}
noscript{display:block;font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem}
noscript pre{font-family:ui-monospace,monospace;background:#f6f8fa;padding:.75rem;overflow:auto;font-size:13px}
.op{border-top:1px solid #d0d7de;padding:.5rem 0}.method{display:inline-block;min-width:4.5em;font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;text-align:center}
.get{background:#0969da}.post{background:#1a7f37}.delete{background:#cf222e}
</style></head><body>
<p class="intro">Every endpoint except those marked takes the <code>x-api-key</code> header (or <code>Authorization: Bearer</code>): press <strong>Authorize</strong>, enter a key
(any key in open auth), then <strong>Try it out</strong> on an operation. The machine-readable document is at <a href="/openapi.json">/openapi.json</a>;
every run you send shows up in the <a href="/_swarms-local/ui/">dashboard</a>.</p>
<div id="swagger-ui"></div>
<noscript>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
${sections}
</noscript>
<script src="${assets}/swagger-ui-bundle.js"></script>
<script src="${assets}/docs-init.js"></script>
</body></html>`;
}
