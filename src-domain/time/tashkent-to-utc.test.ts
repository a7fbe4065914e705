import { describe, expect, it } from 'vitest';
import { tashkentDateTimeToUtc } from './tashkent-to-utc.ts';

describe('tashkentDateTimeToUtc', () => {
  it.each([
    ['15.03.2024', '10:00', '2024-03-15T05:00:00.000Z'],
    ['15.03.2024', '04:59:30', '2024-03-14T23:59:30.000Z'],
    ['01.01.2025', '00:00', '2024-12-31T19:00:00.000Z'],
    ['01.07.2024', '14:30', '2024-07-01T09:30:00.000Z'],
  ])('reads the visit %s %s in Tashkent as the instant %s (spec §9)', (date, time, iso) => {
    expect(tashkentDateTimeToUtc(date, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ['31.02.2024', '10:00'],
    ['15.03.2024', '24:00'],
    ['2024-03-15', '10:00'],
  ])('refuses %s %s', (date, time) => {
    expect(tashkentDateTimeToUtc(date, time)).toBeNull();
  });
});
