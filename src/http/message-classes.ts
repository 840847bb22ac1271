import { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';

/** Node's request and response classes of an app whose messages carry express's API from birth. */
interface MessageClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

const classesOfApps = new WeakMap<Express, MessageClasses>();

/** A class's prototype given express's API for its messages (`express.request` or `express.response`) and the app they belong to. */
function carryExpressApi(prototype: object, api: object, app: Express): void {
  Object.defineProperties(prototype, Object.getOwnPropertyDescriptors(api));
  Object.defineProperty(prototype, 'app', { configurable: true, enumerable: true, writable: true, value: app });
}

/**
 * Gives the app request and response classes of Node's (subclasses, as `http.createServer` takes them) whose
 * prototypes carry express's request and response API, and makes those prototypes the app's `app.request` and
 * `app.response`, the objects express documents as the prototypes it gives every request and response. Express
 * then finds each message of the app's own server already shaped as it wants it: giving an object another
 * prototype makes V8 forget what it had learnt about reading it, once per request and response otherwise.
 * Messages from elsewhere (a mounting app, an injected request) get the prototypes from express as before.
 * Call it on a new app, before anything extends `app.request` or `app.response`.
 */
export function bornExpressMessages(app: Express): void {
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}
  carryExpressApi(ExpressRequest.prototype, express.request, app);
  carryExpressApi(ExpressResponse.prototype, express.response, app);
  app.request = ExpressRequest.prototype as Express['request'];
  app.response = ExpressResponse.prototype as unknown as Express['response'];
  classesOfApps.set(app, { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse });
}

/** The request and response classes for the app's HTTP server (see bornExpressMessages); none for an app without them. */
export function messageClassesOf(app: Express): Partial<MessageClasses> {
  return classesOfApps.get(app) ?? {};
}
