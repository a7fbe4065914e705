import { describe, expect, it } from 'vitest';
import { ACT_EXTRAS_SCHEMAS } from '../act-extras.ts';
import { ACT_TYPE_IDS } from '../act-types.ts';
import { ALL_EXTRAS_FIELDS, SIMPLE_EXTRAS_FIELDS, extrasFromText, extrasToText, isValidExtras } from './extras-fields.ts';

describe('simple per-type extras of the general-info form (spec §3 per-type extras)', () => {
  it('every field is one of the type’s extras in the server’s schema', () => {
    for (const type of ACT_TYPE_IDS) {
      const entries = Object.keys(ACT_EXTRAS_SCHEMAS[type].entries);
      for (const field of SIMPLE_EXTRAS_FIELDS[type]) expect(entries, `${type}.${field.name}`).toContain(field.name);
    }
  });

  it('a name means the same kind of field in every type', () => {
    const kinds = new Map<string, string>();
    for (const field of Object.values(SIMPLE_EXTRAS_FIELDS).flat()) {
      expect(kinds.get(field.name) ?? field.kind, field.name).toBe(field.kind);
      kinds.set(field.name, field.kind);
    }
    expect(ALL_EXTRAS_FIELDS.map((field) => field.name).sort()).toEqual([...kinds.keys()].sort());
  });

  it('goes to the body and back: sums in tiyin, counts as numbers, empty left out', () => {
    const body = extrasFromText(11962, { documentName: ' Diplom ', fromLanguage: '', toLanguage: 'ru', pageCount: '3' });
    expect(body).toEqual({ documentName: 'Diplom', toLanguage: 'ru', pageCount: 3 });
    expect(extrasToText(11962, body)).toEqual({ documentName: 'Diplom', fromLanguage: '', toLanguage: 'ru', pageCount: '3' });
    expect(extrasToText(1, { totalSumTiyin: 150_000_050 })).toEqual({ totalSumTiyin: '1 500 000,50' });
    expect(extrasToText(1, { totalSumTiyin: -5 })).toEqual({ totalSumTiyin: '' });
  });

  it('a contract’s percent goes as a number with either decimal sign, its term in whole months (spec §3 credit "percent, term")', () => {
    const body = extrasFromText(9, { loanSumTiyin: '50 000 000', percent: '22,5', termMonths: '24', purpose: '' });
    expect(body).toEqual({ loanSumTiyin: 5_000_000_000, percent: 22.5, termMonths: 24 });
    expect(isValidExtras(9, body)).toBe(true);
    expect(extrasToText(9, body)).toMatchObject({ loanSumTiyin: '50 000 000,00', percent: '22,5', termMonths: '24', purpose: '' });
  });
});
