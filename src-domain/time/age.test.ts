import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date.ts';
import { ageOn } from './age.ts';

const day = (text: string) => {
  const date = parseDate(text);
  if (!date) throw new Error(`bad fixture ${text}`);
  return date;
};

describe('ageOn', () => {
  it.each([
    ['10.05.2010', '09.05.2025', 14],
    ['10.05.2010', '10.05.2025', 15],
    ['10.05.2010', '11.05.2025', 15],
    ['31.12.2009', '01.01.2025', 15],
    ['01.01.2010', '31.12.2024', 14],
    ['29.02.2008', '27.02.2023', 14],
    ['29.02.2008', '28.02.2023', 15],
    ['29.02.2008', '28.02.2024', 15],
    ['29.02.2008', '29.02.2024', 16],
    ['15.06.2024', '15.06.2024', 0],
  ])('someone born %s is, on %s, %i full years old (spec §5, §9 independent travel from 15)', (birth, on, age) => {
    expect(ageOn(day(birth), day(on))).toBe(age);
  });

  it('refuses a date before birth', () => {
    expect(() => ageOn(day('10.05.2010'), day('09.05.2010'))).toThrow(RangeError);
  });
});
