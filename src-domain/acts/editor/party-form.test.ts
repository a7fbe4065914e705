import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddPartyBodySchema } from '../../http/routes/acts-bodies.ts';
import { firstIssues } from './form-issues.test-support.ts';
import { newParty, partyAddSchema, partyEditSchema, partyFormOf, type PartyFormValues } from './party-form.ts';

/** Malika (README demo logins): ID card AD 2345678 — document type 8 (ID card). */
const malika = (overrides: Partial<PartyFormValues> = {}): PartyFormValues => ({
  ...newParty(1),
  pin: '40211922651010',
  docType: '8',
  docSeries: 'AD',
  docNumber: '2345678',
  ...overrides,
});

describe('party form → POST /api/acts/:uuid/parties body (spec §3 Party, §5)', () => {
  it('starts as an individual buyer of a vehicle sale, meeting the notary', () => {
    expect(newParty(1)).toMatchObject({ kind: 'individual', role: 'buyer', participationType: '1', isPayer: false });
    expect(newParty(101).role).toBe('attorney');
  });

  it('gives the server’s body: numbers for the selects, nulls for what was not filled', () => {
    const body = v.parse(partyAddSchema, malika({ docSeries: 'ad', isPayer: true, participationType: '2', relationship: 'sibling' }));
    expect(body).toEqual({
      kind: 'individual',
      pin: '40211922651010',
      role: 'buyer',
      docType: 8,
      docSeries: 'AD',
      docNumber: '2345678',
      representativePin: null,
      participationType: 2,
      isPayer: true,
      relationship: 'sibling',
      details: {},
    });
    expect(v.is(AddPartyBodySchema, body)).toBe(true);
  });

  it('asks for pin and document type with the domain keys', () => {
    expect(firstIssues(partyAddSchema, malika({ pin: '', docType: '' }))).toEqual([
      ['pin', 'error_required_pin'],
      ['docType', 'error_required'],
    ]);
  });

  it.each<[string, Partial<PartyFormValues>, [string, string]]>([
    ['a pin of 13 digits', { pin: '4021192265101' }, ['pin', 'error_wrong_pin_length']],
    ['an ID card number of 6 digits (types 1, 8 …: exactly 7)', { docNumber: '234567' }, ['docNumber', 'error_wrong_docnum_length']],
    ['letters in an ID card number', { docNumber: '23A5678' }, ['docNumber', 'error_docnum_digits_only']],
    ['a birth certificate number of 5 digits (type 0: 6 to 7)', { docType: '0', docSeries: 'I-TN', docNumber: '12345' }, ['docNumber', 'error_too_short']],
    ['a passport series typed in Cyrillic', { docSeries: 'АД' }, ['docSeries', 'error_passserial_latin_only']],
    ['a passport series of 1 letter', { docSeries: 'A' }, ['docSeries', 'error_wrong_passserial_length']],
    [
      'no series for a document of another type (the registry holds one for every document)',
      { docType: '99', docSeries: '', docNumber: 'AB-12' },
      ['docSeries', 'error_required'],
    ],
    ['a representative pin of 5 digits', { representativePin: '12345' }, ['representativePin', 'error_wrong_pin_length']],
    ['a legal entity without a 9-digit inn', { kind: 'legal', inn: '12345' }, ['inn', 'error_wrong_inn_length']],
  ])('refuses %s', (_name, overrides, issue) => {
    expect(firstIssues(partyAddSchema, malika(overrides))).toEqual([issue]);
  });

  it('takes any other document’s number of up to 20 characters, upper-cased', () => {
    expect(v.parse(partyAddSchema, malika({ docType: '99', docSeries: 'x-1', docNumber: 'ab-12' })).docNumber).toBe('AB-12');
  });

  it('sends a legal entity by inn with its signer’s pin and document', () => {
    expect(v.parse(partyAddSchema, malika({ kind: 'legal', inn: '301234567' }))).toMatchObject({ kind: 'legal', inn: '301234567', pin: '40211922651010' });
  });
});

