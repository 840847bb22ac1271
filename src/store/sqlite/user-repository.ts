import type Database from 'better-sqlite3';
import type { UserRepository } from '../repositories.js';
import { toUser, type UserRow } from '../row-records.js';
import type { Synchronous } from './sqlite-gate.js';

/** Users in SQLite. */
export function createSqliteUserRepository(db: Database.Database): Synchronous<UserRepository> {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE name = ?');
  const insert = db.prepare('INSERT INTO users (id, name, tier, credit_balance, created_at) VALUES (?, ?, ?, ?, ?)');
  const updateTier = db.prepare('UPDATE users SET tier = ? WHERE id = ?');
  const updateBalance = db.prepare('UPDATE users SET credit_balance = ? WHERE id = ?');
  const deduct = db.prepare('UPDATE users SET credit_balance = max(0, round(credit_balance - ?, 6)) WHERE id = ? AND credit_balance IS NOT NULL');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY created_at, name');
  return {
    findById: (id) => {
      const row = byId.get(id);
      return row && toUser(row);
    },
    findByName: (name) => {
      const row = byName.get(name);
      return row && toUser(row);
    },
    create: (user) => void insert.run(user.id, user.name, user.tier, user.creditBalance, user.createdAt),
    setTier: (id, tier) => void updateTier.run(tier, id),
    setCreditBalance: (id, balance) => void updateBalance.run(balance, id),
    deductCredit: (id, amount) => void deduct.run(amount, id),
    list: () => all.all().map(toUser),
  };
}
