import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PASSPORT_SERIES_PLACEHOLDER, PassportSeriesSchema } from './passport-series.ts';

describe('PassportSeriesSchema', () => {
  it.each([
    ['AA', 'AA'],
    ['ab', 'AB'],
    ['aD', 'AD'],
    [' ka ', 'KA'],
  ])('accepts %j as the upper-cased series %j (spec §5)', (input, output) => {
    expect(v.parse(PassportSeriesSchema, input)).toBe(output);
  });

  it.each([
    ['', 'error_required_passserial', 'an empty series'],
    [undefined, 'error_required_passserial', 'a missing series'],
    ['A', 'error_wrong_passserial_length', 'a series of 1 letter'],
    ['ABC', 'error_wrong_passserial_length', 'a series of 3 letters'],
    ['АА', 'error_passserial_latin_only', 'a series typed in Cyrillic'],
    ['Aқ', 'error_passserial_latin_only', 'a series with an Uzbek Cyrillic letter'],
    ['A1', 'error_passserial_letters_only', 'a series with a digit'],
    ['Ä B', 'error_passserial_letters_only', 'a series with a non-Latin letter'],
  ])('rejects %j with %s: %s (spec §5)', (input, key, _what) => {
    expect(v.safeParse(PassportSeriesSchema, input).issues?.[0]?.message).toBe(key);
  });

  it('shows AA as the placeholder (spec §5)', () => {
    expect(PASSPORT_SERIES_PLACEHOLDER).toBe('AA');
  });
});
