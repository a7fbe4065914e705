import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS } from '../act-types.ts';
import { CreateActBodySchema } from '../../http/routes/acts-bodies.ts';
import { firstIssues } from './form-issues.test-support.ts';
import { generalInfoCreateSchema, generalInfoEditSchema, generalInfoOf, newGeneralInfo, type GeneralInfoFormValues } from './general-info-form.ts';

const form = (overrides: Partial<GeneralInfoFormValues> = {}): GeneralInfoFormValues => ({
  ...newGeneralInfo({ actTypeId: 1, phone: '901234567' }),
  ...overrides,
});

const issues = (values: GeneralInfoFormValues) => firstIssues(generalInfoCreateSchema, values);

describe('general-info form → POST /api/acts body (spec §3 Notarial act, §5)', () => {
  it('starts in person, automatic notary, the phone in the (99) 999 99 99 mask', () => {
    expect(form()).toMatchObject({ actTypeId: '1', regtype: '1', notaryChoice: 'auto', clientPhone: '(90) 123 45 67' });
  });

  it('gives the server’s body: numbers for the selects, bare phone digits, the sale price in tiyin', () => {
    const result = v.parse(generalInfoCreateSchema, form({ extras: { totalSumTiyin: '145 000 000.00' } }));
    expect(result).toEqual({
      actTypeId: 1,
      simplified: false,
      regtype: 1,
      language: 'oz',
      clientPhone: '901234567',
      notaryChoice: 'auto',
      extras: { totalSumTiyin: 14_500_000_000 },
    });
    expect(v.is(CreateActBodySchema, result)).toBe(true);
  });

  it('names the missing type and phone with the domain keys', () => {
    expect(issues(form({ actTypeId: '', clientPhone: '' }))).toEqual([
      ['actTypeId', 'error_required'],
      ['clientPhone', 'error_required_phone'],
    ]);
  });

  it('refuses an incomplete phone (spec §5: 9 digits)', () => {
    expect(issues(form({ clientPhone: '(90) 123' }))).toEqual([['clientPhone', 'error_wrong_phone_length']]);
  });

  it('asks for the notary when it is chosen by hand (the server’s rule, same path)', () => {
    expect(issues(form({ notaryChoice: 'manual', notaryId: '' }))).toEqual([['notaryId', 'error_required']]);
    expect(v.parse(generalInfoCreateSchema, form({ notaryChoice: 'manual', notaryId: '12' }))).toMatchObject({ notaryChoice: 'manual', notaryId: 12 });
  });

  it('drops a notary picked earlier when the choice went back to automatic', () => {
    expect(v.parse(generalInfoCreateSchema, form({ notaryChoice: 'auto', notaryId: '12' }))).not.toHaveProperty('notaryId');
  });

  it('checks the extras as typed: a date that does not exist, an amount with 3 decimals', () => {
    expect(issues(form({ actTypeId: '101', extras: { validFrom: '31.02.2027', validUntil: '' } }))).toEqual([['extras.validFrom', 'error_invalid_date']]);
    expect(issues(form({ extras: { totalSumTiyin: '1.234' } }))).toEqual([['extras.totalSumTiyin', 'error_invalid_amount']]);
    // A contract's percent (spec §3 credit): up to 100, two decimals at most.
    expect(issues(form({ actTypeId: '9', extras: { percent: '120' } }))).toEqual([['extras.percent', 'error_invalid_value']]);
    expect(issues(form({ actTypeId: '9', extras: { percent: '22.555' } }))).toEqual([['extras.percent', 'error_invalid_value']]);
  });

  it('leaves unfilled extras out and sends only the fields of the chosen type', () => {
    expect(
      v.parse(generalInfoCreateSchema, form({ actTypeId: '101', extras: { validFrom: '01.12.2026', validUntil: '', totalSumTiyin: '5' } })).extras,
    ).toEqual({ validFrom: '01.12.2026' });
  });

  it('a simplified act is registered in person only (docs/decisions simplified act)', () => {
    expect(issues(form({ simplified: true, regtype: '2' }))).toEqual([['regtype', 'error_invalid_value']]);
    expect(v.parse(generalInfoCreateSchema, form({ simplified: true }))).toMatchObject({ simplified: true, regtype: 1 });
  });

  it.each(ACT_TYPE_IDS)('type %i: a form with every simple extra filled passes the server’s extras schema', async (type) => {
    const { SIMPLE_EXTRAS_FIELDS, isValidExtras } = await import('./extras-fields.ts');
    const sample = { date: '01.12.2026', money: '1 000.50', count: '3', percent: '22,5', text: 'Matn', language: 'en' } as const;
    const extras = Object.fromEntries(SIMPLE_EXTRAS_FIELDS[type].map((field) => [field.name, sample[field.kind]]));
    const body = v.parse(generalInfoCreateSchema, form({ actTypeId: String(type), extras }));
    expect(Object.keys(body.extras ?? {})).toHaveLength(SIMPLE_EXTRAS_FIELDS[type].length);
    expect(isValidExtras(type, body.extras)).toBe(true);
  });
});

describe('general-info form → PATCH /api/acts/:uuid body', () => {
  it('sends what may change; type and notary stay (the notary has its own call)', () => {
    const result = v.parse(generalInfoEditSchema, form({ regtype: '2', language: 'ru' }));
    expect(result).toEqual({ regtype: 2, language: 'ru', clientPhone: '901234567', simplified: false, extras: {} });
  });

  it('reads an act back into the form, sums as currency text', () => {
    const values = generalInfoOf({
      actTypeId: 1,
      simplified: false,
      regtypeId: 2,
      language: 'uz',
      clientPhone: '901234567',
      notaryChoice: 'manual',
      notary: { id: 4 },
      extras: { totalSumTiyin: 14_500_000_000 },
    });
    expect(values).toEqual({
      actTypeId: '1',
      simplified: false,
      regtype: '2',
      language: 'uz',
      clientPhone: '(90) 123 45 67',
      notaryChoice: 'manual',
      notaryId: '4',
      extras: { totalSumTiyin: '145 000 000,00' },
    });
  });
});
