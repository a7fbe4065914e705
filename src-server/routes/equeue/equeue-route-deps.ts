import type { Db } from '../../db/database.ts';

/** What the electronic queue's routes are given (from the application context, routes/route-tree.ts). */
export interface EqueueRouteDeps {
  db: Db;
  /** Tashkent's today and "now" decide which slots are still on offer (tests move it). */
  now: () => Date;
  /** Bookings per user and window (docs/security.md: rate limit on booking). */
  bookingRateLimit: { max: number; timeWindowMs: number };
}

/** Ten booking attempts a minute is plenty for a person, and stops a script sweeping the slots. */
export const DEFAULT_EQUEUE_BOOKING_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };
