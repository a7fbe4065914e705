import type { Gender } from './names.ts';

/**
 * Personal identification numbers (PINFL), 14 digits, as the civil registry builds them:
 * 1 digit for century and gender (3/4: men/women born 1900–1999, 5/6: 2000–2099), the birth
 * date as DDMMYY, 3 digits for the registering office, 3 for a serial, and a check digit
 * (weights 7, 3, 1 over the first 13 digits, sum mod 10).
 */
export function centuryDigit(birthDate: string, gender: Gender): string {
  const year = Number(birthDate.slice(0, 4));
  const base = year >= 2000 ? 5 : year >= 1900 ? 3 : 1;
  return String(gender === 'male' ? base : base + 1);
}

export function pinCheckDigit(first13: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < first13.length; i += 1) sum += Number(first13[i]) * (weights[i % 3] ?? 1);
  return String(sum % 10);
}

export function makePin(birthDate: string, gender: Gender, office: string, serial: string): string {
  const ddmmyy = birthDate.slice(8, 10) + birthDate.slice(5, 7) + birthDate.slice(2, 4);
  const first13 = centuryDigit(birthDate, gender) + ddmmyy + office.padStart(3, '0').slice(-3) + serial.padStart(3, '0').slice(-3);
  return first13 + pinCheckDigit(first13);
}

export function isWellFormedPin(pin: string): boolean {
  return /^\d{14}$/.test(pin) && pinCheckDigit(pin.slice(0, 13)) === pin[13];
}
