import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Node's request and response classes for an app's server: `http.createServer`'s `IncomingMessage` and `ServerResponse` options. */
export interface MessageClasses {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

/**
 * A class of Node's `base` whose instances are born with `prototype`, whose chain leads back to `base.prototype`.
 * Node's http classes are plain constructor functions (Node 20 to 24), so `new` makes the object with `prototype` and
 * `base` initialises it, as Node's own subclasses do. Were `base` an ES class, `Reflect.construct` would build it
 * instead: the same object, but about 100 µs a message slower (V8 derives the object's shape anew each time).
 */
function bornWith<Base extends typeof IncomingMessage | typeof ServerResponse>(base: Base, prototype: object): Base {
  const initialise = Function.prototype.toString.call(base).startsWith('class') ? undefined : (base as unknown as (...args: unknown[]) => void);
  function Born(this: object, ...args: unknown[]): object {
    if (initialise === undefined) return Reflect.construct(base, args, Born);
    initialise.apply(this, args);
    return this;
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
