import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, findSecretLikeStrings, redactSecrets } from '../../src/security/secrets.js';
import { createTestClient, type TestClient } from '../support/test-server.js';

// Issue 32, item 7: megabytes of repeated `sk-` overflowed a regular expression's backtracking stack (a 500),
// and megabytes of PEM headers were each scanned 5,000 characters ahead for a footer (seconds of the main
// thread). Every expression's quantifiers are bounded now, runs are followed once, headers and footers paired
// in one pass.

const HEADER = '-----BEGIN RSA PRIVATE KEY-----';
const FOOTER = '-----END RSA PRIVATE KEY-----';
/** Characters of a generated key: letters and digits, varied (what the masker judges a credential by). */
const generated = (length: number) => Array.from({ length }, (_, index) => 'a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ'[(index * 7 + (index >> 3)) % 36]).join('');

describe('masking hostile text', () => {
  it('masks megabytes of repeated sk- in any field instead of failing', () => {
    const flood = 'sk-'.repeat(3_000_000);
    const masked = redactSecrets({ task: flood, agent_config: { agent_name: `x ${flood}` } }, []);
    expect(masked.task).toBe(REDACTED);
    expect(masked.agent_config.agent_name).toBe(`x ${REDACTED}`);
  });

  it('masks megabytes of key characters after a label or a Bearer, whole', () => {
    const value = generated(3_000_000);
    expect(redactSecrets(`api_key=${value}`, [])).toBe(`api_key=${REDACTED}`);
    expect(redactSecrets(`Authorization: Bearer ${value} done`, [])).toBe(`Authorization: Bearer ${REDACTED} done`);
    expect(redactSecrets(`token=token=token=${'token='.repeat(500_000)}`, [])).toContain('token=');
  });

  it('masks a key longer than any expression matches to its last character', () => {
    for (const secret of [`sk-proj-${generated(2_000)}`, `ghp_${generated(900)}`, `xoxb-${generated(700)}`]) {
      expect(redactSecrets(`before ${secret} after`, [])).toBe(`before ${REDACTED} after`);
      expect(findSecretLikeStrings(`${secret}`)).toHaveLength(1);
    }
  });

  it('masks megabytes of PEM headers, each header alone when no footer follows near it', () => {
    const flood = `${HEADER}\n`.repeat(250_000);
    const masked = redactSecrets(flood, []);
    expect(masked).not.toContain('BEGIN');
    expect(masked.split(REDACTED)).toHaveLength(250_001);
  });

  it('masks a PEM block to its footer, and only the header when the footer is too far away', () => {
    const body = generated(1_600).replace(/(.{64})/g, '$1\n');
    expect(redactSecrets(`key:\n${HEADER}\n${body}\n${FOOTER}\nend`, [])).toBe(`key:\n${REDACTED}\nend`);
    const far = `${HEADER}\n${'x'.repeat(6_000)}\n${FOOTER}`;
    expect(redactSecrets(far, [])).toBe(`${REDACTED}\n${'x'.repeat(6_000)}\n${FOOTER}`);
    const nested = `${HEADER}\n${HEADER}\nabc\n${FOOTER}`;
    expect(redactSecrets(nested, [])).toBe(REDACTED);
  });
});

describe('a server given hostile secrets', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await createTestClient();
  });
  afterAll(() => client.server.close());

  it('answers a body with 9 MB of repeated sk- in a field with a client error, not a 500, and serves on', async () => {
    const response = await client.post('/v1/agent/completions', { task: 'hello', agent_config: { agent_name: 'A', temperature: 'sk-'.repeat(3_000_000) } });
    expect(response.status).toBe(422);
    expect((await client.get('/health')).status).toBe(200);
  });

  it('answers a body with 8 MB of PEM headers in a field with a client error, the headers masked', async () => {
    const response = await client.post('/v1/agent/completions', { task: 'hello', agent_config: { agent_name: 'A', max_tokens: `${HEADER}\n`.repeat(250_000) } });
    expect(response.status).toBe(422);
  });
});
