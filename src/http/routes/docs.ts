import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/openapi-document.js';
import { renderDocsPage } from '../openapi/docs-page.js';
import { sendWhole } from '../response-compression.js';
import { DOCS_ASSETS_PATH, DOCS_CONTENT_SECURITY_POLICY } from '../docs-assets.js';
import { defineRoute, type RouteDefinition, tagRoutes } from '../route.js';
import { ROUTE_TAGS } from '../openapi/route-tags.js';
import { openApiDocumentResponseSchema } from '../../contract/schemas/responses/catalogue-responses.js';

/** `GET /openapi.json` and `GET /docs` over the given route table (like FastAPI, without a key). */
export function docsRoutes(routes: RouteDefinition[]): RouteDefinition[] {
  let document: OpenApiDocument | undefined;
  const documentOf = () => (document ??= buildOpenApiDocument([...routes, ...ownRoutes]));
  const ownRoutes: RouteDefinition[] = tagRoutes(ROUTE_TAGS.system, [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      response: openApiDocumentResponseSchema,
      auth: false,
      journal: false,
      summary: 'This OpenAPI document.',
      description: 'Returns this OpenAPI 3.1 document: every route, its request and response schemas, and its errors.',
      handler: () => ({ body: documentOf() }),
    }),
    defineRoute({
      method: 'get',
      path: '/docs',
      auth: false,
      html: true,
      journal: false,
      summary: 'Interactive API documentation (Swagger UI, served offline): try each endpoint from the page.',
      handler: ({ response }) => {
        response.status(200).type('html').set('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
        sendWhole(response, renderDocsPage(documentOf(), DOCS_ASSETS_PATH));
        return { streamed: true };
      },
    }),
  ]);
  return ownRoutes;
}
