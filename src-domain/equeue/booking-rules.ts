import type { LeaveStatus, LicenceStatus } from '../http/routes/notary-statuses.ts';

/**
 * Spec §3 Equeue `typeid`: where the booking was made. 1 on the web portal, 2 at a kiosk in a
 * justice hall (the session's client mode), so the hall can tell walk-in bookings apart.
 */
export const EQUEUE_TYPE_IDS = { portal: 1, kiosk: 2 } as const;
export type EqueueTypeId = (typeof EQUEUE_TYPE_IDS)[keyof typeof EQUEUE_TYPE_IDS];

/**
 * One active booking per citizen, notary and day: a second slot the same day would only block
 * another citizen. A cancelled booking does not count. The database backs this with a unique
 * index over active bookings (src-server/db/migrations/0010-equeue.ts).
 */
export const ACTIVE_BOOKINGS_PER_NOTARY_DAY = 1;

/**
 * A notary takes bookings with an active licence and when not on leave: the registry does not
 * know when a leave ends, so a slot booked now might never be served.
 */
export function isBookableNotary(notary: { licenceStatus: LicenceStatus; leaveStatus: LeaveStatus }): boolean {
  return notary.licenceStatus === 'active' && notary.leaveStatus === 'none';
}
