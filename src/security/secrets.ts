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

function redactString(value: string, knownSecrets: string[]): string {
  let result = value;
  for (const secret of knownSecrets) if (secret.length >= 4) result = result.split(secret).join(REDACTED);
  return result.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g, `$1 ${REDACTED}`);
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
