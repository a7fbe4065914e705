import * as v from 'valibot';
import { PROXY_RIGHTS } from '../act-extras.ts';
import type { ActTypeId } from '../act-types.ts';
import type { BlockingIssue } from '../blocking/blocking-issue.ts';
import { proxyPowersIssues } from '../blocking/proxy-powers-rule.ts';
import type { PartyRole } from '../party-roles.ts';
import { TRANSLATION_LANGUAGES } from '../translation-languages.ts';
import { PinSchema } from '../../identity/pin.ts';
import { DateTextSchema, DateTimeTextSchema, IncompleteDateTextSchema } from '../../time/date-schemas.ts';

/**
 * The party fields of spec §3 Party beyond who the party is: "consular registration fields …
 * reason for not signing, parents, … translation languages, … proxy document data, attorney
 * rights and delegation, state body or manager fields, marriage data, … branch fields". Each
 * group applies to some parties only (`partyDetailGroups`, docs/decisions/0051-party-details.md);
 * the server refuses a group that does not apply to the party's role and kind. Dates are kept
 * as typed through the §5 masks: `date` (dd.mm.yyyy), `dateTime` (dd.mm.yyyy HH:mm:ss) and
 * `incompleteDate` (XX for an unknown day or month, XX.05.1990).
 */
export const PARTY_DETAIL_GROUPS = [
  'parents',
  'consular',
  'translationLanguages',
  'proxyDocument',
  'attorneyRights',
  'stateBody',
  'marriage',
  'branch',
  'notSigning',
] as const;
export type PartyDetailGroup = (typeof PARTY_DETAIL_GROUPS)[number];

/** Who the party is, as far as the table below asks. */
export interface PartyDetailContext {
  role: PartyRole;
  kind: 'individual' | 'legal';
  /** The party acts through a representative (a representative pin is set). */
  represented: boolean;
}

const SPOUSE_ROLES: readonly PartyRole[] = ['spouse', 'consenting_spouse'];
/** A minor does not sign (their parents do) and is no one's interpreter. */
const NON_SIGNING_ROLES: readonly PartyRole[] = ['child'];

/**
 * Which groups apply to a party (docs/decisions/0051-party-details.md holds the reasons):
 * parents for a minor child (15034, 15035); consular registration for any individual (a citizen
 * living abroad); translation languages for the translator (11962); proxy document data for a
 * party acting through a representative; attorney rights and delegation for an attorney (101,
 * 105, 11651); state body or manager and branch for a legal entity; marriage data for a spouse
 * (15003); the reason for not signing for an individual who signs (not a minor).
 */
export const PARTY_DETAIL_APPLIES: Readonly<Record<PartyDetailGroup, (party: PartyDetailContext) => boolean>> = {
  parents: (party) => party.kind === 'individual' && party.role === 'child',
  consular: (party) => party.kind === 'individual',
  translationLanguages: (party) => party.role === 'translator',
  proxyDocument: (party) => party.represented,
  attorneyRights: (party) => party.role === 'attorney',
  stateBody: (party) => party.kind === 'legal',
  marriage: (party) => party.kind === 'individual' && SPOUSE_ROLES.includes(party.role),
  branch: (party) => party.kind === 'legal',
  notSigning: (party) => party.kind === 'individual' && !NON_SIGNING_ROLES.includes(party.role),
};

export function partyDetailGroups(party: PartyDetailContext): PartyDetailGroup[] {
  return PARTY_DETAIL_GROUPS.filter((group) => PARTY_DETAIL_APPLIES[group](party));
}

/**
 * The groups that hold someone's personal data: shown to another viewer only as far as the
 * party's passport is (src-domain/acts/party-disclosure.ts; docs/decisions/0051-party-details.md).
 */
export const PERSONAL_DETAIL_GROUPS: readonly PartyDetailGroup[] = ['parents', 'consular', 'marriage', 'notSigning'];

const MAX_TEXT = 500;
const text = (max = MAX_TEXT) => v.pipe(v.string('error_invalid_value'), v.trim(), v.maxLength(max, 'error_too_long'));
const requiredText = (max = MAX_TEXT) => v.pipe(v.string('error_required'), v.trim(), v.nonEmpty('error_required'), v.maxLength(max, 'error_too_long'));
const optionalIncompleteDate = v.pipe(
  v.string('error_invalid_value'),
  v.trim(),
  v.toUpperCase(),
  v.check((value) => value === '' || v.is(IncompleteDateTextSchema, value), 'error_invalid_incomplete_date'),
);
const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const STATE_BODY_BASES = ['manager', 'state_body'] as const;
export type StateBodyBasis = (typeof STATE_BODY_BASES)[number];

