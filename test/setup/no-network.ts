import net from 'node:net';

// Tests never reach the network: every outbound connection except loopback is refused. The check sits where every
// TCP client ends (http, fetch, tls, pg, nock's pass-through), so it costs a test nothing per request; a file that
// mocks an upstream imports nock itself, and a request nock does not answer still meets this check.

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/;

/** The host and port a `Socket#connect` call names, whichever of its forms it was called with; none for a local socket path. */
function target(args: unknown[]): { host: string; port: unknown } | undefined {
  // net.connect() hands the socket its arguments already normalised: [options, callback].
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { path?: unknown; host?: unknown; port?: unknown };
    if (options.path !== undefined) return undefined;
    return { host: typeof options.host === 'string' ? options.host : 'localhost', port: options.port };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined;
  return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: first };
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const to = target(args);
  if (!to || LOOPBACK.test(to.host)) return (connect as (...rest: unknown[]) => net.Socket).apply(this, args);
  const refusal = Object.assign(new Error(`test/setup/no-network.ts: tests reach loopback only; refused a connection to ${to.host}:${String(to.port)}`), { code: 'ENETUNREACH' });
  // As a connection that fails does: the error arrives on the socket, after the caller has attached its listeners.
  process.nextTick(() => this.destroy(refusal));
  return this;
} as typeof net.Socket.prototype.connect;
