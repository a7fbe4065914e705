import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';
import { relationshipsBetween } from './family-relationship.ts';

/**
 * A relationship declared for a close-relative discount (spec §9) must be in the civil
 * registry; otherwise spec §8 "no relationship found between parties". `none` claims nothing.
 */
export const relationshipRule: BlockingRule = (act, registry) =>
  act.parties
    .filter((party) => !party.isApplicant && party.relationship !== null && party.relationship !== 'none')
    .filter((party) => party.relationship !== null && !relationshipsBetween(act.applicantPin, party.pin, registry.family).includes(party.relationship))
    .map((party) => issue('relationship_not_found', { pin: party.pin, relationship: party.relationship ?? '' }));
