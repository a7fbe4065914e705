import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { CivilRegistry } from '../registries/civil-registry.ts';

/**
 * Whose property the caller may look up (src-domain/http/routes/registry-lookups.ts): their own,
 * their living spouse's in the civil registry (a spouse consent, 15003, is about the other
 * spouse's property), or a company's they direct. Everyone else's is refused, so the lookups
 * cannot be used to find out what a stranger owns.
 */
export async function ownersTheCallerSpeaksFor(civil: CivilRegistry, callerPin: string): Promise<Set<string>> {
  const links = await civil.familyLinks(callerPin);
  const spouses = links.filter((link) => link.relation === 'spouse' && link.person.deathDate === null).map((link) => link.person.pin);
  return new Set([callerPin, ...spouses]);
}

export interface PropertyOwners {
  pins: readonly string[];
  /** The owning company's tax id (vehicles registered to a legal entity). */
  inn: string | null;
}

/** Refuses property the caller may not look up; returns whom they speak for (the owner list shows those in full). */
export async function assertMayLookUp(db: Db, civil: CivilRegistry, callerPin: string, owners: PropertyOwners): Promise<Set<string>> {
  const allowed = await ownersTheCallerSpeaksFor(civil, callerPin);
  if (owners.pins.some((pin) => allowed.has(pin))) return allowed;
  if (owners.inn !== null) {
    const company = await db.selectFrom('legal_entities').select('inn').where('inn', '=', owners.inn).where('director_pin', '=', callerPin).executeTakeFirst();
    if (company) return allowed;
  }
  throw new ApiError('registry_not_owner');
}
