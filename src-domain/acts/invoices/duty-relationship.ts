import type { ActTypeId } from '../act-types.ts';
import { REQUIRED_PARTY_ROLE } from '../party-roles.ts';
import { payablePercentFor } from '../../fees/relative-discount.ts';
import { isRelationship, type Relationship } from '../../fees/relationship.ts';
import { type InvoiceParty, isInDeal } from './invoice-parties.ts';

/**
 * The relationship that decides the close-relative discount of the state duty (spec §9): that
 * of the counterparties the act is made for (buyer, donee, attorney: REQUIRED_PARTY_ROLE) to
 * the applicant. With several counterparties (two attorneys), the discount holds only when every
 * one of them earns it: a proxy to a nephew and a stranger pays the full duty. The declared
 * relationship has been checked against the civil registry before the act reached the notary
 * (the `relationship_not_found` blocking rule at send and confirm).
 */
export function dutyRelationship(actTypeId: ActTypeId, parties: readonly InvoiceParty[]): Relationship {
  const role = REQUIRED_PARTY_ROLE[actTypeId];
  if (role === null) return 'none';
  const counterparts = parties.filter((party) => !party.isApplicant && party.role === role && isInDeal(party));
  const relationships = counterparts.map((party) => (isRelationship(party.relationship) ? party.relationship : 'none'));
  const first = relationships[0];
  if (first === undefined) return 'none';
  const earning = relationships.every((relationship) => payablePercentFor(actTypeId, relationship) !== undefined);
  if (!earning) return 'none';
  // Every counterpart earns it; the one paying the largest share decides (all equal today).
  return relationships.reduce(
    (chosen, relationship) => ((payablePercentFor(actTypeId, relationship) ?? 100) > (payablePercentFor(actTypeId, chosen) ?? 100) ? relationship : chosen),
    first,
  );
}
