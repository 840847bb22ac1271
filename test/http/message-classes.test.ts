import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { messageClassesOf } from '../../src/http/message-classes.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app answering `/facts` with what express made of the request, and an extension of the app's own request prototype. */
function factsApp(): Express {
  const app = express();
  // The documented way to extend one app's requests (expressjs.com, "Overriding the Express API").
  Object.assign(app.request, { greeting: () => 'hello' });
  app.get('/facts', (request, response) => {
    response.set('X-Path', request.path).json({
      query: request.query,
      sameApp: request.app === app && response.app === app,
      greeting: (request as unknown as { greeting(): string }).greeting(),
    });
  });
  return app;
}

/** Starts an app on its own server (with the message classes or without), recording whether each message arrived with the app's prototypes. */
async function serve(app: Express, withClasses: boolean): Promise<{ url: string; born: boolean[] }> {
  const born: boolean[] = [];
  const server = createServer(withClasses ? messageClassesOf(app) : {}, (request, response) => {
    born.push(Object.getPrototypeOf(request) === app.request && Object.getPrototypeOf(response) === app.response);
    app(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, born };
}

describe("the app's message classes", () => {
  it.each([
    ["make the app's server's requests and responses with the app's own prototypes, which express then finds in place", true],
    ['leave the app answering alike on a server built without them', false],
  ])('%s', async (_behaviour, withClasses) => {
    const app = factsApp();
    const { url, born } = await serve(app, withClasses);
    const response = await fetch(`${url}/facts?a=1`);
    expect(response.headers.get('x-path')).toBe('/facts');
    expect(await response.json()).toEqual({ query: { a: '1' }, sameApp: true, greeting: 'hello' });
    expect(born).toEqual([withClasses]);
  });

  it("leave the app's prototypes as express made them, and Node's classes below them", () => {
    const app = express();
    const { request, response } = app;
    const classes = messageClassesOf(app);
    expect([app.request, app.response]).toEqual([request, response]);
    expect([Object.getPrototypeOf(request), Object.getPrototypeOf(response)]).toEqual([express.request, express.response]);
    expect(classes.IncomingMessage.prototype instanceof IncomingMessage).toBe(true);
    expect(classes.ServerResponse.prototype instanceof ServerResponse).toBe(true);
  });
});
