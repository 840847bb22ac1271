import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type StartServerOptions } from '../../src/server.js';
import { OpenApiResponseChecker } from './openapi-check.js';

/** A response read fully: status, headers and parsed JSON (or text). */
export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** A client bound to one running server. */
export interface TestClient {
  server: RunningServer;
  url: string;
  request(method: string, path: string, options?: { key?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<TestResponse>;
  get(path: string, key?: string | null): Promise<TestResponse>;
  post(path: string, body: unknown, key?: string | null): Promise<TestResponse>;
}

/** The key tests use unless they say otherwise. */
export const TEST_KEY = 'sk-test-0123456789abcdefghijklmnop';

/** Starts a server on port 0 with an in-memory database. */
export async function createTestClient(options: StartServerOptions = {}): Promise<TestClient> {
  const server = await startServer({ port: 0, host: '127.0.0.1', db: ':memory:', ...options });
  // Every 2xx JSON response the suite receives is checked against the server's own OpenAPI document.
  const checker = new OpenApiResponseChecker(await (await fetch(`${server.url}/openapi.json`)).json());
  const request: TestClient['request'] = async (method, path, requestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    const key = requestOptions.key === undefined ? TEST_KEY : requestOptions.key;
    if (key !== null) headers['x-api-key'] = key;
    let body: string | undefined = requestOptions.raw;
    if (requestOptions.body !== undefined) {
      body = JSON.stringify(requestOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (SSE or plain text): keep the text
    }
    checker.check(method, path, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
  return {
    server,
    url: server.url,
    request,
    get: (path, key) => request('GET', path, { key }),
    post: (path, body, key) => request('POST', path, { body, key }),
  };
}

/** A server for the whole file: started before the tests, closed after. */
export function useTestServer(options: StartServerOptions = {}): () => TestClient {
  let client: TestClient | undefined;
  beforeAll(async () => {
    client = await createTestClient(options);
  });
  afterAll(async () => {
    await client?.server.close();
  });
  return () => {
    if (!client) throw new Error('test server not started');
    return client;
  };
}
