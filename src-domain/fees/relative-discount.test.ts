import { describe, expect, it } from 'vitest';
import { payablePercentFor, relativeDiscountFor } from './relative-discount.ts';
import { RELATIONSHIPS, type Relationship } from './relationship.ts';

const CLOSE: Relationship[] = ['spouse', 'parent', 'child', 'sibling', 'grandparent', 'grandchild'];

describe('close relatives by act type (spec §9, our reading in relative-discount.ts)', () => {
  it.each(RELATIONSHIPS.map((relationship) => [relationship, CLOSE.includes(relationship) ? 5 : undefined] as const))(
    'vehicle sale (1) and gift (4): %s pays %s %% of the duty',
    (relationship, percent) => {
      expect(payablePercentFor(1, relationship)).toBe(percent);
      expect(payablePercentFor(4, relationship)).toBe(percent);
    },
  );

  it.each(RELATIONSHIPS.map((relationship) => [relationship, relationship === 'none' ? undefined : 50] as const))(
    'vehicle power of attorney (101), nephews included: %s pays %s %% of the duty',
    (relationship, percent) => {
      expect(payablePercentFor(101, relationship)).toBe(percent);
    },
  );

  it.each([9, 105, 11651, 15003, null])('act type %s has no close-relative rule', (actTypeId) => {
    expect(relativeDiscountFor(actTypeId)).toBeUndefined();
    expect(payablePercentFor(actTypeId, 'child')).toBeUndefined();
  });
});
