import { canTravelIndependently } from '../../src-domain/acts/independent-travel.ts';
import type { RegistryChild } from '../../src-domain/http/routes/registry-lookups.ts';
import { ageOn } from '../../src-domain/time/age.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { CivilPerson, CivilRegistry } from '../registries/civil-registry.ts';
import { toRegistryPerson } from './registry-wire.ts';

const ADULT_AGE = 18;

/** The living children of `pin` under 18 today in Tashkent (spec §5: the minor list comes from the registry). */
export async function minorChildrenOf(civil: CivilRegistry, pin: string, now: Date): Promise<RegistryChild[]> {
  const today = todayInTashkent(now);
  const children: RegistryChild[] = [];
  for (const link of await civil.familyLinks(pin)) {
    const birth = parseIsoDate(link.person.birthDate);
    if (link.relation !== 'child' || link.person.deathDate !== null || !birth) continue;
    const age = ageOn(birth, today);
    if (age >= ADULT_AGE) continue;
    children.push({
      ...toRegistryPerson(link.person),
      age,
      mayTravelIndependently: canTravelIndependently(birth, today),
      hasBirthRecord: link.person.birthCertificateNumber !== null,
    });
  }
  return children;
}

/**
 * The spouse the civil registry records for `pin` (spec §4 "15003: choose spouse"): the living
 * one, else one recorded deceased, so the spouse consent shows them and the §5 deceased-person
 * rule refuses them with its message rather than the wizard claiming there is no spouse.
 */
export async function registrySpouseOf(civil: CivilRegistry, pin: string): Promise<CivilPerson | undefined> {
  const spouses = (await civil.familyLinks(pin)).filter((link) => link.relation === 'spouse').map((link) => link.person);
  return spouses.find((person) => person.deathDate === null) ?? spouses[0];
}