/** A minor's parents (spec §3 "parents"): names and birth dates, a day or month may be unknown. */
export const ParentsSchema = v.pipe(
  v.object({ fatherName: text(), fatherBirthDate: optionalIncompleteDate, motherName: text(), motherBirthDate: optionalIncompleteDate }),
  v.forward(
    v.check((parents) => parents.fatherName !== '' || parents.motherName !== '', 'error_required'),
    ['motherName'],
  ),
  v.forward(
    v.check((parents) => parents.fatherBirthDate === '' || parents.fatherName !== '', 'error_required'),
    ['fatherName'],
  ),
  v.forward(
    v.check((parents) => parents.motherBirthDate === '' || parents.motherName !== '', 'error_required'),
    ['motherName'],
  ),
);

const CountryIdSchema = v.pipe(v.number('error_required'), v.integer('error_invalid_value'), v.minValue(1, 'error_required'));

/** Each group's fields (spec §3 Party). */
const GROUP_SCHEMAS = {
  parents: ParentsSchema,
  /** Consular registration of a citizen living abroad: the country (countries dictionary), the consulate and when. */
  consular: v.object({ countryId: CountryIdSchema, consulate: requiredText(), registeredAt: DateTimeTextSchema }),
  translationLanguages: v.pipe(
    v.array(v.picklist(TRANSLATION_LANGUAGES, 'error_invalid_value')),
    v.minLength(1, 'error_required'),
    v.maxLength(TRANSLATION_LANGUAGES.length, 'error_too_long'),
    v.check(unique, 'error_invalid_value'),
  ),
  /** The power of attorney a representative acts by: number, date, issuer. */
  proxyDocument: v.object({ number: requiredText(50), date: DateTextSchema, issuer: requiredText() }),
  attorneyRights: v.object({
    rights: v.pipe(v.array(v.picklist(PROXY_RIGHTS, 'error_invalid_value')), v.minLength(1, 'error_required'), v.check(unique, 'error_invalid_value')),
    delegation: v.boolean('error_invalid_value'),
  }),
  /** Who signs for the legal entity: its manager, or by a state body's decision; the position or the body. */
  stateBody: v.object({ basis: v.picklist(STATE_BODY_BASES, 'error_required'), name: requiredText() }),
  marriage: v.object({ certificateNumber: requiredText(30), registeredAt: DateTimeTextSchema, office: requiredText() }),
  branch: v.object({ name: requiredText(), address: text() }),
  /** Why the party does not sign, and who signs in their place (a person by pin). */
  notSigning: v.object({ reason: requiredText(), signerPin: PinSchema }),
} satisfies Record<PartyDetailGroup, v.GenericSchema>;
type GroupSchemas = typeof GROUP_SCHEMAS;

/** The request body's `details`: a group left out stays as stored, `null` removes it, a value replaces it. */
export const PartyDetailsSchema = v.object(
  Object.fromEntries(PARTY_DETAIL_GROUPS.map((group) => [group, v.optional(v.nullable(GROUP_SCHEMAS[group]))])) as {
    [G in PartyDetailGroup]: v.OptionalSchema<v.NullableSchema<GroupSchemas[G], undefined>, undefined>;
  },
);
export type PartyDetailsInput = v.InferOutput<typeof PartyDetailsSchema>;

/** What is stored and returned: only the groups the party has. */
export const PartyDetailsWireSchema = v.object(
  Object.fromEntries(PARTY_DETAIL_GROUPS.map((group) => [group, v.optional(GROUP_SCHEMAS[group])])) as {
    [G in PartyDetailGroup]: v.OptionalSchema<GroupSchemas[G], undefined>;
  },
);
export type PartyDetails = v.InferOutput<typeof PartyDetailsWireSchema>;

/** The groups of `details` that do not apply to `party` (the server refuses them). */
export function inapplicableDetailGroups(party: PartyDetailContext, details: PartyDetailsInput): PartyDetailGroup[] {
  return PARTY_DETAIL_GROUPS.filter((group) => details[group] !== undefined && details[group] !== null && !PARTY_DETAIL_APPLIES[group](party));
}

/** Spec §5: the rights an attorney is given obey the act type's limits, as the act's own rights do. */
export function attorneyRightsIssues(type: ActTypeId, details: PartyDetails): BlockingIssue[] {
  return proxyPowersIssues(type, details.attorneyRights?.rights ?? []);
}

/** The stored groups with an edit's changes applied (absent kept, null removed). */
export function mergePartyDetails(stored: PartyDetails, change: PartyDetailsInput): PartyDetails {
  const merged: Record<string, unknown> = { ...stored };
  for (const group of PARTY_DETAIL_GROUPS) {
    const value = change[group];
    if (value === null) delete merged[group];
    else if (value !== undefined) merged[group] = value;
  }
  return merged as PartyDetails;
}

/** Stored details read back; a group that no longer parses (hand-edited data) is dropped, not failed. */
export function readPartyDetails(value: unknown): PartyDetails {
  if (typeof value !== 'object' || value === null) return {};
  const details: Record<string, unknown> = {};
  for (const group of PARTY_DETAIL_GROUPS) {
    const result = v.safeParse(GROUP_SCHEMAS[group], (value as Record<string, unknown>)[group]);
    if (result.success) details[group] = result.output;
  }
  return details as PartyDetails;
}
