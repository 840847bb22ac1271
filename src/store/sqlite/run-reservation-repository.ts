import type Database from 'better-sqlite3';
import type { RunReservationRepository } from '../repositories.js';
import type { RunsInFlight } from './runs-in-flight.js';
import type { Synchronous } from './sqlite-gate.js';

/** Run reservations in SQLite; `inFlight` follows the ones this connection creates and removes. */
export function createSqliteRunReservationRepository(db: Database.Database, inFlight: RunsInFlight): Synchronous<RunReservationRepository> {
  const insert = db.prepare('INSERT INTO run_reservations (id, user_id, amount, expires_at) VALUES (?, ?, ?, ?)');
  const add = db.prepare('UPDATE run_reservations SET amount = amount + ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM run_reservations WHERE id = ?');
  const held = db.prepare<[string, number], { count: number; amount: number | null }>(
    'SELECT count(*) AS count, sum(amount) AS amount FROM run_reservations WHERE user_id = ? AND expires_at > ?',
  );
  return {
    create: (reservation) => {
      insert.run(reservation.id, reservation.userId, reservation.amount, reservation.expiresAt);
      inFlight.created(reservation.userId, reservation.id, reservation.expiresAt);
    },
    add: (id, amount) => void add.run(amount, id),
    remove: (id) => {
      inFlight.removed(id);
      remove.run(id);
    },
    held: (userId, now) => {
      const row = held.get(userId, now)!;
      return { count: row.count, amount: row.amount ?? 0 };
    },
  };
}
