import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile } from '../runtime/regular-file.js';

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
  if (key.length <= 8) return `…${key.slice(-Math.min(2, Math.floor(key.length / 4)))}`;
  const prefix = key.startsWith('sk-') ? 'sk-' : key.slice(0, 2);
  return `${prefix}…${key.slice(-4)}`;
}

/** Whether a field name names a secret. */
function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** How much of a candidate secret it is judged on: a credential shows its randomness within its first characters. */
const JUDGED_LENGTH = 1_000;

/** Bits of information per character: what tells a generated credential from an ordinary word. */
function entropyPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= (count / text.length) * Math.log2(count / text.length);
  return bits;
}

/**
 * Whether a token looks machine-generated (judged on its first JUDGED_LENGTH characters): letters and
 * digits mixed, with varied characters. Keeps prose such as "Basic authentication" or a long
 * snake_case name out of redaction and scan findings.
 */
function looksGenerated(token: string): boolean {
  const judged = token.slice(0, JUDGED_LENGTH);
  return /\d/.test(judged) && /[A-Za-z]/.test(judged) && entropyPerCharacter(judged) >= 3.3;
}

/** Where a secret sits in a text: its own span, not the label around it. */
interface SecretSpan {
  kind: string;
  start: number;
  end: number;
}

/** A credential format: how to find its secrets in a text, in time linear in the text's length. */
interface SecretFormat {
  kind: string;
  find: (text: string) => Iterable<{ start: number; end: number }>;
}

/** Which ASCII characters a one-character class matches, as a table indexed by character code. */
function characterTable(characterClass: RegExp): Uint8Array {
  return Uint8Array.from({ length: 128 }, (_, code) => (characterClass.test(String.fromCharCode(code)) ? 1 : 0));
}

/**
 * Where runs of one character class end, for the matches of one text in order: a run is followed once,
 * however many matches fall inside it (megabytes of `token=token=…` are thousands of matches in one run).
 */
function runEnds(text: string, table: Uint8Array): (from: number) => number {
  let scannedFrom = 0;
  let end = -1;
  return (from) => {
    if (from < scannedFrom || from > end) {
      scannedFrom = from;
      end = from;
      while (end < text.length && table[text.charCodeAt(end)] === 1) end += 1;
    }
    return end;
  };
}

/**
 * A format found by an expression whose quantifiers are all bounded (a greedy `{16,}` over megabytes of
 * key characters overflows V8's backtracking stack: a 500; runs are matched to 256 characters), the secret
 * (`value`: a capture group, else the whole match) then followed to the end of its run of `run` characters
 * however long it is. The next match is looked for after the secret, not inside it.
 */
function expressionFormat(kind: string, pattern: RegExp, options: { value?: number; accept?: (secret: string) => boolean; run?: RegExp } = {}): SecretFormat {
  const table = options.run && characterTable(options.run);
  return {
    kind,
    *find(text) {
      const expression = new RegExp(pattern); // its own lastIndex: the shared one keeps no state between calls
      const runEnd = table && runEnds(text, table);
      for (let match = expression.exec(text); match; match = expression.exec(text)) {
        const matched = options.value === undefined ? match[0] : match[options.value];
        if (matched === undefined || matched === REDACTED) continue;
        const start = match.index + match[0].lastIndexOf(matched);
        const end = runEnd ? runEnd(start + matched.length) : start + matched.length;
        if (options.accept && !options.accept(text.slice(start, Math.min(end, start + JUDGED_LENGTH)))) continue;
        expression.lastIndex = Math.max(expression.lastIndex, end);
        yield { start, end };
      }
    },
  };
}

/** How far a PEM block's end may be from its start: a private key block is a few kilobytes. */
const PEM_BLOCK_LENGTH = 5_000;

/**
 * Private keys in PEM: a BEGIN header and its block up to the first END footer within PEM_BLOCK_LENGTH
 * characters (the header alone when there is none). Headers and footers are found in one pass each and
 * paired in order, so megabytes of headers without footers cost their length, not a scan per header.
 */
const pemPrivateKeys: SecretFormat = {
  kind: 'private key',
  *find(text) {
    const footers = [...text.matchAll(/-----END [A-Z ]{0,20}PRIVATE KEY-----/g)];
    let footer = 0;
    for (const header of text.matchAll(/-----BEGIN [A-Z ]{0,20}PRIVATE KEY-----/g)) {
      const start = header.index ?? 0;
      const headerEnd = start + header[0].length;
      while (footer < footers.length && (footers[footer].index ?? 0) < headerEnd) footer += 1;
      const next = footers[footer];
      const blockEnd = next && (next.index ?? 0) - headerEnd <= PEM_BLOCK_LENGTH ? (next.index ?? 0) + next[0].length : headerEnd;
      yield { start, end: blockEnd };
    }
  },
};

