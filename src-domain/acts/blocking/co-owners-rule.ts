import type { ActTypeId } from '../act-types.ts';
import type { PartyRole } from '../party-roles.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';

/** The role every co-owner must take (spec §5 "co-owners must be added as sellers or givers"). */
export const CO_OWNER_ROLE: Readonly<Partial<Record<ActTypeId, PartyRole>>> = { 1: 'seller', 4: 'donor' };

/**
 * Spec §5 "Vehicle in shared ownership: co-owners must be added as sellers or givers and
 * confirm". From sending on every owner of the registry must be a party in that role; their
 * confirmation is their invitation answer, required before the notary registers the act.
 */
export const coOwnersRule: BlockingRule = (act, registry, stage) => {
  const role = CO_OWNER_ROLE[act.actTypeId];
  if (!role) return [];
  return act.subjects.flatMap((subject) => {
    const vehicle = subject.kind === 'vehicle' && subject.vehicleId !== null ? registry.vehicles[subject.vehicleId] : undefined;
    if (!vehicle || vehicle.ownerPins.length < 2) return [];
    return vehicle.ownerPins.flatMap((pin) => {
      // A deceased co-owner is the deceased-co-owner rule's case, not a missing party.
      if (registry.persons[pin]?.deceased === true) return [];
      const party = act.parties.find((p) => p.pin === pin && p.role === role);
      if (!party) return [issue('co_owner_missing', { pin, stateNumber: vehicle.stateNumber })];
      if (stage === 'register' && party.status !== 'accepted') return [issue('co_owner_not_confirmed', { pin, stateNumber: vehicle.stateNumber })];
      return [];
    });
  });
};
