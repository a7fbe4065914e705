/** Largest number the word forms can name: scales reach the trillions. */
export const MAX_WORDS_NUMBER = 999_999_999_999_999;

/** 1234567 → [567, 234, 1]: groups of three digits, lowest first. */
export function threeDigitGroups(value: number): number[] {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_WORDS_NUMBER) {
    throw new RangeError(`Cannot spell ${value}: expected an integer from 0 to ${MAX_WORDS_NUMBER}`);
  }
  const groups: number[] = [];
  let rest = value;
  do {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return groups;
}
