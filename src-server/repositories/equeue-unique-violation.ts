/**
 * Which of the queue's unique indexes (src-server/db/migrations/0010-equeue.ts) an insert broke,
 * if any. The repository checks both rules first; this is the backstop when two requests race
 * past the check (PostgreSQL under READ COMMITTED). SQLite names the columns in its message,
 * PostgreSQL names the index in `constraint`.
 */
export function uniqueViolation(error: unknown): 'slot' | 'user_day' | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === 'equeue_active_user_day_uq' ? 'user_day' : constraint === 'equeue_active_slot_uq' ? 'slot' : undefined;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('equeue_bookings.')) {
    return message.includes('equeue_bookings.user_id') ? 'user_day' : 'slot';
  }
  return undefined;
}
