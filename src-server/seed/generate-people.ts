import type { PersonsTable } from '../db/tables/civil-registry.ts';
import { addDays, addYears, isoDate } from './calendar.ts';
import { DEMO_CAST, type DemoPerson } from './demo-cast.ts';
import { UZBEKISTAN_ID } from './dictionaries-data.ts';
import { STREETS } from './geography.ts';
import { FEMALE_NAMES, type Gender, MALE_NAMES, patronymicFor, SURNAMES, surnameFor } from './names.ts';
import { addPerson, linkParentChild, linkSpouses } from './person-factory.ts';
import { type RegionPlace, scaled, type SeedContext } from './seed-context.ts';

/** Rough share of the population by region (REGIONS order), so Tashkent city is busiest. */
const REGION_WEIGHTS = [30, 12, 8, 6, 10, 4, 5, 8, 3, 9, 11, 3, 7, 5] as const;

export function weightedRegion(ctx: SeedContext): RegionPlace {
  const total = REGION_WEIGHTS.reduce((a, b) => a + b, 0);
  let roll = ctx.random.next() * total;
  for (let i = 0; i < ctx.regions.length; i += 1) {
    roll -= REGION_WEIGHTS[i] ?? 0;
    if (roll < 0) return ctx.regions[i] as RegionPlace;
  }
  return ctx.regions[0] as RegionPlace;
}

function demoAddress(ctx: SeedContext, person: DemoPerson): string {
  const region = ctx.regions[person.region] as RegionPlace;
  const district = region.districts[person.district];
  const flat = person.flat ? `, ${person.flat}-xonadon` : '';
  return `${region.seed.oz}, ${district?.oz ?? ''}, ${person.street} ko‘chasi, ${person.house}-uy${flat}`;
}

/** The demo cast exactly as written in demo-cast.ts: no randomness, same for every seed. */
function addDemoPerson(ctx: SeedContext, person: DemoPerson): void {
  const region = ctx.regions[person.region] as RegionPlace;
  const district = region.districts[person.district];
  if (!district) throw new RangeError(`demo person ${person.key}: no district ${person.district}`);
  const address = demoAddress(ctx, person);
  const child = person.documentTypeId === 0;
  const row: PersonsTable = {
    pin: person.pin,
    surname: person.surname,
    first_name: person.firstName,
    patronymic: person.patronymic,
    gender: person.gender,
    birth_date: person.birthDate,
    death_date: person.deathDate ?? null,
    birth_place: `${region.seed.oz}, ${district.oz}`,
    birth_country_id: UZBEKISTAN_ID,
    citizenship_country_id: UZBEKISTAN_ID,
    nationality: 'o‘zbek',
    document_type_id: person.documentTypeId,
    passport_series: person.passportSeries,
    passport_number: person.passportNumber,
    passport_issue_date: person.passportIssueDate,
    passport_expiry_date: child ? addYears(person.birthDate, 16) : addDays(addYears(person.passportIssueDate, 10), -1),
    passport_issued_by: child ? `${district.oz} FHDYo bo‘limi` : `${district.oz} IIB`,
    inn: child || person.birthDate >= '2008-01-01' ? null : `4${person.pin.slice(1, 9)}`,
    region_id: region.id,
    district_id: district.id,
    registered_address: address,
    actual_address: address,
    phone: person.phone,
    email: null,
    birth_certificate_number: person.birthDate >= '2000-01-01' ? `I-TN ${person.pin.slice(7, 14)}` : null,
  };
  ctx.usedPins.add(row.pin);
  ctx.usedDocuments.add(row.passport_series + row.passport_number);
  ctx.people.push(row);
  ctx.world.persons.push(row);
}

export function generateDemoPeople(ctx: SeedContext): void {
  for (const person of Object.values(DEMO_CAST)) addDemoPerson(ctx, person);
  const c = DEMO_CAST;
  linkSpouses(ctx, c.aziz.pin, c.dilnoza.pin, '2008-09-20');
  for (const parent of [c.aziz, c.dilnoza]) {
    for (const child of [c.jasur, c.madina]) linkParentChild(ctx, parent.pin, child.pin);
  }
  linkParentChild(ctx, c.kamol.pin, c.otabek.pin);
}

