import type { FamilyRelation, PersonsTable } from '../db/tables/civil-registry.ts';
import { addDays, addYears, ageOn, randomDate } from './calendar.ts';
import { ID_CARD_SERIES, ID_CARD_TYPE_ID, PASSPORT_SERIES, PASSPORT_TYPE_ID, UZBEKISTAN_ID } from './dictionaries-data.ts';
import { STREETS } from './geography.ts';
import type { Gender } from './names.ts';
import { makePin } from './pin.ts';
import { districtById, nextId, regionById, type SeedContext } from './seed-context.ts';

const BIRTH_CERTIFICATE_TYPE_ID = 0;
const ID_CARD_AGE = 16;
const DOCUMENT_VALIDITY_YEARS = 10;
const MOBILE_PREFIXES = ['90', '91', '93', '94', '95', '97', '98', '99', '33', '88', '77'] as const;

export interface NewPerson {
  gender: Gender;
  birthDate: string;
  districtId: number;
  surname: string;
  firstName: string;
  patronymic: string;
  /** Shared by a household; generated when absent. */
  address?: string;
}

export function randomPhone(ctx: SeedContext): string {
  return ctx.random.pick(MOBILE_PREFIXES) + ctx.random.digits(7);
}

export function randomAddress(ctx: SeedContext, districtId: number): string {
  const district = districtById(ctx, districtId);
  const region = regionById(ctx, district.regionId);
  const { random } = ctx;
  const flat = random.chance(0.6) ? `, ${random.int(1, 120)}-xonadon` : '';
  return `${region.seed.oz}, ${district.oz}, ${random.pick(STREETS)} ko‘chasi, ${random.int(1, 160)}-uy${flat}`;
}

function uniquePin(ctx: SeedContext, birthDate: string, gender: Gender, districtId: number): string {
  for (;;) {
    const pin = makePin(birthDate, gender, String(districtId * 7 + 100), ctx.random.digits(3));
    if (!ctx.usedPins.has(pin)) {
      ctx.usedPins.add(pin);
      return pin;
    }
  }
}

function uniqueDocument(ctx: SeedContext, series: readonly string[]): { series: string; number: string } {
  for (;;) {
    const document = { series: ctx.random.pick(series), number: ctx.random.digits(7) };
    const key = document.series + document.number;
    if (!ctx.usedDocuments.has(key)) {
      ctx.usedDocuments.add(key);
      return document;
    }
  }
}

/**
 * Under 16 a child has a birth certificate; from 16 an ID card or a passport, valid 10 years.
 * About 6 % of adults hold one that has expired (spec: a login with it must be refused).
 */
function identityDocument(ctx: SeedContext, birthDate: string, issuingOffice: string) {
  const { random, today } = ctx;
  const age = ageOn(birthDate, today);
  if (age < ID_CARD_AGE) {
    const document = uniqueDocument(ctx, ['TN']);
    const issued = addDays(birthDate, random.int(3, 30));
    return { typeId: BIRTH_CERTIFICATE_TYPE_ID, ...document, issued, expires: addYears(birthDate, ID_CARD_AGE), issuedBy: `${issuingOffice} FHDYo bo‘limi` };
  }
  const idCard = random.chance(0.55);
  const document = uniqueDocument(ctx, idCard ? ID_CARD_SERIES : PASSPORT_SERIES);
  const earliest = addYears(birthDate, ID_CARD_AGE);
  const expired = random.chance(0.06) && age > 30;
  const windowStart = expired ? addYears(today, -13) : addYears(today, -DOCUMENT_VALIDITY_YEARS + 1);
  const windowEnd = expired ? addYears(today, -DOCUMENT_VALIDITY_YEARS - 1) : addDays(today, -1);
  const issued = randomDate(random, windowStart < earliest ? earliest : windowStart, windowEnd < earliest ? earliest : windowEnd);
  return {
    typeId: idCard ? ID_CARD_TYPE_ID : PASSPORT_TYPE_ID,
    ...document,
    issued,
    expires: addDays(addYears(issued, DOCUMENT_VALIDITY_YEARS), -1),
    issuedBy: `${issuingOffice} IIB`,
  };
}

function nationalityFor(ctx: SeedContext, regionSoato: string): string {
  if (regionSoato === '1735' && ctx.random.chance(0.5)) return 'qoraqalpoq';
  return ctx.random.chance(0.9) ? 'o‘zbek' : ctx.random.pick(['rus', 'tojik', 'qozoq', 'tatar', 'koreys']);
}

export function addPerson(ctx: SeedContext, input: NewPerson): PersonsTable {
  const { random, today } = ctx;
  const district = districtById(ctx, input.districtId);
  const region = regionById(ctx, district.regionId);
  const document = identityDocument(ctx, input.birthDate, district.oz);
  const adult = ageOn(input.birthDate, today) >= 18;
  const address = input.address ?? randomAddress(ctx, input.districtId);
  const person: PersonsTable = {
    pin: uniquePin(ctx, input.birthDate, input.gender, input.districtId),
    surname: input.surname,
    first_name: input.firstName,
    patronymic: input.patronymic,
    gender: input.gender,
    birth_date: input.birthDate,
    death_date: null,
    birth_place: `${region.seed.oz}, ${district.oz}`,
    birth_country_id: UZBEKISTAN_ID,
    citizenship_country_id: UZBEKISTAN_ID,
    nationality: nationalityFor(ctx, region.seed.soato),
    document_type_id: document.typeId,
    passport_series: document.series,
    passport_number: document.number,
    passport_issue_date: document.issued,
    passport_expiry_date: document.expires,
    passport_issued_by: document.issuedBy,
    inn: adult && random.chance(0.4) ? `4${random.digits(8)}` : null,
    region_id: region.id,
    district_id: district.id,
    registered_address: address,
    actual_address: random.chance(0.9) ? address : randomAddress(ctx, input.districtId),
    phone: adult ? randomPhone(ctx) : null,
    email: adult && random.chance(0.3) ? `${input.firstName.toLowerCase().replace(/[^a-z]/g, '')}${random.digits(3)}@mail.uz` : null,
    // Born in the digital archive era: most have the certificate on file; a few do not (spec §5).
    birth_certificate_number: input.birthDate >= '2000-01-01' && random.chance(0.95) ? `I-TN ${random.digits(7)}` : null,
  };
  ctx.people.push(person);
  ctx.world.persons.push(person);
  return person;
}

export function link(ctx: SeedContext, pin: string, relativePin: string, relation: FamilyRelation, since: string | null = null): void {
  ctx.world.family_links.push({ id: nextId(ctx.world.family_links), pin, relative_pin: relativePin, relation, since });
}

export function linkSpouses(ctx: SeedContext, a: string, b: string, since: string): void {
  link(ctx, a, b, 'spouse', since);
  link(ctx, b, a, 'spouse', since);
}

export function linkParentChild(ctx: SeedContext, parent: string, child: string): void {
  link(ctx, parent, child, 'child');
  link(ctx, child, parent, 'parent');
}
