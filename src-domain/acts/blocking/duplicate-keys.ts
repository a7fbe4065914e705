import { DUPLICATE_GUARDED_ACT_TYPES, type ActTypeId } from '../act-types.ts';
import type { PartyRole } from '../party-roles.ts';

/**
 * What makes two unfinished acts of a guarded type "the same" (spec §5: "for the same vehicle,
 * spouse, children, attorney, property or similar"). Every listed part must overlap:
 * - `objects`: a shared vehicle or real estate;
 * - `roles`: a shared person in one of these roles;
 * - `sameApplicant`: only the applicant's own acts count. Objects can be disposed of once
 *   whoever asks (a co-owner cannot start a second sale of the same car), while two principals
 *   may each empower the same attorney and two parents may each consent for the same child.
 * A part the act has not filled yet (no subject, no attorney) cannot overlap: nothing blocks.
 */
export interface DuplicateKey {
  readonly objects: boolean;
  readonly roles: readonly PartyRole[];
  readonly sameApplicant: boolean;
}

export const DUPLICATE_KEYS: Readonly<Partial<Record<ActTypeId, DuplicateKey>>> = {
  1: { objects: true, roles: [], sameApplicant: false },
  101: { objects: true, roles: ['attorney'], sameApplicant: false },
  105: { objects: true, roles: ['attorney'], sameApplicant: false },
  11651: { objects: false, roles: ['attorney'], sameApplicant: true },
  11944: { objects: true, roles: ['registrant'], sameApplicant: false },
  15003: { objects: false, roles: ['spouse'], sameApplicant: true },
  15034: { objects: false, roles: ['child'], sameApplicant: true },
  15035: { objects: false, roles: ['child'], sameApplicant: true },
};

export function duplicateKeyOf(type: ActTypeId): DuplicateKey | undefined {
  return DUPLICATE_GUARDED_ACT_TYPES.includes(type) ? DUPLICATE_KEYS[type] : undefined;
}
