import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentNumberRule, documentNumberSchema } from './document-number.ts';

describe('documentNumberRule', () => {
  it('gives type 0 six to seven digits (spec §5)', () => {
    expect(documentNumberRule(0)).toEqual({ minLength: 6, maxLength: 7, digitsOnly: true });
  });

  it.each([1, 6, 8, 46, 47, 48, 60, 1001, 1002, 1003, 1004, 20, 70])('gives type %i exactly 7 (spec §5)', (docType) => {
    expect(documentNumberRule(docType)).toEqual({ minLength: 7, maxLength: 7, digitsOnly: true });
  });

  it.each([2, 5, 7, 9, 45, 49, 61, 1000, 1005, 21, 71, 999])('gives the other type %i 0 to 20 characters (spec §5)', (docType) => {
    expect(documentNumberRule(docType)).toEqual({ minLength: 0, maxLength: 20, digitsOnly: false });
  });
});

describe('documentNumberSchema', () => {
  it.each([
    [0, '123456', '123456'],
    [0, '1234567', '1234567'],
    [1, '1234567', '1234567'],
    [1004, ' 7654321 ', '7654321'],
    [2, '', ''],
    [2, 'ab-12/c', 'AB-12/C'],
    [2, 'x'.repeat(20), 'X'.repeat(20)],
  ])('accepts for type %i the number %j as %j, always upper-cased (spec §5)', (docType, input, output) => {
    expect(v.parse(documentNumberSchema(docType), input)).toBe(output);
  });

  it.each([
    [0, '', 'error_required_docnum', 'an empty number for type 0'],
    [0, '12345', 'error_too_short', '5 digits for type 0'],
    [0, '12345678', 'error_too_long', '8 digits for type 0'],
    [0, '12345A', 'error_docnum_digits_only', 'a letter for type 0'],
    [1, '', 'error_required_docnum', 'an empty number for type 1'],
    [46, '123456', 'error_wrong_docnum_length', '6 digits for type 46'],
    [70, '12345678', 'error_wrong_docnum_length', '8 digits for type 70'],
    [60, 'AB12345', 'error_docnum_digits_only', 'letters for type 60'],
    [5, 'A'.repeat(21), 'error_too_long', '21 characters for another type'],
  ])('rejects for type %i the number %j with %s: %s (spec §5)', (docType, input, key, _what) => {
    expect(v.safeParse(documentNumberSchema(docType), input).issues?.[0]?.message).toBe(key);
  });
});
