import type { RunReservationRepository } from '../repositories.js';
import type { Queryable } from './queryable.js';

/** Run reservations in PostgreSQL. */
export function createPostgresRunReservationRepository(db: Required<Queryable>): RunReservationRepository {
  return {
    create: async (reservation) => {
      await db.write('INSERT INTO run_reservations (id, user_id, amount, expires_at) VALUES ($1, $2, $3, $4)', [
        reservation.id,
        reservation.userId,
        reservation.amount,
        reservation.expiresAt,
      ]);
    },
    add: async (id, amount) => void (await db.write('UPDATE run_reservations SET amount = amount + $1 WHERE id = $2', [amount, id])),
    remove: (id) => db.write('DELETE FROM run_reservations WHERE id = $1', [id]),
    held: async (userId, now) => {
      const { rows } = await db.query<{ count: number; amount: number | null }>(
        'SELECT count(*) AS count, sum(amount) AS amount FROM run_reservations WHERE user_id = $1 AND expires_at > $2',
        [userId, now],
      );
      return { count: rows[0]?.count ?? 0, amount: rows[0]?.amount ?? 0 };
    },
  };
}
