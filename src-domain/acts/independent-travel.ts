import { INDEPENDENT_TRAVEL_AGE } from '../constants.ts';
import { ageOn } from '../time/age.ts';
import type { CalendarDate } from '../time/calendar-date.ts';

/**
 * A minor of 15 or older may travel abroad alone, with no accompanying person (spec §3
 * independent-departure flag, §5, §9). `departureDate` is the first day of the trip.
 */
export function canTravelIndependently(birthDate: CalendarDate, departureDate: CalendarDate): boolean {
  return ageOn(birthDate, departureDate) >= INDEPENDENT_TRAVEL_AGE;
}
