import type { FamilyEdge } from '../../../src-domain/acts/blocking/act-facts.ts';
import type { CivilPerson, CivilRegistry } from '../../registries/civil-registry.ts';

export interface FamilyNeighbourhood {
  edges: FamilyEdge[];
  /** Everyone met on the way, so their ages and records need no second query. */
  people: Map<string, CivilPerson>;
}

/**
 * The family links a relationship check needs (src-domain family-relationship.ts): the links
 * of the applicant, of their parents (grandparents, siblings), of their siblings (nephews) and
 * of their children (grandchildren).
 */
export async function familyNeighbourhood(civil: CivilRegistry, pin: string): Promise<FamilyNeighbourhood> {
  const edges: FamilyEdge[] = [];
  const people = new Map<string, CivilPerson>();
  const done = new Set<string>();
  const linksOf = async (from: string): Promise<FamilyEdge[]> => {
    if (done.has(from)) return [];
    done.add(from);
    const found: FamilyEdge[] = [];
    for (const link of await civil.familyLinks(from)) {
      found.push({ pin: from, relativePin: link.person.pin, relation: link.relation });
      people.set(link.person.pin, link.person);
    }
    edges.push(...found);
    return found;
  };
  const pinsOf = (links: FamilyEdge[], relation: FamilyEdge['relation']) => links.filter((e) => e.relation === relation).map((e) => e.relativePin);
  const own = await linksOf(pin);
  const siblings: string[] = [];
  for (const parent of pinsOf(own, 'parent')) siblings.push(...pinsOf(await linksOf(parent), 'child').filter((p) => p !== pin));
  for (const relative of [...siblings, ...pinsOf(own, 'child')]) await linksOf(relative);
  return { edges, people };
}
