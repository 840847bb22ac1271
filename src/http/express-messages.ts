import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/** Node's message constructors, callable on an object of ours (old-style functions, as Node's own subclasses use them). */
type Callable = (this: object, ...args: unknown[]) => void;

/** Whether Node's constructor can be run on an object made elsewhere: a `class` constructor cannot be called without `new`. */
const callable = (made: unknown) => typeof made === 'function' && !Function.prototype.toString.call(made).startsWith('class');

/**
 * Node's request and response classes for the app's HTTP server, whose instances are born with
 * express's prototypes (`app.request`, `app.response`); `{}` when Node's own cannot be subclassed this
 * way. Express gives every request and response its prototypes with `Object.setPrototypeOf` as it enters
 * the app, and V8 then moves each object to a new hidden class and forgets what it had learnt about
 * reading it: in a profile that cost more than the rest of a `/health` request. Born with them, the
 * objects need no change (express then sets the prototype an object already has, which V8 skips).
 * Each constructor runs Node's own on the new object, as Node's subclasses of these messages do.
 */
export function expressMessageClasses(app: Express): { IncomingMessage?: typeof IncomingMessage; ServerResponse?: typeof ServerResponse } {
  if (!callable(IncomingMessage) || !callable(ServerResponse)) return {};
  function ExpressRequest(this: IncomingMessage, socket: Socket): void {
    (IncomingMessage as unknown as Callable).call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  function ExpressResponse(this: ServerResponse, request: IncomingMessage, options?: unknown): void {
    (ServerResponse as unknown as Callable).call(this, request, options);
  }
  ExpressResponse.prototype = app.response;
  return { IncomingMessage: ExpressRequest as unknown as typeof IncomingMessage, ServerResponse: ExpressResponse as unknown as typeof ServerResponse };
}
