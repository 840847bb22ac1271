import type { NamespaceBudgetRepository } from '../repositories.js';
import type { Queryable } from './queryable.js';

/** Advisory lock class of per-namespace budget locks ('swlb'); the second key is the namespace's hash. */
export const BUDGET_LOCK = 'SELECT pg_advisory_xact_lock(1937009762, hashtext($1))';

/**
 * A hold, created when the namespace's budget covers its spend, its holds unexpired at $5 and $3. Run
 * after BUDGET_LOCK in the same transaction: a statement of its own, so its snapshot sees every hold
 * committed before the lock was granted (one statement taking the lock would read from before it).
 */
const RESERVE = `INSERT INTO budget_holds (id, namespace, amount, expires_at)
  SELECT $1, $2, $3::float8, $4 FROM namespace_budgets
  WHERE namespace = $2
    AND (SELECT coalesce(sum(cost), 0) FROM request_logs WHERE namespace = $2)
      + (SELECT coalesce(sum(amount), 0) FROM budget_holds WHERE namespace = $2 AND expires_at > $5)
      + $3::float8 <= credits
  RETURNING id`;

/**
 * Namespace budgets and their holds in PostgreSQL. `locked` runs a statement after BUDGET_LOCK in one
 * transaction (one message where the store can send it so): reservations of one namespace take turns in
 * every process on the database.
 */
export function createPostgresNamespaceBudgetRepository(
  db: Required<Queryable>,
  locked: (lockKey: string, statement: string, values: unknown[]) => Promise<number>,
): NamespaceBudgetRepository {
  return {
    set: async (namespace, credits, at) => {
      if (credits === null) await db.write('DELETE FROM namespace_budgets WHERE namespace = $1', [namespace]);
      else {
        await db.write(
          'INSERT INTO namespace_budgets (namespace, credits, updated_at) VALUES ($1, $2, $3) ON CONFLICT (namespace) DO UPDATE SET credits = excluded.credits, updated_at = excluded.updated_at',
          [namespace, credits, at],
        );
      }
    },
    list: async () => (await db.query<{ namespace: string; credits: number }>('SELECT namespace, credits FROM namespace_budgets ORDER BY namespace')).rows,
    state: async (namespace, now) => {
      const { rows } = await db.query<{ credits: number | null; spent: number; held: number }>(
        `SELECT (SELECT credits FROM namespace_budgets WHERE namespace = $1) AS credits,
          (SELECT coalesce(sum(cost), 0) FROM request_logs WHERE namespace = $1) AS spent,
          (SELECT coalesce(sum(amount), 0) FROM budget_holds WHERE namespace = $1 AND expires_at > $2) AS held`,
        [namespace, now],
      );
      const row = rows[0];
      return { credits: row?.credits ?? undefined, spent: Number(row?.spent ?? 0), held: Number(row?.held ?? 0) };
    },
    reserve: async (hold, now) => (await locked(hold.namespace, RESERVE, [hold.id, hold.namespace, hold.amount, hold.expiresAt, now])) > 0,
    grow: (id, amount) => db.write('UPDATE budget_holds SET amount = amount + $1::float8 WHERE id = $2', [amount, id]),
    release: (id) => db.write('DELETE FROM budget_holds WHERE id = $1', [id]),
  };
}
