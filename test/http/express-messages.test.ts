import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expressMessageClasses } from '../../src/http/express-messages.js';
import { useTestServer } from '../support/test-server.js';

describe("the app's request and response classes", () => {
  it("make Node's messages born with express's prototypes, Node's own set-up done", () => {
    const app = express();
    const classes = expressMessageClasses(app);
    if (!classes.IncomingMessage || !classes.ServerResponse) throw new Error("this Node's messages can be made so");
    const request = new classes.IncomingMessage(new Socket());
    expect(Object.getPrototypeOf(request)).toBe(app.request);
    expect(request).toBeInstanceOf(IncomingMessage);
    expect(request.headers).toEqual({});
    const response = new classes.ServerResponse(request);
    expect(Object.getPrototypeOf(response)).toBe(app.response);
    expect(response).toBeInstanceOf(ServerResponse);
    expect(response.statusCode).toBe(200);
    expect(typeof (response as unknown as { json?: unknown }).json).toBe('function');
  });
});

describe('requests on the server', () => {
  const client = useTestServer();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never have their prototypes changed on the way in, exact paths or not', async () => {
    const changed: string[] = [];
    const setPrototypeOf = Object.setPrototypeOf;
    vi.spyOn(Object, 'setPrototypeOf').mockImplementation((target: object, prototype: object | null) => {
      if ((target instanceof IncomingMessage || target instanceof ServerResponse) && Object.getPrototypeOf(target) !== prototype) changed.push(target.constructor.name);
      return setPrototypeOf(target, prototype);
    });
    expect((await client().get('/health')).status).toBe(200);
    expect((await client().get('/v1/models/available/')).status).toBe(200);
    expect(changed).toEqual([]);
  });
});
