/** What a run in flight holds: its place in the rate-limit windows and the credit it may still spend. */
export interface RunReservation {
  id: string;
  userId: string;
  /** Credit (USD) held for the run's worst-case cost so far. */
  amount: number;
  /** Real time (ms) after which the run can no longer be in flight (its deadline): a crashed run's hold lapses. */
  expiresAt: number;
}

/**
 * Reservations of runs in flight. A request reserves before it runs and the reservation goes in the
 * same transaction as its log row, so counts of logs plus reservations never miss a run in flight.
 */
export interface RunReservationRepository {
  create(reservation: RunReservation): Promise<void>;
  /** Adds to a reservation's held credit. */
  add(id: string, amount: number): Promise<void>;
  /** Removes a reservation (settled or abandoned), if it is still there. */
  remove(id: string): Promise<void>;
  /** A user's unexpired reservations at real time `now`: how many, and the credit they hold. */
  held(userId: string, now: number): Promise<{ count: number; amount: number }>;
}
