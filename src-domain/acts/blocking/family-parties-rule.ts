import { ageOn } from '../../time/age.ts';
import { compareCalendarDates } from '../../time/calendar-date.ts';
import type { ActFacts, RegistryFacts } from './act-facts.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';
import { childrenOf, spousesOf } from './family-relationship.ts';

const ADULT_AGE = 18;
export const TRAVEL_ACT_TYPES: readonly number[] = [15034, 15035];

/** A living child under 18 of the applicant, as the civil registry has them (spec §5). */
function isMinorChild(act: ActFacts, registry: RegistryFacts, pin: string): boolean {
  const person = registry.persons[pin];
  if (!person || person.deceased || !childrenOf(act.applicantPin, registry.family).has(pin)) return false;
  return compareCalendarDates(registry.today, person.birthDate) >= 0 && ageOn(person.birthDate, registry.today) < ADULT_AGE;
}

function missing(pin: string) {
  return issue('child_or_spouse_missing', { pin });
}

/**
 * Spec §4 "15003: choose spouse", "15034: choose children", "15035: children by personal id"
 * and §5 "The minor list for 15034 and 15035 comes from the registry": the spouse must be the
 * applicant's spouse and each child the applicant's minor child in the civil registry. When the
 * registry has none at all the act cannot be made (§8 "child or spouse missing, contact
 * helpline 1008"; the pin is then the applicant's).
 */
export const familyPartiesRule: BlockingRule = (act, registry) => {
  if (act.actTypeId === 15003) {
    const spouses = spousesOf(act.applicantPin, registry.family);
    if (spouses.size === 0) return [missing(act.applicantPin)];
    return act.parties.filter((p) => p.role === 'spouse' && !spouses.has(p.pin)).map((p) => missing(p.pin));
  }
  if (TRAVEL_ACT_TYPES.includes(act.actTypeId)) {
    const anyMinor = [...childrenOf(act.applicantPin, registry.family)].some((pin) => isMinorChild(act, registry, pin));
    if (!anyMinor) return [missing(act.applicantPin)];
    return act.parties.filter((p) => p.role === 'child' && !isMinorChild(act, registry, p.pin)).map((p) => missing(p.pin));
  }
  return [];
};

/** Spec §5 "Consent to travel needs the child's birth certificate in the civil registry archive". */
export const birthRecordRule: BlockingRule = (act, registry) => {
  if (!TRAVEL_ACT_TYPES.includes(act.actTypeId)) return [];
  return act.parties
    .filter((p) => p.role === 'child')
    .filter((p) => {
      const person = registry.persons[p.pin];
      // Someone who is not the applicant's child in the registry is the family rule's "child missing".
      return person !== undefined && childrenOf(act.applicantPin, registry.family).has(p.pin) && !person.hasBirthRecord;
    })
    .map((p) => issue('child_birth_record_missing', { pin: p.pin }));
};
