import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Node's request and response classes for an app's server: `http.createServer`'s `IncomingMessage` and `ServerResponse` options. */
export interface MessageClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

/**
 * A class of Node's `base` whose instances are born with `prototype`: each is built by `base`'s own constructor
 * (`Reflect.construct` with this class as the new target), and `prototype`'s chain leads back to `base.prototype`.
 */
function bornWith<Base extends typeof IncomingMessage | typeof ServerResponse>(base: Base, prototype: object): Base {
  function Born(...args: unknown[]): object {
    return Reflect.construct(base, args, Born);
  }
  Born.prototype = prototype;
  return Born as unknown as Base;
}

/**
 * The request and response classes for the app's HTTP server, whose messages are born with the app's `app.request`
 * and `app.response` as their prototypes: the objects express documents as the app's prototypes of every request
 * and response (express.request and express.response below them, Node's classes below those). Express then finds
 * each message of the server already as it would make it, and the front controller can hand an exact path's
 * messages to its route's pipeline without express; nothing of express's is copied, replaced or re-prototyped.
 */
export function messageClassesOf(app: Express): MessageClasses {
  return { IncomingMessage: bornWith(IncomingMessage, app.request), ServerResponse: bornWith(ServerResponse, app.response) };
}