/** Well-known credential formats: what `fixtures scan` looks for, and what redaction removes. */
const SECRET_FORMATS: SecretFormat[] = [
  expressionFormat('openai-style key', /\bsk-(?:proj-|ant-|or-|sl-)?[A-Za-z0-9_-]{16,256}/g, { run: /[A-Za-z0-9_-]/ }),
  expressionFormat('bearer token', /\b(?:Bearer|Basic)\s{1,40}([A-Za-z0-9._~+/=-]{8,256})/g, { value: 1, accept: looksGenerated, run: /[A-Za-z0-9._~+/=-]/ }),
  expressionFormat('aws access key', /\bAKIA[0-9A-Z]{16}\b/g),
  expressionFormat('github token', /\bgh[pousr]_[A-Za-z0-9]{30,256}/g, { run: /[A-Za-z0-9]/ }),
  expressionFormat('slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,256}/g, { run: /[A-Za-z0-9-]/ }),
  expressionFormat('google api key', /\bAIza[0-9A-Za-z_-]{35}\b/g),
  pemPrivateKeys,
  // `api_key = "…"`, `"client_secret": "…"`, `MCP_TOKEN=…`, also inside JSON-escaped text (\").
  expressionFormat(
    'secret assignment',
    /(?:api[_-]?key|secret|token|passw(?:or)?d|access[_-]?key|private[_-]?key|credential)[A-Za-z0-9_-]{0,40}\\?["']?\s{0,40}[:=]\s{0,40}\\?["']?([A-Za-z0-9+/_.~=-]{16,256})/gi,
    { value: 1, accept: looksGenerated, run: /[A-Za-z0-9+/_.~=-]/ },
  ),
];

/**
 * What every credential format above begins with or is labelled by, in any case: a text without one
 * of these holds no credential-shaped span, and is passed over in one scan instead of eight. Most
 * text (answers, prompts, log bodies) has none, so this is what redaction costs on it.
 */
const CREDENTIAL_MARKER = /sk-|bearer|basic|akia|gh[pousr]_|xox[abposr]-|aiza|-----begin|api[_-]?key|secret|token|passw(?:or)?d|access[_-]?key|private[_-]?key|credential/i;

/**
 * Where credential-shaped text sits in a string. Every expression's quantifiers are bounded and every
 * run is followed once, so this is linear in the text's length whatever the text (megabytes of `sk-`
 * or of PEM headers included).
 */
function secretSpans(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  if (!CREDENTIAL_MARKER.test(text)) return spans;
  for (const { kind, find } of SECRET_FORMATS) for (const span of find(text)) spans.push({ kind, ...span });
  return spans.sort((left, right) => left.start - right.start);
}

/** The stretches of a text to redact: known secrets and credential-shaped spans, overlaps merged, in order. */
function redactionRanges(text: string, knownSecrets: string[]): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = secretSpans(text);
  for (const secret of knownSecrets) {
    if (secret.length < 4) continue;
    for (let start = text.indexOf(secret); start >= 0; start = text.indexOf(secret, start + secret.length)) spans.push({ start, end: start + secret.length });
  }
  if (spans.length === 0) return spans;
  spans.sort((left, right) => left.start - right.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The pieces of `whole` with each range replaced by the marker where it begins, every piece kept in place. */
function cutPieces(pieces: string[], whole: string, ranges: Array<{ start: number; end: number }>): string[] {
  let pieceStart = 0;
  return pieces.map((piece) => {
    const pieceEnd = pieceStart + piece.length;
    let cursor = pieceStart;
    let result = '';
    for (const range of ranges) {
      if (range.end <= pieceStart || range.start >= pieceEnd) continue;
      if (range.start >= pieceStart) result += whole.slice(cursor, range.start) + REDACTED;
      cursor = Math.min(pieceEnd, range.end);
    }
    result += whole.slice(cursor, pieceEnd);
    pieceStart = pieceEnd;
    return result;
  });
}

/**
 * Redacts text that arrives in pieces (a stream's deltas): a secret split across pieces is still
 * found, the marker goes where the secret began, and every piece keeps its place.
 */
export function redactPieces(pieces: string[], knownSecrets: string[]): string[] {
  const whole = pieces.join('');
  return cutPieces(pieces, whole, redactionRanges(whole, knownSecrets));
}

/** A string with its secrets redacted: the same string when it holds none (the common case, no copy made). */
function redactString(value: string, knownSecrets: string[]): string {
  const ranges = redactionRanges(value, knownSecrets);
  return ranges.length ? cutPieces([value], value, ranges)[0] : value;
}

/** Key-shaped strings in a text: what they look like (masked) and where. */
export function findSecretLikeStrings(text: string): Array<{ kind: string; index: number; excerpt: string }> {
  return secretSpans(text).map((span) => ({ kind: span.kind, index: span.start, excerpt: maskKey(text.slice(span.start, span.end)) }));
}

/**
 * The first `length` characters of a long string, redacted, and a note of its whole length. The part read
 * runs PEM_BLOCK_LENGTH (and the longest known secret) past the cut, so a secret that begins before the cut
 * is found whole, as in the full string, and masked: nothing kept shows more of a secret than the full
 * string's redaction would. Costs the preview's length, not the string's.
 */
function redactedPreview(value: string, length: number, knownSecrets: string[]): string {
  const margin = PEM_BLOCK_LENGTH + Math.max(0, ...knownSecrets.map((secret) => secret.length));
  return detachedCopy(`${redactString(value.slice(0, length + margin), knownSecrets).slice(0, length)}… [cut: ${value.length} characters in all]`);
}

/**
 * The same characters in a string of their own. V8 makes a slice of a long string a view that keeps the whole
 * string alive, so a kept preview of a 3.9 MB argument held all 3.9 MB (issue 43: 40 such fake MCP calls kept
 * 164 MB after a collection, not 40 × 64 Ki). A UTF-16 round trip copies every code unit, lone surrogates too.
 */
function detachedCopy(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

/**
 * `value` with secrets replaced (see redactSecrets); `copy`: always a new tree, else the parts that held no
 * secret are the value's own (the value itself when it held none).
 */
function redactTree(value: unknown, knownSecrets: string[], previewLength: number, copy: boolean): unknown {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return node.length > previewLength ? redactedPreview(node, previewLength, knownSecrets) : redactString(node, knownSecrets);
    if (Array.isArray(node)) {
      let items: unknown[] | undefined = copy ? [] : undefined;
      for (let index = 0; index < node.length; index++) {
        const item = visit(node[index]);
        if (!items && item !== node[index]) items = node.slice(0, index);
        items?.push(item);
      }
      return items ?? node;
    }
    if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      let fields: Record<string, unknown> | undefined = copy ? {} : undefined;
      for (let index = 0; index < entries.length; index++) {
        const [name, child] = entries[index];
        const kept = isSecretField(name) && child !== null && child !== undefined && child !== '' ? REDACTED : visit(child);
        if (!fields && kept !== child) fields = Object.fromEntries(entries.slice(0, index));
        if (fields) fields[name] = kept;
      }
      return fields ?? node;
    }
    return node;
  };
  return visit(value);
}

/**
 * A deep copy of `value` with secrets replaced: values under secret-named fields, every occurrence
 * of a known secret inside strings, and credential-shaped text (`SECRET_PATTERNS`). With `previewLength`,
 * a string longer than that keeps only a redacted preview of its start (`redactedPreview`).
 */
export function redactSecrets<T>(value: T, knownSecrets: string[], previewLength = Number.POSITIVE_INFINITY): T {
  return redactTree(value, knownSecrets, previewLength, true) as T;
}

/** `value` itself when it holds no secret, else a copy with its secrets replaced (as redactSecrets) sharing the parts that held none. */
export function redactedOrSame<T>(value: T, knownSecrets: string[]): T {
  return redactTree(value, knownSecrets, Number.POSITIVE_INFINITY, false) as T;
}

/**
 * The longest string a kept copy (the journal's, a fake MCP server's call log) holds whole: a longer one keeps
 * a redacted preview of its first 64 Ki characters and its length.
 */
export const PREVIEW_STRING_LIMIT = 65_536;

/** The copy of a value kept for later reading: secrets redacted, strings past PREVIEW_STRING_LIMIT kept as previews. */
export function maskedPreviewCopy<T>(value: T, knownSecrets: string[]): T {
  return redactSecrets(value, knownSecrets, PREVIEW_STRING_LIMIT);
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
interface SecretFinding {
  file: string;
  line: number;
  kind: string;
  excerpt: string;
}

/** Scans every file of a directory for key-shaped strings (`swarms-local fixtures scan`). */
export function scanForSecrets(directory: string): SecretFinding[] {
  // Directories are walked without following links; anything else that is not a regular file (a named
  // pipe, a link loop, a link to a directory) stops the scan with an error naming it, never a wait.
  return filesUnder(directory).flatMap((file) =>
    readRegularFile(file)
      .split('\n')
      .flatMap((text, index) => findSecretLikeStrings(text).map((finding) => ({ file, line: index + 1, kind: finding.kind, excerpt: finding.excerpt }))),
  );
}
