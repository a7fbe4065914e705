import type { ActTypeId } from '../act-types.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue, registryOwners } from './blocking-rule.ts';

/** Acts that dispose of a registry object on behalf of its owners. */
export const DISPOSING_ACT_TYPES: readonly ActTypeId[] = [1, 4, 9, 101, 105, 11944];

/**
 * Spec §1 "Joint-property cases where one owner has died must be handled in person at a notary
 * office": the deceased's share passes by inheritance first, which this portal does not do.
 */
export const deceasedCoOwnerRule: BlockingRule = (act, registry) => {
  if (!DISPOSING_ACT_TYPES.includes(act.actTypeId)) return [];
  return act.subjects.flatMap((subject) => {
    const owners = registryOwners(subject, registry);
    if (!owners || owners.ownerPins.length < 2) return [];
    return owners.ownerPins.filter((pin) => registry.persons[pin]?.deceased === true).map((pin) => issue('co_owner_deceased', { pin, ref: owners.ref }));
  });
};
