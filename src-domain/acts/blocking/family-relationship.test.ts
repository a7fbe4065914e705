import { describe, expect, it } from 'vitest';
import { FAMILY, PIN } from './act-facts.test-support.ts';
import { childrenOf, relationshipsBetween, spousesOf } from './family-relationship.ts';

describe('relationships from the civil registry’s family links (spec §8 "no relationship found between parties", §9)', () => {
  it.each([
    ['spouse', PIN.aziz, PIN.dilnoza, ['spouse']],
    ['child', PIN.aziz, PIN.madina, ['child']],
    ['parent', PIN.aziz, PIN.alisher, ['parent']],
    ['sibling through a shared parent', PIN.aziz, PIN.nodir, ['sibling']],
    ['grandparent', PIN.madina, PIN.alisher, ['grandparent']],
    ['grandchild', PIN.alisher, PIN.jasur, ['grandchild']],
    ['nephew', PIN.aziz, PIN.nephew, ['nephew']],
    ['a child’s siblings are siblings, not the child itself', PIN.jasur, PIN.jasur, []],
    ['strangers', PIN.aziz, PIN.malika, []],
  ])('%s', (_what, pin, other, expected) => {
    expect(relationshipsBetween(pin, other, FAMILY)).toEqual(expected);
  });

  it('lists spouses and children', () => {
    expect([...spousesOf(PIN.aziz, FAMILY)]).toEqual([PIN.dilnoza]);
    expect([...childrenOf(PIN.aziz, FAMILY)]).toEqual([PIN.jasur, PIN.madina]);
  });
});