describe('party form → PATCH body and back', () => {
  it('edits all but who the party is: no pin, kind or document', () => {
    const body = v.parse(partyEditSchema, malika({ isPayer: true }));
    expect(body).not.toHaveProperty('pin');
    expect(body).not.toHaveProperty('kind');
    expect(body).not.toHaveProperty('docNumber');
    expect(body).toMatchObject({ isPayer: true, role: 'buyer' });
  });

  it('reads a party of the details answer; the document, which is not edited, stays empty', () => {
    const values = partyFormOf({
      kind: 'individual',
      role: 'buyer',
      pin: '40211922651010',
      inn: null,
      representativePin: null,
      participationType: 2,
      isPayer: true,
      relationship: 'none',
    });
    expect(values).toMatchObject({ docType: '', docNumber: '', participationType: '2', relationship: 'none', isPayer: true });
  });
});

describe('the §3 party fields in the party form (docs/decisions/0051-party-details.md)', () => {
  const withDetails = (overrides: Partial<PartyFormValues>, details: (form: PartyFormValues['details']) => void): PartyFormValues => {
    const form = malika(overrides);
    details(form.details);
    return form;
  };

  it('sends the groups that apply to the role and are filled, the date-time as typed', () => {
    const form = withDetails({ role: 'spouse' }, (details) => {
      details.marriage = { certificateNumber: 'I-TN 123456', registeredAt: '01.06.2015 11:00:00', office: 'Yunusobod FHDYo' };
      details.branch = { name: 'ignored: a person has no branch', address: '' };
    });
    expect(v.parse(partyAddSchema, form).details).toEqual({
      marriage: { certificateNumber: 'I-TN 123456', registeredAt: '01.06.2015 11:00:00', office: 'Yunusobod FHDYo' },
    });
  });

  it.each<[string, Partial<PartyFormValues>, (details: PartyFormValues['details']) => void, [string, string]]>([
    [
      'a malformed incomplete birth date of a child’s parent (spec §5 incomplete-date mask)',
      { role: 'child' },
      (details) => (details.parents = { fatherName: 'Karimov Anvar', fatherBirthDate: 'X5.05.1990', motherName: '', motherBirthDate: '' }),
      ['details.parents.fatherBirthDate', 'error_invalid_incomplete_date'],
    ],
    [
      'a marriage registration without its time (spec §5 date-time mask)',
      { role: 'spouse' },
      (details) => (details.marriage = { certificateNumber: 'I-TN 1', registeredAt: '01.06.2015', office: 'FHDYo' }),
      ['details.marriage.registeredAt', 'error_invalid_datetime'],
    ],
    [
      'a consular registration without its country',
      {},
      (details) => (details.consular = { countryId: '', consulate: 'Bosh konsullik', registeredAt: '01.06.2015 11:00:00' }),
      ['details.consular.countryId', 'error_required'],
    ],
  ])('refuses %s at the field', (_name, overrides, details, issue) => {
    expect(firstIssues(partyAddSchema, withDetails(overrides, details))).toEqual([issue]);
  });

  it('accepts XX.05.1990 for a parent’s birth date', () => {
    const form = withDetails({ role: 'child' }, (details) => {
      details.parents = { fatherName: '', fatherBirthDate: '', motherName: 'Karimova Dilnoza', motherBirthDate: 'xx.05.1990' };
    });
    expect(v.parse(partyAddSchema, form).details?.parents?.motherBirthDate).toBe('XX.05.1990');
  });

  it('on an edit removes what is emptied or no longer applies, and keeps a group the viewer may not read', () => {
    const form = withDetails({ role: 'buyer', hiddenDetails: ['notSigning'] }, () => undefined);
    const details = v.parse(partyEditSchema, form).details ?? {};
    expect(details).not.toHaveProperty('notSigning');
    expect(details).toMatchObject({ consular: null, marriage: null, branch: null, parents: null });
  });
});
