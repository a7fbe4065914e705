import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ActTypeId } from '../act-types.ts';
import { allowedPartyRoles, OTHER_PARTY_ROLES } from '../party-roles.ts';
import {
  attorneyRightsIssues,
  inapplicableDetailGroups,
  mergePartyDetails,
  partyDetailGroups,
  PartyDetailsSchema,
  readPartyDetails,
  type PartyDetailContext,
  type PartyDetails,
} from './party-details.ts';

const party = (overrides: Partial<PartyDetailContext>): PartyDetailContext => ({
  role: 'buyer',
  kind: 'individual',
  represented: false,
  ...overrides,
});

describe('which §3 party fields apply to whom (docs/decisions/0051-party-details.md)', () => {
  it.each<[string, PartyDetailContext, string[]]>([
    ['a buyer in person: consular registration, reason for not signing', party({}), ['consular', 'notSigning']],
    ['a buyer through a representative: also the proxy document', party({ represented: true }), ['consular', 'proxyDocument', 'notSigning']],
    ['a minor child of a travel consent 15034: parents, consular registration', party({ role: 'child' }), ['parents', 'consular']],
    ['the translator of 11962: translation languages', party({ role: 'translator' }), ['consular', 'translationLanguages', 'notSigning']],
    ['an attorney of 101: rights and delegation', party({ role: 'attorney' }), ['consular', 'attorneyRights', 'notSigning']],
    ['the spouse of 15003: marriage data', party({ role: 'spouse' }), ['consular', 'marriage', 'notSigning']],
    ['the consenting spouse of 15003: marriage data', party({ role: 'consenting_spouse' }), ['consular', 'marriage', 'notSigning']],
    ['a legal entity buyer: state body or manager, branch', party({ kind: 'legal' }), ['stateBody', 'branch']],
    ['a legal entity pledgee through a representative', party({ role: 'pledgee', kind: 'legal', represented: true }), ['proxyDocument', 'stateBody', 'branch']],
    ['a sign-language interpreter: consular registration, reason for not signing', party({ role: 'sign_interpreter' }), ['consular', 'notSigning']],
  ])('%s', (_, context, groups) => {
    expect(partyDetailGroups(context)).toEqual(groups);
  });
});

describe('the sign-language interpreter (spec §3 Party "sign-language interpreter", §6 "interpreter")', () => {
  it('may join every act type, after the roles of the type, as a party of its own', () => {
    for (const [type, roles] of Object.entries(OTHER_PARTY_ROLES)) {
      expect(allowedPartyRoles(Number(type) as keyof typeof OTHER_PARTY_ROLES)).toEqual([...roles, 'sign_interpreter']);
    }
  });
});

