import type { UserRepository } from '../repositories.js';
import { toUser, type UserRow } from '../row-records.js';
import type { Queryable } from './queryable.js';

/** Users in PostgreSQL. */
export function createPostgresUserRepository(db: Required<Queryable>): UserRepository {
  const one = async (sql: string, value: string) => {
    const { rows } = await db.query<UserRow>(sql, [value]);
    return rows[0] && toUser(rows[0]);
  };
  return {
    findById: (id) => one('SELECT * FROM users WHERE id = $1', id),
    findByName: (name) => one('SELECT * FROM users WHERE name = $1', name),
    create: async (user) => {
      await db.query('INSERT INTO users (id, name, tier, credit_balance, created_at) VALUES ($1, $2, $3, $4, $5)', [
        user.id,
        user.name,
        user.tier,
        user.creditBalance,
        user.createdAt,
      ]);
    },
    setTier: async (id, tier) => void (await db.query('UPDATE users SET tier = $1 WHERE id = $2', [tier, id])),
    setCreditBalance: async (id, balance) => void (await db.query('UPDATE users SET credit_balance = $1 WHERE id = $2', [balance, id])),
    deductCredit: async (id, amount) =>
      void (await db.write('UPDATE users SET credit_balance = greatest(0, round((credit_balance - $1)::numeric, 6)) WHERE id = $2 AND credit_balance IS NOT NULL', [amount, id])),
    list: async () => (await db.query<UserRow>('SELECT * FROM users ORDER BY created_at, name')).rows.map(toUser),
  };
}
