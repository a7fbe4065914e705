import { appointmentDayEnd } from './appointment-time.ts';
import { generalQueueFrom } from './lateness.ts';

/**
 * What the server stores of a booking (spec §3 Equeue `state`): `active` from booking until the
 * visit (the citizen's arrival is marked beside it), `cancelled` by its holder, `served` once the
 * notary received the visitor, `no_show` when the notary marked that they did not come
 * (docs/decisions/0055-notary-queue.md).
 */
export const EQUEUE_STATES = ['active', 'cancelled', 'served', 'no_show'] as const;
export type EqueueState = (typeof EQUEUE_STATES)[number];

/**
 * What the holder is told about a booking at `now`: an active one is `upcoming` before its
 * time, `due` for the 15 minutes after it, `late` for the rest of its day (served in the
 * general queue, spec §9), and `past` once the day is over.
 */
export type EqueueStatus = 'upcoming' | 'due' | 'late' | 'past' | 'cancelled' | 'served' | 'no_show';

export function equeueStatus(state: EqueueState, start: Date, now: Date): EqueueStatus {
  if (state !== 'active') return state;
  const time = now.getTime();
  if (time < start.getTime()) return 'upcoming';
  if (time <= generalQueueFrom(start).getTime()) return 'due';
  return time < appointmentDayEnd(start).getTime() ? 'late' : 'past';
}

/** Only an active booking that has not begun can be cancelled; its slot is then free again. */
export function canCancel(state: EqueueState, start: Date, now: Date): boolean {
  return state === 'active' && now.getTime() < start.getTime();
}
