import type Database from 'better-sqlite3';
import type { NamespaceBudgetRepository } from '../repositories.js';
import type { Synchronous } from './sqlite-gate.js';

/** What counts against a namespace's budget at `@now`: its logged spend and its unexpired holds. */
const COMMITTED = `(SELECT coalesce(sum(cost), 0) FROM request_logs WHERE namespace = @namespace)
  + (SELECT coalesce(sum(amount), 0) FROM budget_holds WHERE namespace = @namespace AND expires_at > @now)`;

/**
 * Namespace budgets and their holds in SQLite. A hold is reserved in one INSERT … SELECT: a writing
 * statement takes the database's write lock before it reads, so no other connection, in this process or
 * another, commits between the check and the hold.
 */
export function createSqliteNamespaceBudgetRepository(db: Database.Database): Synchronous<NamespaceBudgetRepository> {
  const upsert = db.prepare<[string, number, number]>(
    'INSERT INTO namespace_budgets (namespace, credits, updated_at) VALUES (?, ?, ?) ON CONFLICT (namespace) DO UPDATE SET credits = excluded.credits, updated_at = excluded.updated_at',
  );
  const remove = db.prepare<[string]>('DELETE FROM namespace_budgets WHERE namespace = ?');
  const list = db.prepare<[], { namespace: string; credits: number }>('SELECT namespace, credits FROM namespace_budgets ORDER BY namespace');
  const state = db.prepare<{ namespace: string; now: number }, { credits: number | null; spent: number; held: number }>(
    `SELECT (SELECT credits FROM namespace_budgets WHERE namespace = @namespace) AS credits,
      (SELECT coalesce(sum(cost), 0) FROM request_logs WHERE namespace = @namespace) AS spent,
      (SELECT coalesce(sum(amount), 0) FROM budget_holds WHERE namespace = @namespace AND expires_at > @now) AS held`,
  );
  const reserve = db.prepare<{ id: string; namespace: string; amount: number; expiresAt: number; now: number }>(
    `INSERT INTO budget_holds (id, namespace, amount, expires_at)
      SELECT @id, @namespace, @amount, @expiresAt FROM namespace_budgets
      WHERE namespace = @namespace AND ${COMMITTED} + @amount <= credits`,
  );
  const grow = db.prepare<[number, string]>('UPDATE budget_holds SET amount = amount + ? WHERE id = ?');
  const release = db.prepare<[string]>('DELETE FROM budget_holds WHERE id = ?');
  return {
    set: (namespace, credits, at) => void (credits === null ? remove.run(namespace) : upsert.run(namespace, credits, at)),
    list: () => list.all(),
    state: (namespace, now) => {
      const row = state.get({ namespace, now })!;
      return { credits: row.credits ?? undefined, spent: row.spent, held: row.held };
    },
    reserve: (hold, now) => reserve.run({ ...hold, now }).changes > 0,
    grow: (id, amount) => void grow.run(amount, id),
    release: (id) => void release.run(id),
  };
}