describe('party details schema (spec §3 Party; §5 date, date-time and incomplete-date masks)', () => {
  it.each<[string, unknown, string | null]>([
    [
      'parents with unknown days and months (XX.05.1990, XX.XX.1962)',
      { parents: { fatherName: 'Karimov Anvar', fatherBirthDate: 'XX.XX.1962', motherName: 'Karimova Dilnoza', motherBirthDate: 'xx.05.1990' } },
      null,
    ],
    [
      'a parent’s birth date with a malformed mask',
      { parents: { fatherName: 'Karimov Anvar', fatherBirthDate: 'X5.05.1990', motherName: '', motherBirthDate: '' } },
      'error_invalid_incomplete_date',
    ],
    [
      'a parent’s impossible known date',
      { parents: { fatherName: '', fatherBirthDate: '', motherName: 'Karimova Dilnoza', motherBirthDate: '31.02.1990' } },
      'error_invalid_incomplete_date',
    ],
    ['parents without any name', { parents: { fatherName: '', fatherBirthDate: '', motherName: '', motherBirthDate: '' } }, 'error_required'],
    [
      'a birth date without the parent’s name',
      { parents: { fatherName: '', fatherBirthDate: 'XX.05.1990', motherName: 'Karimova Dilnoza', motherBirthDate: '' } },
      'error_required',
    ],
    [
      'consular registration at a date and time',
      { consular: { countryId: 3, consulate: 'Bosh konsullik, Sankt-Peterburg', registeredAt: '12.03.2021 10:15:00' } },
      null,
    ],
    [
      'consular registration without the time',
      { consular: { countryId: 3, consulate: 'Bosh konsullik', registeredAt: '12.03.2021' } },
      'error_invalid_datetime',
    ],
    [
      'marriage registered at a date and time',
      { marriage: { certificateNumber: 'I-TN 123456', registeredAt: '01.06.2015 11:00:00', office: 'Yunusobod FHDYo' } },
      null,
    ],
    [
      'marriage registered at 25 o’clock',
      { marriage: { certificateNumber: 'I-TN 123456', registeredAt: '01.06.2015 25:00:00', office: 'Yunusobod FHDYo' } },
      'error_invalid_datetime',
    ],
    ['translation languages from the list', { translationLanguages: ['en', 'uz'] }, null],
    ['a language not on the list', { translationLanguages: ['xx'] }, 'error_invalid_value'],
    ['the same language twice', { translationLanguages: ['en', 'en'] }, 'error_invalid_value'],
    ['no language', { translationLanguages: [] }, 'error_required'],
    ['the proxy document', { proxyDocument: { number: '12-345', date: '01.02.2024', issuer: 'Notarius Aliyev' } }, null],
    ['the proxy document on 30.02', { proxyDocument: { number: '12-345', date: '30.02.2024', issuer: 'Notarius Aliyev' } }, 'error_invalid_date'],
    ['attorney rights with delegation', { attorneyRights: { rights: ['use', 'drive'], delegation: true } }, null],
    ['attorney rights not on the list', { attorneyRights: { rights: ['fly'], delegation: false } }, 'error_invalid_value'],
    ['the manager signs', { stateBody: { basis: 'manager', name: 'Direktor' } }, null],
    ['a basis not on the list', { stateBody: { basis: 'friend', name: 'Direktor' } }, 'error_required'],
    ['a branch', { branch: { name: 'Samarqand filiali', address: '' } }, null],
    ['not signing, a signer by pin', { notSigning: { reason: 'Ko‘rish qobiliyati yo‘q', signerPin: '40211922651010' } }, null],
    ['not signing, the signer’s pin too short', { notSigning: { reason: 'Ko‘rish qobiliyati yo‘q', signerPin: '4021192265' } }, 'error_wrong_pin_length'],
    ['a group removed', { marriage: null }, null],
  ])('%s', (_, input, problem) => {
    const result = v.safeParse(PartyDetailsSchema, input);
    expect(result.success ? null : result.issues[0].message).toBe(problem);
  });

  it('keeps an incomplete date upper-cased, as the mask shows it', () => {
    const parsed = v.parse(PartyDetailsSchema, { parents: { fatherName: 'A', fatherBirthDate: 'xx.xx.1962', motherName: '', motherBirthDate: '' } });
    expect(parsed.parents?.fatherBirthDate).toBe('XX.XX.1962');
  });
});

describe('the server’s checks of a party’s details', () => {
  it.each<[string, PartyDetailContext, Parameters<typeof inapplicableDetailGroups>[1], string[]]>([
    [
      'marriage data for a buyer is refused',
      party({}),
      { marriage: { certificateNumber: '1', registeredAt: '01.06.2015 11:00:00', office: 'X' } },
      ['marriage'],
    ],
    [
      'parents for an adult party are refused',
      party({ role: 'companion' }),
      { parents: { fatherName: 'A', fatherBirthDate: '', motherName: '', motherBirthDate: '' } },
      ['parents'],
    ],
    ['a branch for an individual is refused', party({}), { branch: { name: 'X', address: '' } }, ['branch']],
    ['removing a group that does not apply is no problem', party({}), { marriage: null }, []],
    ['languages for the translator are fine', party({ role: 'translator' }), { translationLanguages: ['en'] }, []],
  ])('%s', (_, context, details, groups) => {
    expect(inapplicableDetailGroups(context, details)).toEqual(groups);
  });

  it.each<[string, ActTypeId, string[], string[]]>([
    ['spec §5: a general power of attorney 11651 gives an attorney no disposal right', 11651, ['use', 'sell'], ['general_proxy_disposal_forbidden']],
    ['spec §5: a real-estate power of attorney 105 gives no pledge right', 105, ['manage', 'pledge'], ['real_estate_proxy_right_forbidden']],
    ['a vehicle power of attorney 101 may give selling', 101, ['drive', 'sell'], []],
  ])('%s', (_, type, rights, codes) => {
    const details = v.parse(PartyDetailsSchema, { attorneyRights: { rights, delegation: false } }) as PartyDetails;
    expect(attorneyRightsIssues(type, details).map((found) => found.code)).toEqual(codes);
  });

  it('merges an edit: an absent group stays, null removes, a value replaces', () => {
    const stored: PartyDetails = { branch: { name: 'A', address: '' }, translationLanguages: ['en'] };
    expect(mergePartyDetails(stored, { branch: null, translationLanguages: ['de'] })).toEqual({ translationLanguages: ['de'] });
    expect(mergePartyDetails(stored, {})).toEqual(stored);
  });

  it('reads stored details back, dropping a group that no longer parses', () => {
    expect(readPartyDetails({ branch: { name: 'A', address: '' }, marriage: { certificateNumber: 1 }, other: 1 })).toEqual({
      branch: { name: 'A', address: '' },
    });
    expect(readPartyDetails(null)).toEqual({});
  });
});
