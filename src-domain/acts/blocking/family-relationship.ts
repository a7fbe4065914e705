import type { Relationship } from '../../fees/relationship.ts';
import type { FamilyEdge } from './act-facts.ts';

function relatives(edges: readonly FamilyEdge[], pins: ReadonlySet<string>, relation: FamilyEdge['relation']): Set<string> {
  const found = new Set<string>();
  for (const edge of edges) if (pins.has(edge.pin) && edge.relation === relation) found.add(edge.relativePin);
  return found;
}

/**
 * How `otherPin` is related to `pin` according to the civil registry's family links (spec §8
 * "no relationship found between parties"): the registry stores spouses, parents and
 * children; siblings share a parent, grandparents are parents' parents, nephews and nieces are
 * siblings' children. Empty when the registry shows no relationship of the fee rules' kinds.
 */
export function relationshipsBetween(pin: string, otherPin: string, edges: readonly FamilyEdge[]): Relationship[] {
  const self = new Set([pin]);
  const parents = relatives(edges, self, 'parent');
  const children = relatives(edges, self, 'child');
  const siblings = relatives(edges, parents, 'child');
  siblings.delete(pin);
  const found: Relationship[] = [];
  const add = (relationship: Relationship, pins: ReadonlySet<string>): void => {
    if (pins.has(otherPin)) found.push(relationship);
  };
  add('spouse', relatives(edges, self, 'spouse'));
  add('parent', parents);
  add('child', children);
  add('sibling', siblings);
  add('grandparent', relatives(edges, parents, 'parent'));
  add('grandchild', relatives(edges, children, 'child'));
  add('nephew', relatives(edges, siblings, 'child'));
  return found;
}

/** The spouses and children `pin` has in the registry (spec §5: 15003, 15034, 15035 take them from there). */
export function spousesOf(pin: string, edges: readonly FamilyEdge[]): Set<string> {
  return relatives(edges, new Set([pin]), 'spouse');
}

export function childrenOf(pin: string, edges: readonly FamilyEdge[]): Set<string> {
  return relatives(edges, new Set([pin]), 'child');
}
