import { ageOn } from '../time/age.ts';
import type { CalendarDate } from '../time/calendar-date.ts';

/**
 * Who may log in (our decision; spec §6 does not say): any living adult in the civil registry
 * whose passport matches the pin and is still valid. A portal account is created on first login.
 */
export const LOGIN_MIN_AGE = 18;

export function isOldEnoughToLogIn(birthDate: CalendarDate, today: CalendarDate): boolean {
  return ageOn(birthDate, today) >= LOGIN_MIN_AGE;
}
