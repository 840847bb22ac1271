import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchedTransaction, inlined, literal } from '../../../src/store/postgres/batched-transaction.js';
import { startTestPostgres, type TestPostgres } from '../../support/postgres-server.js';

/** A client that records each message it is sent and answers it with one empty result per statement, its rowCount the statement's place in the message. */
function recordingClient(failOn?: RegExp) {
  const messages: string[] = [];
  const client = {
    query: async (text: string) => {
      messages.push(text);
      if (failOn?.test(text)) throw new Error('statement failed');
      const results = text.split(';\n').map((_, place) => ({ rows: [], rowCount: place }));
      return results.length === 1 ? results[0] : results;
    },
  };
  return { client: client as unknown as pg.ClientBase, messages };
}

describe('a batched PostgreSQL transaction', () => {
  it('sends writes nobody reads, with its BEGIN and the lock before them, in one message with the COMMIT', async () => {
    const { client, messages } = recordingClient();
    const tx = new BatchedTransaction(client, 'BEGIN');
    await tx.write('SELECT pg_advisory_xact_lock($1, hashtext($2))', [1, 'u1']);
    await tx.write('INSERT INTO request_logs (id) VALUES ($1)', ['l1']);
    await tx.write('UPDATE users SET credit_balance = credit_balance - $1 WHERE id = $2', [0.25, 'u1']);
    expect(messages).toEqual([]);
    await tx.commit();
    expect(messages).toEqual([
      "BEGIN;\nSELECT pg_advisory_xact_lock('1', hashtext('u1'));\nINSERT INTO request_logs (id) VALUES ('l1');\nUPDATE users SET credit_balance = credit_balance - '0.25' WHERE id = 'u1';\nCOMMIT",
    ]);
  });

  it('sends what waits with the next statements read, those asked for together in one message', async () => {
    const { client, messages } = recordingClient();
    const tx = new BatchedTransaction(client, 'BEGIN');
    await tx.write('SELECT pg_advisory_xact_lock($1, hashtext($2))', [1, 'u1']);
    await Promise.all([tx.query('SELECT * FROM users WHERE id = $1', ['u1']), tx.query('SELECT count(*) FROM run_reservations WHERE user_id = $1', ['u1'])]);
    await tx.query('SELECT * FROM users WHERE id = $1', ['u2']);
    await tx.commit();
    expect(messages).toEqual([
      "BEGIN;\nSELECT pg_advisory_xact_lock('1', hashtext('u1'));\nSELECT * FROM users WHERE id = 'u1';\nSELECT count(*) FROM run_reservations WHERE user_id = 'u1'",
      "SELECT * FROM users WHERE id = 'u2'",
      'COMMIT',
    ]);
  });

  it('sends a last statement with COMMIT in one message and answers with its result (commitWith), sending no second COMMIT', async () => {
    const { client, messages } = recordingClient();
    const tx = new BatchedTransaction(client, 'BEGIN');
    await tx.write('SELECT pg_advisory_xact_lock($1, hashtext($2))', [1, 'u1']);
    const result = await tx.commitWith('INSERT INTO run_reservations (id) VALUES ($1) RETURNING id', ['r1']);
    await tx.commit();
    // The third statement's result, not the COMMIT's.
    expect(result.rowCount).toBe(2);
    expect(messages).toEqual(["BEGIN;\nSELECT pg_advisory_xact_lock('1', hashtext('u1'));\nINSERT INTO run_reservations (id) VALUES ('r1') RETURNING id;\nCOMMIT"]);
  });

  it('sends nothing for a transaction that asked for nothing, and rolls back only what the server began', async () => {
    const idle = recordingClient();
    await new BatchedTransaction(idle.client, 'BEGIN').commit();
    const unsent = new BatchedTransaction(idle.client, 'BEGIN');
    await unsent.write('DELETE FROM run_reservations WHERE id = $1', ['r1']);
    await unsent.rollback();
    expect(idle.messages).toEqual([]);

    const failing = recordingClient(/INSERT/);
    const tx = new BatchedTransaction(failing.client, 'BEGIN');
    await tx.write('INSERT INTO users (id) VALUES ($1)', ['u1']);
    await expect(tx.commit()).rejects.toThrow('statement failed');
    await tx.rollback();
    expect(failing.messages).toEqual(["BEGIN;\nINSERT INTO users (id) VALUES ('u1');\nCOMMIT", 'ROLLBACK']);
  });

  it("writes string literals as pg's own escapeLiteral does", () => {
    for (const text of ['', 'plain', "it's", "''", 'back\\slash', "E'\\''", '\\', 'ünïcødé ✓ $1']) expect(literal(text)).toBe(pg.escapeLiteral(text));
  });

  it('refuses SQL naming a parameter it was given no value for', () => {
    expect(() => inlined('SELECT $1, $2', ['only one'])).toThrow('SQL parameter $2 has no value');
  });
});

describe('values written into a batched message', () => {
  let server: TestPostgres;
  let client: pg.Client;
  beforeAll(async () => {
    server = await startTestPostgres();
    client = new pg.Client({ connectionString: await server.createDatabase() });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await server?.close();
  });

  it('reach the server as they would have as parameters: quotes, backslashes, dollars, arrays, numbers and NULL', async () => {
    const values = [
      "it's",
      "back\\slash \\x00 and E'\\'",
      '$1 and $$ quoted $tag$',
      'ünïcødé ✓',
      ['a', "b'c", 'd"e', 'f\\g', null],
      [1, -2, 3],
      1e-7,
      -0.25,
      2 ** 53 - 1,
      null,
      true,
    ];
    const sql =
      'SELECT $1::text AS a, $2::text AS b, $3::text AS c, $4::text AS d, $5::text[] AS e, $6::int[] AS f, $7::float8 AS g, $8::numeric AS h, $9::bigint AS i, $10::text AS j, $11::boolean AS k';
    const asParameters = (await client.query(sql, values)).rows[0];
    const tx = new BatchedTransaction(client, 'BEGIN');
    // Read together with another statement: each read hears its own result.
    const [asLiterals, count] = await Promise.all([tx.query(sql, values).then((result) => result.rows[0]), tx.query('SELECT 2 AS two')]);
    await tx.commit();
    expect(count.rows).toEqual([{ two: 2 }]);
    expect(asLiterals).toEqual(asParameters);
    expect(asLiterals.a).toBe("it's");
    expect(asLiterals.e).toEqual(['a', "b'c", 'd"e', 'f\\g', null]);
  });
});
