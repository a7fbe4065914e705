import { maskTail } from '../../src-domain/acts/party-disclosure.ts';
import type {
  RegistryOwner,
  RegistryPerson,
  RegistryRealEstate,
  RegistryVehicle,
  VehicleRestrictionItem,
} from '../../src-domain/http/routes/registry-lookups.ts';
import type { RealEstateRecord } from '../registries/cadastre.ts';
import type { CivilPerson, CivilRegistry } from '../registries/civil-registry.ts';
import type { VehicleOwner, VehicleRecord, VehicleRestriction } from '../registries/vehicle-registry.ts';
import { maskPersonName } from '../../src-domain/searches/mask-person-name.ts';

/** "Surname First Patronymic", as the registry and the print forms write a name. */
export function fullNameOf(person: Pick<CivilPerson, 'surname' | 'firstName' | 'patronymic'>): string {
  return [person.surname, person.firstName, person.patronymic].filter((part) => part !== '').join(' ');
}

export function toRegistryPerson(person: CivilPerson): RegistryPerson {
  return {
    pin: person.pin,
    fullName: fullNameOf(person),
    surname: person.surname,
    firstName: person.firstName,
    patronymic: person.patronymic,
    birthDate: person.birthDate,
    deceased: person.deathDate !== null,
  };
}

export function toRestriction(r: VehicleRestriction): VehicleRestrictionItem {
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    amountTiyin: r.amountTiyin,
    reason: r.reason,
    issuedBy: r.issuedBy,
    documentNumber: r.documentNumber,
    documentDate: r.documentDate,
    startDate: r.startDate,
    endDate: r.endDate,
  };
}

/**
 * One owner as the caller may see them: the caller and those they speak for (their living
 * spouse: lookup-privacy.ts) in full; any other co-owner by initials and a masked pin,
 * as the spec's public search pages show people (docs/security.md "Registry lookups").
 */
async function owner(civil: CivilRegistry, pin: string, share: VehicleOwner['share'], caller: LookupCaller): Promise<RegistryOwner> {
  const person = await civil.findPerson(pin);
  const name = person ? fullNameOf(person) : '';
  const known = caller.speaksFor.has(pin);
  return {
    pin: known ? pin : maskTail(pin),
    fullName: known ? name : maskPersonName(name),
    numerator: share.numerator,
    denominator: share.denominator,
    isCaller: pin === caller.pin,
  };
}

/** Who asks, and whose property they may look up in full (themself and their living spouse). */
export interface LookupCaller {
  pin: string;
  speaksFor: ReadonlySet<string>;
}

export async function toRegistryVehicle(
  civil: CivilRegistry,
  vehicle: VehicleRecord,
  owners: readonly VehicleOwner[],
  restrictions: readonly VehicleRestriction[],
  caller: LookupCaller,
): Promise<RegistryVehicle> {
  return {
    id: vehicle.id,
    stateNumber: vehicle.stateNumber,
    techPassportSeries: vehicle.techPassport.series,
    techPassportNumber: vehicle.techPassport.number,
    techPassportIssuedBy: vehicle.techPassport.issuedBy,
    techPassportDate: vehicle.techPassport.date,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    colour: vehicle.colour,
    engineNumber: vehicle.engineNumber,
    bodyNumber: vehicle.bodyNumber,
    chassisNumber: vehicle.chassisNumber,
    horsepower: vehicle.horsepower,
    originCountryId: vehicle.originCountryId,
    regionId: vehicle.regionId,
    valuationTiyin: vehicle.valuationTiyin,
    owners: await Promise.all(owners.map((o) => owner(civil, o.pin, o.share, caller))),
    restrictions: restrictions.map(toRestriction),
  };
}

export async function toRegistryRealEstate(civil: CivilRegistry, estate: RealEstateRecord, caller: LookupCaller): Promise<RegistryRealEstate> {
  const { owners, ...fields } = estate;
  return {
    ...fields,
    owners: await Promise.all(
      owners.map(async (o) => ({
        ...(await owner(civil, o.pin, o.share, caller)),
        basis: o.basis,
        registryNumber: o.registryNumber,
        registryDate: o.registryDate,
      })),
    ),
  };
}
