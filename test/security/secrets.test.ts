import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REDACTED, findSecretLikeStrings, maskKey, redactedOrSame, redactPieces, redactSecrets, scanForSecrets } from '../../src/security/secrets.js';

const directory = mkdtempSync(join(tmpdir(), 'swarms-local-secrets-unit-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** One planted example per credential format the scan must recognise. */
const PLANTED = {
  'openai-style key': 'sk-proj-Qw3rTy8Ui0Op2As4Df6Gh8Jk',
  'bearer token': 'Bearer eyJ0eXAiOiJKV1Qi.eyJzdWIiOjQyfQ.x7Yk2',
  'aws access key': 'AKIAIOSFODNN7EXAMPL3',
  'github token': 'ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
  'slack token': 'xoxb-123456789012-abcdefABCDEF',
  'google api key': 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
  'private key': '-----BEGIN RSA PRIVATE KEY-----\\nMIIEowIBAAKCAQEA7\\n-----END RSA PRIVATE KEY-----',
  'secret assignment': 'client_secret = "q8Zr2Lk5Wm9Tx3Vb7Nc1"',
};

/** What a fixture file legitimately holds: none of it is key-shaped. */
const CLEAN_FIXTURE = `{
  "key": "3f0c2a9d8e7b6a5f4e3d2c1b",
  "recordings": [{ "kind": "generate", "result": { "content": [{ "text": "Basic authentication sends a password; a token_budget of 64 is small.", "type": "text" }], "usage": { "inputTokens": 30, "outputTokens": 6 } } }],
  "request": { "extra": { "headers": { "Authorization": "[REDACTED]" } }, "messages": [{ "content": "Summarise the document_processing_pipeline_overview on <date>; Bearer [REDACTED]", "role": "user" }], "model": "gpt-4.1" },
  "version": 1
}
`;

describe('maskKey', () => {
  it('shows a recognisable prefix and never more than the last 4 characters', () => {
    for (const key of ['sk-abcdefghijklmnopqrstuvwx1234', 'sk-proj-ZZZZZZZZZZZZZZZZZZZZ9876', 'swarms-key-0123456789abcdef', 'short12', 'abcd']) {
      const masked = maskKey(key);
      const shownTail = masked.slice(masked.indexOf('…') + 1);
      expect(masked).not.toBe(key);
      expect(shownTail.length).toBeLessThanOrEqual(4);
      expect(key.endsWith(shownTail)).toBe(true);
    }
    expect(maskKey('sk-abcdefghijklmnopqrstuvwx1234')).toBe('sk-…1234');
  });
});

describe('redactSecrets', () => {
  it('replaces the values of secret-named fields at any depth, in objects and arrays', () => {
    const fields = ['api_key', 'apiKey', 'Authorization', 'authorization_token', 'client_secret', 'access_token', 'refresh_token', 'password', 'token', 'secret'];
    const value = { servers: [{ name: 'search', config: Object.fromEntries(fields.map((field) => [field, `value-of-${field}`])) }] };

    const redacted = redactSecrets(value, []);

    expect(redacted.servers[0].config).toEqual(Object.fromEntries(fields.map((field) => [field, REDACTED])));
    expect(redacted.servers[0].name).toBe('search');
    expect(value.servers[0].config.password).toBe('value-of-password');
  });

  it('removes every occurrence of a known secret inside longer strings, and credential-shaped text', () => {
    const known = 'upstream-key-8c1d2e3f4a5b';
    const redacted = redactSecrets({ prompts: [`key ${known} and again ${known}.`, `header: ${PLANTED['bearer token']}`] }, [known]);

    expect(redacted.prompts).toEqual([`key ${REDACTED} and again ${REDACTED}.`, `header: Bearer ${REDACTED}`]);
  });

  it('without a copy, hands back a value holding no secret itself, and masks one that holds some while sharing its clean parts', () => {
    const clean = { job_id: 'j-1', outputs: [{ role: 'Writer', content: 'Basic authentication sends a password.' }], usage: { tokens: 12 } };
    expect(redactedOrSame(clean, [])).toBe(clean);

    const known = 'upstream-key-8c1d2e3f4a5b';
    const leaky = { ...clean, outputs: [...clean.outputs, { role: 'Leaker', content: `the key is ${known}` }], config: { api_key: 'abc' } };
    const masked = redactedOrSame(leaky, [known]);

    expect(masked).toEqual({ ...clean, outputs: [...clean.outputs, { role: 'Leaker', content: `the key is ${REDACTED}` }], config: { api_key: REDACTED } });
    expect(JSON.stringify(masked)).toBe(JSON.stringify(redactSecrets(leaky, [known])));
    expect(masked.usage).toBe(clean.usage);
    expect(masked.outputs[0]).toBe(clean.outputs[0]);
    expect(leaky.outputs[1].content).toContain(known);
  });

  it('finds secret assignments whatever the case of their label', () => {
    const lines = [
      'API_KEY = "Zq4Rt8Lm2Np6Vx0Bc3"',
      'Client_Secret: Wm9Tx3Vb7Nc1q8Zr2Lk5',
      'MCP_TOKEN=mcp-tok-7f3a9c1e5b2d8046',
      'PassWord = "p4SsW0rdXy7Qz1Lm9K"',
      'CREDENTIAL=cR3d8Zq4Rt8Lm2Np6Vx',
    ];

    for (const line of lines) expect(redactSecrets(line, []), line).toMatch(new RegExp(`[:=] *"?\\${REDACTED.slice(0, -1)}\\]"?$`));
  });

  it('leaves ordinary values alone: usage counts, prose about authentication, long identifiers', () => {
    const value = {
      usage: { inputTokens: 30, outputTokens: 6 },
      text: 'Basic authentication is weak; Bearer tokens expire.',
      name: 'token_budget: summarise_the_document_carefully',
    };

    expect(redactSecrets(value, [])).toEqual(value);
  });
});

describe('redactPieces', () => {
  it('finds a secret split across pieces, marks where it began and keeps every piece in place', () => {
    const key = 'sk-proj-Zx81Qa0Lm3Np7Rt5Vw9Yb2Cd4Ef6Gh';
    const pieces = ['The key is ', key.slice(0, 10), key.slice(10), ' — keep it safe.'];

    expect(redactPieces(pieces, [])).toEqual(['The key is ', REDACTED, '', ' — keep it safe.']);
    expect(redactPieces(['MCP_TOKEN', '=', 'mcp-tok-7f3a9c1e5b2d8046', ' done'], [])).toEqual(['MCP_TOKEN', '=', REDACTED, ' done']);
  });
});

describe('findSecretLikeStrings', () => {
  it('recognises each credential format and reports it masked', () => {
    for (const [kind, secret] of Object.entries(PLANTED)) {
      const findings = findSecretLikeStrings(`config line: ${secret} end`);
      expect(
        findings.map((finding) => finding.kind),
        kind,
      ).toContain(kind);
      for (const finding of findings) expect(`config line: ${secret} end`).not.toContain(finding.excerpt.replace('…', ''));
    }
  });

  it('sees a secret assignment inside JSON-escaped text, as tool arguments are stored', () => {
    const stored = JSON.stringify({ arguments: JSON.stringify({ api_key: 'Zq4Rt8Lm2Np6Vx0Bc3' }) });

    expect(findSecretLikeStrings(stored).map((finding) => finding.kind)).toEqual(['secret assignment']);
  });

  it('finds nothing in what a clean fixture file holds', () => {
    expect(findSecretLikeStrings(CLEAN_FIXTURE)).toEqual([]);
  });
});

describe('scanForSecrets', () => {
  it('reports the file, line and kind of every planted key in a fixtures directory', () => {
    const planted = join(directory, 'planted');
    mkdirSync(join(planted, 'gpt-4.1'), { recursive: true });
    writeFileSync(join(planted, 'gpt-4.1', 'clean.json'), CLEAN_FIXTURE);
    writeFileSync(
      join(planted, 'gpt-4.1', 'leaky.json'),
      `{\n  "request": {\n    "content": "use ${PLANTED['openai-style key']}"\n  },\n  "note": "${PLANTED['aws access key']}"\n}\n`,
    );

    const findings = scanForSecrets(planted);

    expect(findings.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual([
      { file: join(planted, 'gpt-4.1', 'leaky.json'), line: 3, kind: 'openai-style key' },
      { file: join(planted, 'gpt-4.1', 'leaky.json'), line: 5, kind: 'aws access key' },
    ]);
    for (const finding of findings) expect(finding.excerpt).not.toContain(PLANTED['openai-style key'].slice(8));
  });

  it('passes a clean directory and a directory that does not exist', () => {
    const clean = join(directory, 'clean');
    mkdirSync(join(clean, 'gpt-4.1'), { recursive: true });
    writeFileSync(join(clean, 'gpt-4.1', 'fixture.json'), CLEAN_FIXTURE);

    expect(scanForSecrets(clean)).toEqual([]);
    expect(scanForSecrets(join(directory, 'missing'))).toEqual([]);
  });
});

describe('a redacted preview of a long string', () => {
  const pemBlock = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAq7BFUpkGp3+LQmlQ\n-----END RSA PRIVATE KEY-----';
  const cut = 10_000;
  /** A long text with secrets at its start, across the cut (a PEM block, a known secret, a run of key characters) and after it. */
  const text = [
    `Use ${PLANTED['openai-style key']} here. `,
    'Prose about tides. '.repeat(520),
    pemBlock,
    ' then the operator password hunter2-operator-secret and ',
    `sk-${'A1b2C3d4'.repeat(2_000)}`,
    ' and more prose. '.repeat(50_000),
  ].join('');

  it('keeps at most its length of the start of the full redaction, and says how long the string was', () => {
    const known = ['hunter2-operator-secret'];
    const preview = redactSecrets(text, known, cut);
    const note = `… [cut: ${text.length} characters in all]`;
    expect(preview.endsWith(note)).toBe(true);
    const kept = preview.slice(0, -note.length);
    expect(kept.length).toBeLessThanOrEqual(cut);
    expect(kept.length).toBeGreaterThan(cut - 200);
    expect(redactSecrets(text, known).startsWith(kept)).toBe(true);
    expect(preview).not.toContain('Qw3rTy8Ui0Op2As4Df6Gh8Jk');
    expect(preview).not.toContain('MIIEowIBAAKCAQEAq7BFUpkGp3');
    expect(preview).not.toContain('hunter2');
    expect(preview).not.toContain('A1b2C3d4');
  });

  it('leaves strings up to the preview length whole, in objects and lists too', () => {
    const body = { task: 'Short task.', history: ['x'.repeat(cut)], long: 'y'.repeat(cut + 1) };
    expect(redactSecrets(body, [], cut)).toEqual({ ...body, long: `${'y'.repeat(cut)}… [cut: ${cut + 1} characters in all]` });
  });
});
