import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/accounts/api-keys.js';
import { startServer, type RunningServer } from '../../src/server.js';

// Issue 13, item 4: the whole JSON body was read and parsed before the key was checked, so clients with
// no key could make the server buffer and parse 9 MB bodies at will. The key is now checked from the
// headers before a byte of the body is read, and the refused connection is closed.

let server: RunningServer;
let key: string;

beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', auth: 'strict' });
  key = (await createApiKey(server.deps.store, server.deps.clock, { userName: 'owner' })).key;
});
afterAll(() => server.close({ graceMs: 0 }));

/**
 * Announces a 9 MB JSON body but sends only its first bytes, then waits: resolves with what the server
 * answered and whether it closed the connection, without the rest of the body ever being sent.
 */
function announceLargeBody(headers: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    const finish = (closed: boolean) => {
      socket.destroy();
      resolve({ answer, closed });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n') && /"detail"/.test(answer)) setTimeout(() => finish(socket.readableEnded), 50);
    });
    socket.on('end', () => finish(true));
    socket.on('error', () => finish(true));
    socket.write(`POST /v1/agent/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000000\r\n${headers}\r\n{"task": "`);
  });
}

describe('authentication before the body', () => {
  it('answers a request without a key at once, before its body has arrived, and closes the connection', async () => {
    const { answer, closed } = await announceLargeBody('');
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('answers a wrong key the same way', async () => {
    const { answer } = await announceLargeBody('x-api-key: sk-not-a-real-key-000000000000\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('discards a small refused body and keeps the connection, so the client reads its refusal and can go on', async () => {
    // Closing a socket with unread bytes sends a reset: a client that sent its small body at once could read
    // ECONNRESET instead of the 401. The body is discarded, and the next request on the connection is served.
    const body = JSON.stringify({ agent_config: { agent_name: 'a', model_name: 'gpt-4o' }, task: 'hello' });
    const request = (headers: string) =>
      `POST /v1/agent/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`;
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length === 2 && /"detail"[\s\S]*"detail"/.test(received)) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
      socket.on('end', () => resolve(received));
      socket.write(request('') + request('x-api-key: sk-not-a-real-key-000000000000\r\n'));
    });
    const statuses = [...answers.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(['401', '403']);
    expect(answers.split('HTTP/1.1 ')[1]?.toLowerCase()).not.toContain('connection: close');
  });

  it('still reads the body of an authenticated request (it waits for the rest)', async () => {
    const outcome = await Promise.race([
      announceLargeBody(`x-api-key: ${key}\r\n`).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting for the body'), 300)),
    ]);
    expect(outcome).toBe('waiting for the body');
  });
});
