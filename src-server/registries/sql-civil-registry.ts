import type { Selectable } from 'kysely';
import { documentMatches } from '../../src-domain/identity/document-match.ts';
import type { Db } from '../db/database.ts';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { CivilPerson, CivilRegistry, IdentityCheck } from './civil-registry.ts';

export function toCivilPerson(row: Selectable<PersonsTable>): CivilPerson {
  return {
    pin: row.pin,
    surname: row.surname,
    firstName: row.first_name,
    patronymic: row.patronymic,
    gender: row.gender,
    birthDate: row.birth_date,
    deathDate: row.death_date,
    birthPlace: row.birth_place,
    birthCountryId: row.birth_country_id,
    citizenshipCountryId: row.citizenship_country_id,
    nationality: row.nationality,
    document: {
      typeId: row.document_type_id,
      series: row.passport_series,
      number: row.passport_number,
      issueDate: row.passport_issue_date,
      expiryDate: row.passport_expiry_date,
      issuedBy: row.passport_issued_by,
    },
    inn: row.inn,
    regionId: row.region_id,
    districtId: row.district_id,
    registeredAddress: row.registered_address,
    actualAddress: row.actual_address,
    phone: row.phone,
    email: row.email,
    birthCertificateNumber: row.birth_certificate_number,
  };
}

export function createSqlCivilRegistry(db: Db): CivilRegistry {
  const findPerson = async (pin: string): Promise<CivilPerson | undefined> => {
    const row = await db.selectFrom('persons').selectAll().where('pin', '=', pin).executeTakeFirst();
    return row ? toCivilPerson(row) : undefined;
  };
  return {
    findPerson,
    async verifyIdentity(identity, on): Promise<IdentityCheck> {
      const person = await findPerson(identity.pin);
      if (!person) return { status: 'not_found' };
      const { document } = person;
      if (!documentMatches(document, { series: identity.passportSeries, number: identity.passportNumber })) return { status: 'document_mismatch' };
      if (person.deathDate !== null) return { status: 'deceased', person };
      if (document.expiryDate < on) return { status: 'document_expired', person };
      return { status: 'verified', person };
    },
    async familyLinks(pin) {
      const rows = await db
        .selectFrom('family_links as l')
        .innerJoin('persons as p', 'p.pin', 'l.relative_pin')
        .selectAll('p')
        .select(['l.relation', 'l.since'])
        .where('l.pin', '=', pin)
        .orderBy('l.id')
        .execute();
      return rows.map((row) => ({ relation: row.relation, since: row.since, person: toCivilPerson(row) }));
    },
    async isDeceased(pin) {
      const row = await db.selectFrom('persons').select('death_date').where('pin', '=', pin).executeTakeFirst();
      return row?.death_date !== null && row?.death_date !== undefined;
    },
    async registryPhoto(pin) {
      const row = await db.selectFrom('registry_photos').select('jpeg').where('pin', '=', pin).executeTakeFirst();
      return row ? new Uint8Array(row.jpeg) : null;
    },
  };
}
