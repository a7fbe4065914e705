import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MASKS, type MaskName } from './masks.ts';
import { AmountTextSchema, CardExpiryTextSchema, maskedTextSchema } from './masked-text-schemas.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('maskedTextSchema', () => {
  it.each<[MaskName, string, string]>([
    ['phone', '(90) 123 45 67', '(90) 123 45 67'],
    ['vehicleNumber', '01a123bc', '01A123BC'],
    ['techPassportSeries', 'aafbc', 'AAFBC'],
    ['cadastreNumber', '11:14:04:01:01:1630', '11:14:04:01:01:1630'],
  ])('accepts for the %s mask %j as %j (spec §5)', (name, input, output) => {
    expect(v.parse(maskedTextSchema(MASKS[name]), input)).toBe(output);
  });

  it.each<[MaskName, string, string]>([
    ['phone', '', 'error_required'],
    ['phone', '(90) 123 45', 'error_incomplete_value'],
    ['date', '31.12', 'error_incomplete_value'],
    ['cadastreNumber', '11-14', 'error_invalid_value'],
    ['vehicleNumber', '01А123', 'error_invalid_value'],
  ])('rejects for the %s mask %j with %s (spec §5)', (name, input, key) => {
    expect(firstMessage(maskedTextSchema(MASKS[name]), input)).toBe(key);
  });
});

describe('CardExpiryTextSchema', () => {
  it.each([
    ['12/27', 'accepted'],
    ['', 'error_required'],
    ['13/27', 'error_invalid_card_expiry'],
    ['00/27', 'error_invalid_card_expiry'],
  ])('checks %j: %s (spec §5 card expiry MM/YY)', (input, key) => {
    expect(firstMessage(CardExpiryTextSchema, input) ?? 'accepted').toBe(key);
  });
});

describe('AmountTextSchema', () => {
  it.each([
    ['1 234 567.89', 123_456_789],
    ['0.5', 50],
  ])('reads %j as %i tiyin (spec §5 currency input)', (input, tiyin) => {
    expect(v.parse(AmountTextSchema, input)).toBe(tiyin);
  });

  it.each([
    ['', 'error_required'],
    ['1.234', 'error_invalid_amount'],
    ['ten', 'error_invalid_amount'],
  ])('rejects %j with %s', (input, key) => {
    expect(firstMessage(AmountTextSchema, input)).toBe(key);
  });
});
