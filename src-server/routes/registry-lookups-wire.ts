import type { RegistryOwner, RegistryPerson, RegistryRealEstate, RegistryVehicle, VehicleRestrictionItem } from '../../src-domain/http/routes/registry-lookups.ts';
import type { RealEstateRecord } from '../registries/cadastre.ts';
import type { CivilPerson, CivilRegistry } from '../registries/civil-registry.ts';
import type { VehicleOwner, VehicleRecord, VehicleRestriction } from '../registries/vehicle-registry.ts';

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

async function owner(civil: CivilRegistry, pin: string, share: VehicleOwner['share'], callerPin: string): Promise<RegistryOwner> {
  const person = await civil.findPerson(pin);
  return { pin, fullName: person ? fullNameOf(person) : '', numerator: share.numerator, denominator: share.denominator, isCaller: pin === callerPin };
}

export async function toRegistryVehicle(
  civil: CivilRegistry,
  vehicle: VehicleRecord,
  owners: readonly VehicleOwner[],
  restrictions: readonly VehicleRestriction[],
  callerPin: string,
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
    owners: await Promise.all(owners.map((o) => owner(civil, o.pin, o.share, callerPin))),
    restrictions: restrictions.map(toRestriction),
  };
}

export async function toRegistryRealEstate(civil: CivilRegistry, estate: RealEstateRecord, callerPin: string): Promise<RegistryRealEstate> {
  const { owners, ...fields } = estate;
  return {
    ...fields,
    owners: await Promise.all(
      owners.map(async (o) => ({ ...(await owner(civil, o.pin, o.share, callerPin)), basis: o.basis, registryNumber: o.registryNumber, registryDate: o.registryDate })),
    ),
  };
}
