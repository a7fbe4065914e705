import { describe, expect, it } from 'vitest';
import { DEMO_CAST } from './demo-cast.ts';
import { centuryDigit, isWellFormedPin, makePin } from './pin.ts';

describe('personal identification numbers', () => {
  it.each([
    ['1984-04-12', 'male', '3'],
    ['1987-07-03', 'female', '4'],
    ['2010-03-14', 'male', '5'],
    ['2018-06-25', 'female', '6'],
  ] as const)('someone born %s (%s) gets first digit %s', (birth, gender, digit) => {
    expect(centuryDigit(birth, gender)).toBe(digit);
  });

  it('puts the birth date as DDMMYY after the first digit and ends with a check digit', () => {
    const pin = makePin('1984-04-12', 'male', '264', '101');
    expect(pin).toBe('31204842641014');
    expect(isWellFormedPin(pin)).toBe(true);
    expect(isWellFormedPin('31204842641015')).toBe(false);
  });

  it.each(Object.values(DEMO_CAST).map((p) => [p.key, p.pin] as const))('demo pin of %s is well formed', (_key, pin) => {
    expect(isWellFormedPin(pin)).toBe(true);
  });
});