function randomName(ctx: SeedContext, gender: Gender): string {
  return ctx.random.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
}

function randomBirthDate(ctx: SeedContext, fromYear: number, toYear: number): string {
  return isoDate(ctx.random.int(fromYear, toYear), ctx.random.int(1, 12), ctx.random.int(1, 28));
}

const CHILD_COUNT_WEIGHTS = [0, 1, 1, 2, 2, 2, 3, 3, 4, 4] as const;

/** A married couple sharing a home, with 0–4 children born after the wedding. */
function addFamily(ctx: SeedContext): void {
  const { random } = ctx;
  const region = weightedRegion(ctx);
  const district = random.pick(region.districts);
  const familyName = random.pick(SURNAMES);
  const husbandName = randomName(ctx, 'male');
  const address = `${region.seed.oz}, ${district.oz}, ${random.pick(STREETS)} ko‘chasi, ${random.int(1, 160)}-uy`;
  const husbandBirth = randomBirthDate(ctx, 1950, 1998);
  const wifeBirth = addDays(husbandBirth, random.int(0, 6 * 365));
  const husband = addPerson(ctx, {
    gender: 'male',
    birthDate: husbandBirth,
    districtId: district.id,
    surname: familyName,
    firstName: husbandName,
    patronymic: patronymicFor(randomName(ctx, 'male'), 'male'),
    address,
  });
  const wifeSurname = random.chance(0.8) ? familyName : random.pick(SURNAMES);
  const wife = addPerson(ctx, {
    gender: 'female',
    birthDate: wifeBirth,
    districtId: district.id,
    surname: surnameFor(wifeSurname, 'female'),
    firstName: randomName(ctx, 'female'),
    patronymic: patronymicFor(randomName(ctx, 'male'), 'female'),
    address,
  });
  const wedding = addDays(addYears(husbandBirth, random.int(21, 30)), random.int(0, 300));
  if (wedding >= ctx.today) return;
  linkSpouses(ctx, husband.pin, wife.pin, wedding);
  const children = random.pick(CHILD_COUNT_WEIGHTS);
  for (let i = 0; i < children; i += 1) {
    const birth = addDays(wedding, random.int(300, 16 * 365));
    if (birth >= addDays(ctx.today, -30)) continue;
    const gender: Gender = random.chance(0.5) ? 'male' : 'female';
    const child = addPerson(ctx, {
      gender,
      birthDate: birth,
      districtId: district.id,
      surname: surnameFor(familyName, gender),
      firstName: randomName(ctx, gender),
      patronymic: patronymicFor(husbandName, gender),
      address,
    });
    linkParentChild(ctx, husband.pin, child.pin);
    linkParentChild(ctx, wife.pin, child.pin);
  }
}

export function addSingleAdult(ctx: SeedContext, region: RegionPlace = weightedRegion(ctx), fromYear = 1950, toYear = 2006): PersonsTable {
  const gender: Gender = ctx.random.chance(0.5) ? 'male' : 'female';
  const district = ctx.random.pick(region.districts);
  return addPerson(ctx, {
    gender,
    birthDate: randomBirthDate(ctx, fromYear, toYear),
    districtId: district.id,
    surname: surnameFor(ctx.random.pick(SURNAMES), gender),
    firstName: randomName(ctx, gender),
    patronymic: patronymicFor(randomName(ctx, 'male'), gender),
  });
}

/** ≈ 90 families and 60 single adults at scale 1 (≈ 400 citizens besides notaries). */
export function generatePeople(ctx: SeedContext): void {
  const families = scaled(ctx, 90, 5);
  for (let i = 0; i < families; i += 1) addFamily(ctx);
  const singles = scaled(ctx, 60, 5);
  for (let i = 0; i < singles; i += 1) addSingleAdult(ctx);
}
