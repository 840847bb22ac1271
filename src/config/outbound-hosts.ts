import { BlockList, isIP } from 'node:net';
import { isLoopbackHost } from './network-posture.js';

/** The `outboundHosts` entry that allows every destination. */
const ANY = '*';
/** The `outboundHosts` entry for this machine's loopback addresses (127.0.0.0/8, ::1, `localhost`). */
const LOOPBACK = 'loopback';
/** The `outboundHosts` entry (alone) for no destination at all. */
const NONE = 'none';

/** Whether a text is a CIDR range (`10.0.0.0/8`, `fd00::/8`) Node can read. */
function cidrOf(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match) return undefined;
  const version = isIP(match[1]);
  const prefix = Number(match[2]);
  if (version === 0 || prefix > (version === 4 ? 32 : 128)) return undefined;
  return { address: match[1], prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A host name rule: `mcp.example.com`, or `*.example.com` for the names below it. */
const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** Why an `outboundHosts` entry cannot be read (undefined when it can): config validation names the entry. */
export function outboundEntryProblem(entry: string): string | undefined {
  if (entry === NONE) return `"${NONE}" stands alone: it cannot be combined with other entries`;
  if (entry === ANY || entry === LOOPBACK || isIP(entry) !== 0 || cidrOf(entry) || HOST_NAME.test(entry)) return undefined;
  return `"${entry}" is not a host name (mcp.example.com, *.example.com), an IP address, a CIDR range (10.0.0.0/8), "loopback", "*" or "none"`;
}

/** A list, or a comma-separated text (flag, environment variable), as entries; `none` alone or an empty text is no entry. */
export function outboundHostList(value: string | readonly string[]): string[] {
  const entries = (typeof value === 'string' ? value.split(',') : [...value]).map((entry) => entry.trim()).filter(Boolean);
  return entries.length === 1 && entries[0] === NONE ? [] : entries;
}

/**
 * The destinations requests may make the server connect to: the operator's `outboundHosts`, else
 * loopback when the server listens on loopback (its callers are on this machine and reach it anyway,
 * and nothing leaves the machine) and nothing when it listens beyond (a remote caller must not reach
 * this machine's private services, or the networks it sits in, through it).
 */
export function effectiveOutboundHosts(config: { outboundHosts?: readonly string[]; host: string }): readonly string[] {
  return config.outboundHosts ?? (isLoopbackHost(config.host) ? [LOOPBACK] : []);
}

/** The policy in words, as the start-up output and refusals say it. */
export function describeOutboundHosts(entries: readonly string[]): string {
  if (entries.includes(ANY)) return 'any host (outboundHosts "*")';
  if (entries.length === 0) return 'no host (only this server itself)';
  return entries.map((entry) => (entry === LOOPBACK ? 'this machine (loopback)' : entry)).join(', ');
}

/** Whether every allowed destination is on this machine: then nothing a request names leaves it. */
export function outboundStaysLocal(entries: readonly string[]): boolean {
  return entries.every((entry) => entry === LOOPBACK || (isIP(entry) !== 0 && isLoopbackHost(entry)) || (cidrOf(entry) && isLoopbackRange(entry)));
}

function isLoopbackRange(entry: string): boolean {
  const cidr = cidrOf(entry);
  if (!cidr) return false;
  return cidr.family === 'ipv4' ? cidr.prefix >= 8 && cidr.address.startsWith('127.') : cidr.prefix === 128 && cidr.address === '::1';
}

/** `[::ffff:7f00:1]` (how URLs write IPv4-mapped addresses) → `127.0.0.1`; brackets dropped. */
function plainAddress(hostname: string): string {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (!mapped) return bare.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const [high, low] = [Number.parseInt(mapped[1], 16), Number.parseInt(mapped[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function addressRules(entries: readonly string[]): BlockList {
  const rules = new BlockList();
  for (const entry of entries) {
    const cidr = cidrOf(entry);
    if (cidr) rules.addSubnet(cidr.address, cidr.prefix, cidr.family);
    else if (isIP(entry) !== 0) rules.addAddress(plainAddress(entry), isIP(entry) === 4 ? 'ipv4' : 'ipv6');
    else if (entry === LOOPBACK) {
      rules.addSubnet('127.0.0.0', 8, 'ipv4');
      rules.addAddress('::1', 'ipv6');
    }
  }
  return rules;
}

function nameMatches(rule: string, name: string): boolean {
  const lower = rule.toLowerCase();
  return lower.startsWith('*.') ? name.endsWith(lower.slice(1)) : name === lower;
}

/** The port a URL connects to (its scheme's default when it names none). */
function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/**
 * Why a request may not make the server connect to `url` (undefined: it may). Addresses are matched as
 * written: an IP literal against the addresses and ranges, `localhost` as loopback, any other name only
 * against the name rules — names are never resolved here, so no DNS answer (rebinding included) can
 * turn an allowed name into a refused address or the other way round. The server itself, on loopback at
 * the port it answered the request on (`serverPort`), is always allowed: it serves its own tools there.
 */
export function outboundRefusal(url: URL, entries: readonly string[], serverPort?: number): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `only http and https URLs are allowed, not ${url.protocol.replace(/:$/, '')}`;
  const host = plainAddress(url.hostname);
  const family = isIP(host);
  // Only `localhost` itself: `*.localhost` names would be resolved through DNS, which is never consulted here.
  const loopbackName = host === 'localhost';
  if (serverPort !== undefined && portOf(url) === serverPort && (loopbackName || (family !== 0 && isLoopbackHost(host)))) return undefined;
  if (entries.includes(ANY)) return undefined;
  const rules = addressRules(entries);
  const addressAllowed = loopbackName ? rules.check('127.0.0.1', 'ipv4') : family !== 0 && rules.check(host, family === 4 ? 'ipv4' : 'ipv6');
  const allowed = addressAllowed || entries.some((entry) => entry !== LOOPBACK && HOST_NAME.test(entry) && nameMatches(entry, host));
  return allowed ? undefined : `this server connects only to ${describeOutboundHosts(entries)}`;
}
