import { APPOINTMENT_LATENESS_LIMIT_MIN } from '../constants.ts';

/**
 * Spec §9: "a citizen more than 15 minutes late is served in the general queue". The moment
 * from which an arrival counts as that late: the appointment's start plus 15 minutes.
 */
export function generalQueueFrom(start: Date): Date {
  return new Date(start.getTime() + APPOINTMENT_LATENESS_LIMIT_MIN * 60_000);
}

/** True when arriving at `arrival` is more than 15 minutes after `start` (exactly 15 still counts as on time). */
export function isServedInGeneralQueue(start: Date, arrival: Date): boolean {
  return arrival.getTime() > generalQueueFrom(start).getTime();
}
