import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secret handling in one place: masking API keys for logs and responses, and deep redaction of
 * secrets before anything is stored (agent configurations, fixtures, journal exports).
 */

/** The marker that replaces a redacted secret. */
export const REDACTED = '[REDACTED]';

/** Field names whose values are secrets wherever they appear (MCP, OAuth, provider settings). */
const SECRET_FIELD = /^(api[_-]?key|authorization|authorization[_-]token|client[_-]secret|access[_-]token|refresh[_-]token|password|secret|token|x-api-key|proxy-authorization)$/i;

/** A key as logs and responses show it: a short prefix and at most the last 4 characters. */
export function maskKey(key: string): string {
  if (key.length <= 8) return '…' + key.slice(-Math.min(2, Math.floor(key.length / 4)));
  const prefix = key.startsWith('sk-') ? 'sk-' : key.slice(0, 2);
  return `${prefix}…${key.slice(-4)}`;
}

/** Whether a field name names a secret. */
export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** Patterns of well-known credential formats (what `fixtures scan` looks for, and what redaction removes). */
export const SECRET_PATTERNS: Array<{ kind: string; pattern: RegExp }> = [
  { kind: 'openai-style key', pattern: /\bsk-(?:proj-|ant-|or-|sl-)?[A-Za-z0-9_-]{16,}/g },
  { kind: 'bearer token', pattern: /\b(?:Bearer|Basic)\s+(?!\[REDACTED\])[A-Za-z0-9._~+/=-]{12,}/g },
  { kind: 'aws access key', pattern: /\bAKIA[0-9A-Z]{16}\b/g },
  { kind: 'github token', pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g },
  { kind: 'slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'google api key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
];

function redactString(value: string, knownSecrets: string[]): string {
  let result = value;
  for (const secret of knownSecrets) if (secret.length >= 4) result = result.split(secret).join(REDACTED);
  result = result.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g, `$1 ${REDACTED}`);
  for (const { pattern } of SECRET_PATTERNS) result = result.replace(pattern, REDACTED);
  return result;
}

/** Key-shaped strings in a text: what they look like (masked) and where. */
export function findSecretLikeStrings(text: string): Array<{ kind: string; index: number; excerpt: string }> {
  const findings: Array<{ kind: string; index: number; excerpt: string }> = [];
  for (const { kind, pattern } of SECRET_PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
      findings.push({ kind, index: match.index ?? 0, excerpt: maskKey(match[0]) });
    }
  }
  return findings;
}

/**
 * A deep copy of `value` with secrets replaced: values under secret-named fields, every occurrence
 * of a known secret inside strings, and bearer/basic credentials in text.
 */
export function redactSecrets<T>(value: T, knownSecrets: string[]): T {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return redactString(node, knownSecrets);
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(node)) {
        copy[name] = isSecretField(name) && child !== null && child !== undefined && child !== '' ? REDACTED : visit(child);
      }
      return copy;
    }
    return node;
  };
  return visit(value) as T;
}

/** Every file under a directory, recursively. */
function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** A key-shaped string found in a fixtures directory. */
export interface SecretFinding {
  file: string;
  line: number;
  kind: string;
  excerpt: string;
}

/** Scans every file of a directory for key-shaped strings (`swarms-local fixtures scan`). */
export function scanForSecrets(directory: string): SecretFinding[] {
  return filesUnder(directory).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => findSecretLikeStrings(text).map((finding) => ({ file, line: index + 1, kind: finding.kind, excerpt: finding.excerpt }))),
  );
}
