import { describe, expect, it } from 'vitest';
import { horizontalChartHeight, wrapLabel } from './chart-labels.ts';

describe('labels beside horizontal bars (a phone’s width cut them at the left edge)', () => {
  it.each([
    ['Transport vositasini sotish shartnomasi', 20, ['Transport vositasini', 'sotish shartnomasi']],
    ['Voyaga yetmaganni chet elga kuzatib borish', 16, ['Voyaga', 'yetmaganni chet', 'elga kuzatib', 'borish']],
    ['Qoraqalpog‘iston Respublikasi', 40, ['Qoraqalpog‘iston Respublikasi']],
    ['Notarius', 3, ['Notarius']],
  ])('wraps %j at %i characters between words', (label, width, lines) => {
    expect(wrapLabel(label, width)).toEqual(lines);
    for (const line of lines) if (line.includes(' ')) expect(line.length).toBeLessThanOrEqual(width);
  });

  it('makes room for every line', () => {
    const one = Array.from({ length: 14 }, () => ['a']);
    const two = Array.from({ length: 14 }, () => ['a', 'b']);
    expect(horizontalChartHeight(two)).toBeGreaterThan(horizontalChartHeight(one) + 14 * 0.9);
    expect(horizontalChartHeight([])).toBe(12);
  });
});
