import { notifyItemPath } from '../../auth/auth-routes.ts';
import type { ActFacts, OpenActFacts } from './act-facts.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue } from './blocking-rule.ts';
import { duplicateKeyOf, type DuplicateKey } from './duplicate-keys.ts';

const overlaps = <T>(a: readonly T[], b: readonly T[]): boolean => a.some((item) => b.includes(item));

function pinsInRoles(parties: readonly { pin: string; role: string }[], roles: readonly string[]): string[] {
  return parties.filter((party) => roles.includes(party.role)).map((party) => party.pin);
}

function isDuplicate(key: DuplicateKey, act: ActFacts, other: OpenActFacts): boolean {
  if (other.id === act.id || other.actTypeId !== act.actTypeId) return false;
  if (key.sameApplicant && other.applicantPin !== act.applicantPin) return false;
  if (key.objects) {
    const vehicles = act.subjects.flatMap((s) => (s.vehicleId === null ? [] : [s.vehicleId]));
    const estates = act.subjects.flatMap((s) => (s.realEstateId === null ? [] : [s.realEstateId]));
    if (!overlaps(vehicles, other.vehicleIds) && !overlaps(estates, other.realEstateIds)) return false;
  }
  if (key.roles.length > 0 && !overlaps(pinsInRoles(act.parties, key.roles), pinsInRoles(other.parties, key.roles))) return false;
  return true;
}

/**
 * Spec §5 "A duplicate unfinished act for the same vehicle, spouse, children, attorney,
 * property or similar (types 1, 101, 105, 11651, 11944, 15003, 15034, 15035) is refused, with
 * a link to it". The link is the act's own page (spec §2 screen 7 rule: regsystem 2 by number,
 * others by uuid); a kiosk client rebuilds it from `uuid`, `regsystem` and `rid`.
 */
export const duplicateActRule: BlockingRule = (act, registry) => {
  const key = duplicateKeyOf(act.actTypeId);
  if (!key) return [];
  return registry.openActs
    .filter((other) => isDuplicate(key, act, other))
    .map((other) =>
      issue('duplicate_act', {
        uuid: other.uuid,
        regsystem: other.regsystemId,
        rid: other.id,
        link: notifyItemPath({ regsystemid: other.regsystemId === 2 ? 2 : 3, rid: other.id, uuid: other.uuid }, false),
      }),
    );
};
