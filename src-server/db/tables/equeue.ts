import type { Generated } from 'kysely';
import type { ActTypeId } from '../../../src-domain/acts/act-types.ts';
import type { EqueueState } from '../../../src-domain/equeue/booking-status.ts';
import type { EqueueTypeId } from '../../../src-domain/equeue/booking-rules.ts';

/** One booking of the electronic queue (spec §3 Equeue); wire names in equeue-bookings.ts. */
export interface EqueueBookingsTable {
  id: Generated<number>;
  user_id: number;
  notary_id: number;
  /** The notary's office when the booking was made (spec §3 `office`, `officeaddress`). */
  office_id: number;
  /** YYYY-MM-DD, Tashkent calendar day of the appointment. */
  visit_date: string;
  /** HH:mm, Tashkent time of the appointment's start. */
  visit_time: string;
  /** Spec §3 `typeid`: 1 portal, 2 kiosk. */
  type_id: EqueueTypeId;
  /** Spec §3 `notaryaction`: the act type the visit is for, null for a consultation. */
  notary_action: ActTypeId | null;
  state: EqueueState;
  phone: string | null;
  email: string | null;
  description: string | null;
  /** ISO 8601 UTC. */
  created_at: string;
  updated_at: string;
}
