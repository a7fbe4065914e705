import type { ActTypeId } from './act-types.ts';

/** What an act can be about (spec §3 Subjects). */
export const SUBJECT_KINDS = ['vehicle', 'real_estate', 'other'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/**
 * The subject kinds each act type takes (spec §4 wizards: 1 and 4 select a vehicle, powers of
 * attorney "vehicle or property", 15003 "subject with consent types"). An empty list: the act
 * has no subject (general power of attorney, travel consents, whose children are parties).
 */
export const SUBJECT_KINDS_BY_TYPE: Readonly<Record<ActTypeId, readonly SubjectKind[]>> = {
  1: ['vehicle'],
  4: ['vehicle'],
  9: ['vehicle', 'real_estate', 'other'],
  101: ['vehicle'],
  105: ['real_estate'],
  11651: [],
  11680: ['vehicle', 'real_estate', 'other'],
  11944: ['real_estate'],
  11962: ['other'],
  12047: ['other'],
  15003: ['vehicle', 'real_estate', 'other'],
  15034: [],
  15035: [],
};

/** Types that cannot be sent to the notary without a subject (spec §4 "1 to 2"). */
export const SUBJECT_REQUIRED_TYPES: readonly ActTypeId[] = [1, 4, 9, 101, 105, 11944, 15003];

export function subjectKindAllowed(type: ActTypeId, kind: SubjectKind): boolean {
  return SUBJECT_KINDS_BY_TYPE[type].includes(kind);
}
