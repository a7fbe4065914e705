import { describe, expect, it } from 'vitest';
import { type ActViewerRole, disclosePartyData, maskTail, partyDisclosure, type PartyDisclosure, type PartyPersonalData } from './party-disclosure.ts';

const APPLICANT = '31204842641014';
const DILNOZA = '40307872641019';
const MALIKA = '40211922651010';

const dilnoza: PartyPersonalData = {
  fullName: 'Karimova Dilnoza Rustam qizi',
  pin: DILNOZA,
  docSeries: 'AD',
  docNumber: '1122334',
  docDate: '2021-02-10',
  docIssuer: 'Yunusobod IIB',
  regAddress: 'Toshkent, Amir Temur 108-45',
  actAddress: 'Toshkent, Amir Temur 108-45',
  phone: '935557788',
  representativePin: null,
};

describe('who reads what of a party on an act (docs/architecture.md "Trust", docs/security.md "Act details")', () => {
  it.each<[string, ActViewerRole, string, string, PartyDisclosure]>([
    ['the person themself', 'party', DILNOZA, DILNOZA, 'whole'],
    ['the applicant themself', 'applicant', APPLICANT, APPLICANT, 'whole'],
    ['the act’s notary, who registers it (spec §4 step 8)', 'notary', '43009752641016', DILNOZA, 'whole'],
    ['the applicant, who typed the party’s pin and matching document', 'applicant', APPLICANT, DILNOZA, 'counterpart'],
    ['a party looking at the applicant who invited them', 'party', DILNOZA, APPLICANT, 'inviter'],
    ['a party looking at another party', 'party', MALIKA, DILNOZA, 'stranger'],
    ['an administrator reading the act', 'admin', '30512802681015', DILNOZA, 'stranger'],
    ['an administrator looking at the applicant', 'admin', '30512802681015', APPLICANT, 'inviter'],
  ])('%s → %s', (_who, role, viewerPin, personPin, expected) => {
    expect(partyDisclosure({ role, pin: viewerPin }, personPin, APPLICANT)).toBe(expected);
  });

  it('gives the whole row to the person and the notary', () => {
    expect(disclosePartyData(dilnoza, 'whole')).toEqual(dilnoza);
  });

  it('names the party to the applicant but keeps her document masked, her phone and addresses out', () => {
    expect(disclosePartyData(dilnoza, 'counterpart')).toEqual({
      ...dilnoza,
      docSeries: null,
      docNumber: '*****34',
      docDate: null,
      docIssuer: null,
      regAddress: null,
      actAddress: null,
      phone: null,
    });
  });

  it('shows another party only by initials and a masked pin', () => {
    expect(disclosePartyData({ ...dilnoza, representativePin: MALIKA }, 'stranger')).toMatchObject({
      fullName: 'K*** D***',
      pin: '************19',
      docNumber: '*****34',
      phone: null,
      representativePin: '************10',
    });
  });

  it('names the inviter in full, without pin or contacts', () => {
    expect(disclosePartyData(dilnoza, 'inviter')).toMatchObject({
      fullName: 'Karimova Dilnoza Rustam qizi',
      pin: '************19',
      phone: null,
      regAddress: null,
    });
  });

  it.each([
    ['1122334', '*****34'],
    ['12', '12'],
    ['', ''],
  ])('maskTail(%j) → %j', (text, masked) => {
    expect(maskTail(text)).toBe(masked);
  });
});

describe('a party’s §3 details follow the passport (docs/decisions/0051-party-details.md)', () => {
  const details = {
    marriage: { certificateNumber: 'I-TN 123456', registeredAt: '01.06.2015 11:00:00', office: 'Yunusobod FHDYo' },
    notSigning: { reason: 'Ko‘rish qobiliyati yo‘q', signerPin: MALIKA },
    translationLanguages: ['en' as const, 'uz' as const],
  };

  it('are read whole by the person and the notary', () => {
    expect(disclosePartyData({ ...dilnoza, details }, 'whole').details).toEqual(details);
  });

  it.each<PartyDisclosure>(['counterpart', 'inviter', 'stranger'])(
    'show a %s only that the personal groups are filled; the act’s groups stay',
    (disclosure) => {
      const shown = disclosePartyData({ ...dilnoza, details }, disclosure);
      expect(shown.details).toEqual({ translationLanguages: ['en', 'uz'] });
      expect(shown.hiddenDetails).toEqual(['marriage', 'notSigning']);
    },
  );
});
