import { describe, expect, it } from 'vitest';
import { parseDate, parseDateTime, parseIsoDate, parseTime } from './parse-date.ts';

describe('parseDate', () => {
  it.each([
    ['15.03.2024', { year: 2024, month: 3, day: 15 }],
    ['29.02.2024', { year: 2024, month: 2, day: 29 }],
    ['29.02.2000', { year: 2000, month: 2, day: 29 }],
    [' 01.01.1990 ', { year: 1990, month: 1, day: 1 }],
    ['31.02.2024', null],
    ['29.02.2023', null],
    ['29.02.1900', null],
    ['31.04.2024', null],
    ['00.01.2024', null],
    ['01.13.2024', null],
    ['1.1.2024', null],
    ['2024-03-15', null],
    ['15.03.24', null],
    ['', null],
  ])('reads DD.MM.YYYY %j as %j with real calendar checks (spec §5, §9)', (text, date) => {
    expect(parseDate(text)).toEqual(date);
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['15.03.2024', null],
  ])('reads %j as %j', (text, date) => {
    expect(parseIsoDate(text)).toEqual(date);
  });
});

describe('parseTime', () => {
  it.each([
    ['09:30', { hour: 9, minute: 30, second: 0 }],
    ['23:59:59', { hour: 23, minute: 59, second: 59 }],
    ['00:00', { hour: 0, minute: 0, second: 0 }],
    ['24:00', null],
    ['12:60', null],
    ['12:00:60', null],
    ['9:30', null],
  ])('reads %j as %j', (text, time) => {
    expect(parseTime(text)).toEqual(time);
  });
});

describe('parseDateTime', () => {
  it.each([
    ['31.12.1999 23:59:58', { year: 1999, month: 12, day: 31, hour: 23, minute: 59, second: 58 }],
    ['31.12.1999 23:59', null],
    ['31.11.1999 10:00:00', null],
    ['31.12.1999  10:00:00', null],
    ['31.12.1999 25:00:00', null],
  ])('reads dd.mm.yyyy HH:mm:ss %j as %j (spec §5)', (text, dateTime) => {
    expect(parseDateTime(text)).toEqual(dateTime);
  });
});
