import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActCheckResponseSchema, ActSearchQuerySchema, ActVerifyQuerySchema } from './search-act.ts';
import { InheritanceSearchQuerySchema } from './search-inheritance.ts';

/** The first problem of each field: what the 400 and the form show. */
function messages(schema: v.GenericSchema, input: unknown) {
  const first = new Map<string, string>();
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first];
}

describe('act check contract (spec screen 11)', () => {
  it('takes a registry number and a DD.MM.YYYY date', () => {
    expect(v.parse(ActSearchQuerySchema, { regnum: ' 0012500001 ', regdate: '10.12.2025' })).toEqual({ regnum: '0012500001', regdate: '10.12.2025' });
  });

  it('says which field is missing or wrong', () => {
    expect(messages(ActSearchQuerySchema, {})).toEqual([
      ['regnum', 'error_required'],
      ['regdate', 'error_required'],
    ]);
    expect(messages(ActSearchQuerySchema, { regnum: '00125 00001', regdate: '31.02.2025' })).toEqual([
      ['regnum', 'error_invalid_value'],
      ['regdate', 'error_invalid_date'],
    ]);
  });

  it('takes a QR check code of 16 hex digits in either case', () => {
    expect(v.parse(ActVerifyQuerySchema, { regnum: '0012500001', code: 'ABCDEF0123456789' }).code).toBe('abcdef0123456789');
    expect(messages(ActVerifyQuerySchema, { regnum: '0012500001', code: 'xyz' })).toEqual([['code', 'error_invalid_value']]);
  });

  it('answers either not found or the public facts with the login-required flag', () => {
    expect(v.parse(ActCheckResponseSchema, { found: false })).toEqual({ found: false });
    const name = { oz: 'a', uz: 'а', ru: 'а' };
    expect(
      v.is(ActCheckResponseSchema, {
        found: true,
        regnum: '1',
        regdate: '2025-12-10',
        office: { name, address: name },
        state: 'active',
        signedElectronically: false,
        loginRequiredForDetails: true,
      }),
    ).toBe(true);
    expect(
      v.is(ActCheckResponseSchema, {
        found: true,
        regnum: '1',
        regdate: '2025-12-10',
        office: { name, address: name },
        state: 'draft',
        signedElectronically: false,
        loginRequiredForDetails: true,
      }),
    ).toBe(false);
  });
});

describe('inheritance search contract', () => {
  it('searches by case number or by the deceased', () => {
    expect(v.parse(InheritanceSearchQuerySchema, { by: 'case', caseNumber: '145/2026' })).toEqual({ by: 'case', caseNumber: '145/2026' });
    expect(v.parse(InheritanceSearchQuerySchema, { by: 'deceased', name: "Tursunov Kamol Ergash o'g'li", deathDate: '15.08.2026' })).toMatchObject({
      by: 'deceased',
    });
    expect(messages(InheritanceSearchQuerySchema, { by: 'deceased', name: 'Tursunov 1' })).toEqual([
      ['name', 'error_invalid_value'],
      ['deathDate', 'error_required'],
    ]);
  });
});
