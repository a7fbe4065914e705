import { compareCalendarDates } from '../../time/calendar-date.ts';
import { canTravelIndependently } from '../independent-travel.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';

/**
 * Spec §5 "A minor of 15 or older may travel independently (no accompanying person)" (§3
 * independent-departure flag, §9 age 15). Ages count on the departure day, or today while the
 * dates are not filled. A consent (15034) without the flag needs an accompanying person; in
 * 15035 the applicant is the one who accompanies.
 */
export const independentTravelRule: BlockingRule = (act, registry) => {
  if (act.actTypeId !== 15034 && act.actTypeId !== 15035) return [];
  const departure = act.travel.departureDate ?? registry.today;
  const children = act.parties.filter((p) => p.role === 'child');
  if (act.travel.independent) {
    return children
      .filter((child) => {
        const person = registry.persons[child.pin];
        if (!person || compareCalendarDates(departure, person.birthDate) < 0) return false;
        return !canTravelIndependently(person.birthDate, departure);
      })
      .map((child) => issue('travel_independent_under_age', { pin: child.pin }));
  }
  if (act.actTypeId === 15034 && children.length > 0 && !act.parties.some((p) => p.role === 'companion')) return [issue('travel_companion_required')];
  return [];
};
