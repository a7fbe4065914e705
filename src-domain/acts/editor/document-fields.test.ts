import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyMask } from '../../masks/apply-mask.ts';
import { documentNumberMask, documentSeriesMask, documentSeriesSchema, isPassportLike } from './document-fields.ts';

describe('document series and number fields (spec §5 document number length by type)', () => {
  it.each([1, 6, 8, 20, 46, 47, 48, 60, 70, 1001, 1002, 1003, 1004])('type %i is passport-like: 2-letter series', (type) => {
    expect(isPassportLike(type)).toBe(true);
    expect(documentSeriesMask(type).maxLength).toBe(2);
  });

  it.each([0, 99, 5])('type %i is not: a free series', (type) => {
    expect(isPassportLike(type)).toBe(false);
    expect(v.parse(documentSeriesSchema(type), 'i-tn')).toBe('I-TN');
    expect(v.parse(documentSeriesSchema(type), '')).toBe('');
  });

  it('a passport series: required, 2 Latin letters, Cyrillic named first (the login’s rule)', () => {
    expect(v.safeParse(documentSeriesSchema(8), '').issues?.[0]?.message).toBe('error_required_passserial');
    expect(v.safeParse(documentSeriesSchema(8), 'АД').issues?.[0]?.message).toBe('error_passserial_latin_only');
    expect(v.parse(documentSeriesSchema(8), 'ad')).toBe('AD');
  });

  it('the series field keeps Cyrillic letters, so the layout warning can show', () => {
    expect(applyMask(documentSeriesMask(8), 'аД1')).toBe('АД');
  });

  it.each<[number | null, string, string]>([
    [8, '23a45678x', '2345678'],
    [0, '1234567890', '1234567'],
    [99, 'ab-12 cd', 'AB-12CD'],
    [null, 'x'.repeat(25), 'X'.repeat(20)],
  ])('type %s: the number field keeps what the type allows', (type, typed, kept) => {
    expect(applyMask(documentNumberMask(type), typed)).toBe(kept);
  });
});
