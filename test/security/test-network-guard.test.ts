import { createServer } from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import { describe, expect, it } from 'vitest';

// The suite's own guard (test/setup/no-network.ts): what it refuses and what it lets through. 192.0.2.0/24 and
// 203.0.113.0/24 are documentation ranges, never routed: a test that got past the guard would fail by timing out.

/** How a socket ends: "connected", or its error's code and message. */
const outcome = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('secureConnect', () => resolve('connected'));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(`${error.code}: ${error.message}`));
  });

describe('the no-network guard of the offline suite', () => {
  it('refuses fetch to a host outside the machine, naming the host and the guard', async () => {
    const error = await fetch('http://192.0.2.10:8080/v1/models').catch((failure: Error) => failure.cause as NodeJS.ErrnoException);
    expect(error).toMatchObject({ code: 'ENETUNREACH' });
    expect(String((error as Error).message)).toContain('192.0.2.10:8080');
    expect(String((error as Error).message)).toContain('test/setup/no-network.ts');
  });

  it('refuses net.connect in each of its forms and tls.connect, before any name is looked up', async () => {
    expect(await outcome(net.connect(5432, '203.0.113.7'))).toMatch(/^ENETUNREACH: .*203\.0\.113\.7:5432/);
    expect(await outcome(net.connect({ host: 'api.openai.invalid', port: 443 }))).toMatch(/^ENETUNREACH: .*api\.openai\.invalid:443/);
    expect(await outcome(new net.Socket().connect({ host: '192.0.2.1', port: 80 }))).toMatch(/^ENETUNREACH/);
    expect(await outcome(tls.connect({ host: 'api.openai.invalid', port: 443 }))).toMatch(/^ENETUNREACH/);
  });

  it('lets loopback through by address and by name', async () => {
    const server = createServer((_request, response) => response.end('here'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('here');
      const socket = net.connect(port);
      expect(await outcome(socket)).toBe('connected');
      socket.destroy();
    } finally {
      server.close();
    }
  });
});
