import type { ActTypeId } from './act-types.ts';

/**
 * Party roles (spec §3 Party, §6 "Party (seller, buyer, donee, giver, attorney, spouse, parent,
 * accompanying person, interpreter)"). Role names are ours: the spec does not show them.
 */
export const PARTY_ROLES = [
  'seller',
  'buyer',
  'donor',
  'donee',
  'pledgor',
  'pledgee',
  'principal',
  'attorney',
  'party',
  'owner',
  'registrant',
  'applicant',
  'translator',
  'heir',
  'consenting_spouse',
  'spouse',
  'parent',
  'child',
  'companion',
  // Inheritance renunciation 12047 in favour of named people (act-extras.ts RENUNCIATION_KINDS).
  'beneficiary',
  /** A sign-language interpreter: a participant of their own, checked by pin like any party (spec §3, §6). */
  'sign_interpreter',
] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export function isPartyRole(value: unknown): value is PartyRole {
  return typeof value === 'string' && (PARTY_ROLES as readonly string[]).includes(value);
}

/** The applicant's own role in each act type: the applicant is itself a party row. */
export const APPLICANT_ROLE: Readonly<Record<ActTypeId, PartyRole>> = {
  1: 'seller',
  4: 'donor',
  9: 'pledgor',
  101: 'principal',
  105: 'principal',
  11651: 'principal',
  11680: 'party',
  11944: 'owner',
  11962: 'applicant',
  12047: 'heir',
  15003: 'consenting_spouse',
  15034: 'parent',
  15035: 'parent',
};

/**
 * The roles other parties may take in each act type. A co-owned vehicle's co-owners join a sale
 * or gift as further sellers or givers (spec §5), a second parent may join a travel consent.
 */
export const OTHER_PARTY_ROLES: Readonly<Record<ActTypeId, readonly PartyRole[]>> = {
  1: ['buyer', 'seller'],
  4: ['donee', 'donor'],
  9: ['pledgee', 'pledgor'],
  101: ['attorney'],
  105: ['attorney'],
  11651: ['attorney'],
  11680: ['party'],
  11944: ['registrant', 'owner'],
  11962: ['translator'],
  12047: ['beneficiary'],
  15003: ['spouse'],
  15034: ['child', 'companion', 'parent'],
  15035: ['child', 'companion'],
};

/**
 * The counterpart an act cannot be sent without (spec §4 "1 to 2 … after saving general info,
 * parties and subjects"); `null` when the applicant alone makes the act (translation,
 * inheritance renunciation).
 */
export const REQUIRED_PARTY_ROLE: Readonly<Record<ActTypeId, PartyRole | null>> = {
  1: 'buyer',
  4: 'donee',
  9: 'pledgee',
  101: 'attorney',
  105: 'attorney',
  11651: 'attorney',
  11680: 'party',
  11944: 'registrant',
  11962: null,
  12047: null,
  15003: 'spouse',
  15034: 'child',
  15035: 'child',
};

/**
 * A sign-language interpreter may join any act (spec §3 Party "sign-language interpreter", §6
 * "interpreter"): for a party who is deaf or mute, whatever the act
 * (docs/decisions/0051-party-details.md).
 */
export const ANY_ACT_PARTY_ROLES: readonly PartyRole[] = ['sign_interpreter'];

export function allowedPartyRoles(type: ActTypeId): readonly PartyRole[] {
  return [...OTHER_PARTY_ROLES[type], ...ANY_ACT_PARTY_ROLES];
}
