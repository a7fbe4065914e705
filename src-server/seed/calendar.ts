import type { Random } from './random.ts';

/**
 * Day arithmetic on ISO dates (YYYY-MM-DD) for generated data. All dates are relative to the
 * seed's fixed `today`, never the clock, so a seed gives the same rows on any day.
 */
const DAY_MS = 86_400_000;

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `years` later; 29 February falls back to 28 February in common years. */
export function addYears(date: string, years: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = isoDate(year + years, month, day);
  return target.slice(5, 7) === date.slice(5, 7) ? target : isoDate(year + years, month, day - 1);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A day in [from, to], both included. */
export function randomDate(random: Random, from: string, to: string): string {
  return addDays(from, random.int(0, Math.max(0, daysBetween(from, to))));
}

/** An instant on `date` during office hours, Tashkent time (UTC+5), as ISO UTC. */
export function officeInstant(random: Random, date: string): string {
  const minutes = random.int(9 * 60, 18 * 60 - 1) - 5 * 60;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date}T${hh}:${mm}:${random.digits(2).replace(/^[6-9]/, '5')}.000Z`;
}

/** Whole years from `birth` to `on`. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}
