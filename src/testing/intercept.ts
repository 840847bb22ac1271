import type { Server } from 'node:http';
import { BatchInterceptor } from '@mswjs/interceptors';
import { ClientRequestInterceptor } from '@mswjs/interceptors/ClientRequest';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { answerWithoutSocket } from './socketless-exchange.js';

/** The hosted API's base URL: what the official SDKs and hard-wired clients call unless told otherwise. */
export const HOSTED_BASE_URL = 'https://api.swarms.world';

/** What becomes of a request to a host no base URL names (MSW's `onUnhandledRequest`): sent on to the network, or refused with an error naming it. */
export type UnhandledRequests = 'bypass' | 'error';

/** How an embedded swarms-local answers the process's own HTTP calls. */
export interface InterceptOptions {
  /** Base URLs answered in process (default: the hosted API's, `https://api.swarms.world`). */
  baseUrls?: readonly string[];
  /** Requests to any other host: `bypass` (default) lets them go out as they would; `error` fails them. */
  onUnhandledRequest?: UnhandledRequests;
}

/** An interception in force; `dispose` gives the process its own HTTP back. */
export interface Interception {
  /** The base URLs answered in process. */
  baseUrls: readonly string[];
  dispose(): void;
}

/** A base URL as an origin and a path prefix (`https://x.test/swarms/` → `https://x.test`, `/swarms`). */
function parseBaseUrl(baseUrl: string): { origin: string; prefix: string } {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`intercept: "${baseUrl}" is not a URL; give base URLs like ${HOSTED_BASE_URL}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`intercept: "${baseUrl}" is not an http or https URL.`);
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

/**
 * Answers the process's HTTP requests to the given base URLs with `server`'s request listener, in process
 * and without a socket: the global `fetch` (undici's, in Node) and `node:http`/`node:https`, through
 * `@mswjs/interceptors`, the layer MSW and nock are built on (its 0.39 line, as nock 14's: the later ones
 * intercept at the socket and need Node 22). A request whose URL starts with a base URL is answered by the server at the path
 * after it; every other request goes on to the network, or fails when `onUnhandledRequest` is `error`.
 */
export function interceptBaseUrls(server: Server, options: InterceptOptions = {}): Interception {
  const { baseUrls = [HOSTED_BASE_URL], onUnhandledRequest = 'bypass' } = options;
  if (onUnhandledRequest !== 'bypass' && onUnhandledRequest !== 'error') {
    throw new Error(`intercept: onUnhandledRequest must be "bypass" or "error", not ${JSON.stringify(onUnhandledRequest)}.`);
  }
  const bases = baseUrls.map(parseBaseUrl);
  const interceptor = new BatchInterceptor({ name: 'swarms-local', interceptors: [new ClientRequestInterceptor(), new FetchInterceptor()] });
  interceptor.on('request', async ({ request, controller }) => {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    const base = bases.find(({ origin, prefix }) => url.origin === origin && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)));
    if (base) return controller.respondWith(await answerWithoutSocket(server, request, path.slice(base.prefix.length) || '/'));
    if (onUnhandledRequest === 'error') {
      controller.errorWith(
        new Error(`swarms-local refused ${request.method} ${request.url}: only ${baseUrls.join(', ')} is answered in process, and onUnhandledRequest is "error".`),
      );
    }
  });
  interceptor.apply();
  return { baseUrls: bases.map(({ origin, prefix }) => `${origin}${prefix}`), dispose: () => interceptor.dispose() };
}
