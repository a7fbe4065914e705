import type { Generated } from 'kysely';
import type { VisitQueue } from '../../../src-domain/equeue/visit-marks.ts';
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
  /** When the notary marked the citizen arrived (docs/decisions/0055-notary-queue.md). */
  arrived_at: Generated<string | null>;
  /** The queue the arrival joined: the slot, or the general one when more than 15 minutes late (spec §9). */
  visit_queue: Generated<VisitQueue | null>;
  /** Who made the last mark (arrived, served, did not come) and when. */
  marked_by_pin: Generated<string | null>;
  marked_at: Generated<string | null>;
  /** The act the visit is for, linked by the citizen or the notary. */
  act_id: Generated<number | null>;
}
