import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { bornExpressMessages, messageClassesOf } from '../../src/http/message-classes.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Starts an app on its own server (with the message classes or without), recording whether each message arrived with the app's prototypes. */
async function serve(withClasses: boolean): Promise<{ url: string; born: boolean[] }> {
  const app = express();
  bornExpressMessages(app);
  app.get('/facts', (request, response) => {
    response.set('X-Path', request.path).json({ query: request.query, sameApp: request.app === app && response.app === app });
  });
  const born: boolean[] = [];
  const server = createServer(withClasses ? messageClassesOf(app) : {}, (request: IncomingMessage, response: ServerResponse) => {
    born.push(Object.getPrototypeOf(request) === app.request && Object.getPrototypeOf(response) === app.response);
    app(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, born };
}

describe("the app's message classes", () => {
  it.each([
    ["make the app's server's requests and responses with express's API already theirs, which express then uses as its own", true],
    ['leave the app answering alike on a server built without them', false],
  ])('%s', async (_behaviour, withClasses) => {
    const { url, born } = await serve(withClasses);
    const response = await fetch(`${url}/facts?a=1`);
    expect(response.headers.get('x-path')).toBe('/facts');
    expect(await response.json()).toEqual({ query: { a: '1' }, sameApp: true });
    expect(born).toEqual([withClasses]);
  });

  it('give no classes for an app that was not given them', () => {
    expect(messageClassesOf(express())).toEqual({});
  });
});
