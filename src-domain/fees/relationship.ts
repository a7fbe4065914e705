/**
 * How the other party of the act (buyer, donee, attorney) is related to the applicant: the one
 * question the fee calculator asks for the close-relative discounts of spec §9. `none` covers
 * strangers and every relative not listed (cousins, in-laws, uncles and aunts).
 */
export const RELATIONSHIPS = ['none', 'spouse', 'parent', 'child', 'sibling', 'grandparent', 'grandchild', 'nephew'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export function isRelationship(value: unknown): value is Relationship {
  return typeof value === 'string' && (RELATIONSHIPS as readonly string[]).includes(value);
}
