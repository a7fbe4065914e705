import { describe, expect, it } from 'vitest';
import { parseIncompleteDate } from './incomplete-date.ts';

describe('parseIncompleteDate', () => {
  it.each([
    ['XX.05.1990', { year: 1990, month: 5, day: null }],
    ['XX.XX.1990', { year: 1990, month: null, day: null }],
    ['xx.xx.1990', { year: 1990, month: null, day: null }],
    ['15.XX.1990', { year: 1990, month: null, day: 15 }],
    ['15.05.1990', { year: 1990, month: 5, day: 15 }],
    ['29.02.1992', { year: 1992, month: 2, day: 29 }],
    ['29.02.1991', null],
    ['31.XX.1990', { year: 1990, month: null, day: 31 }],
    ['32.XX.1990', null],
    ['XX.13.1990', null],
    ['X5.05.1990', null],
    ['XX.XX.XXXX', null],
    ['', null],
  ])('reads %j as %j: XX allowed for day or month (spec §5)', (text, date) => {
    expect(parseIncompleteDate(text)).toEqual(date);
  });
});
