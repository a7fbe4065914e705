import type { BlockingRule } from './blocking-rule.ts';
import { issue, uniquePins } from './blocking-rule.ts';

/** Spec §5 "A person recorded deceased in the civil registry blocks the next step"; §8 names the pin. */
export const deceasedPersonRule: BlockingRule = (act, registry) =>
  uniquePins([act.applicantPin, ...act.parties.map((party) => party.pin)])
    .filter((pin) => registry.persons[pin]?.deceased === true)
    .map((pin) => issue('person_deceased', { pin }));
