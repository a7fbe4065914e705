import type { Insertable } from 'kysely';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { NotariesTable, NotaryOfficesTable } from '../db/tables/notaries.ts';
import { addYears, randomDate } from './calendar.ts';
import { DEMO_CAST, DEMO_NOTARY_ID, DEMO_OFFICE_ID } from './demo-cast.ts';
import { STREETS } from './geography.ts';
import { addSingleAdult } from './generate-people.ts';
import { AREA_CODES, officeAddress, personName, privateOfficeName, searchText, stateOfficeName } from './office-names.ts';
import { type DistrictPlace, nextId, type RegionPlace, roundCoordinate, scaled, type SeedContext } from './seed-context.ts';
import { randomTimetable, TIMETABLES } from './timetables.ts';
import type { Localized } from '../../src-domain/i18n/transliterate.ts';

/** Notaries per region roughly follow population (REGIONS order). */
const NOTARY_WEIGHTS = [40, 18, 13, 9, 16, 6, 8, 13, 5, 14, 18, 4, 12, 9] as const;
const NOTARIES_AT_SCALE_1 = 200;

/** Largest-remainder split of `total` by weights, at least 1 each so every region has a notary. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => Math.max(1, (total * w) / sum));
  const counts = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < total; i += 1) {
    const slot = order[i % order.length];
    if (slot) counts[slot.index] = (counts[slot.index] ?? 0) + 1;
  }
  return counts;
}

/** Banks an office's account may be at (name, 5-digit code): the office's id picks one, no random draw. */
const OFFICE_BANKS = [
  ['O‘zmilliybank', '00450'],
  ['Xalq banki', '00873'],
  ['Agrobank', '00394'],
  ['Ipoteka-bank', '00423'],
  ['Kapitalbank', '01158'],
  ['Hamkorbank', '00083'],
] as const;

/**
 * An office's bank account for its printed invoices (docs/decisions/0054-ways-to-pay.md), made
 * from its id alone, so adding it drew nothing from the seed's random stream and left every
 * other generated value as it was.
 */
export function officeBankAccount(id: number): Pick<NotaryOfficesTable, 'bank_name' | 'bank_mfo' | 'bank_account' | 'tax_id'> {
  const [name, mfo] = OFFICE_BANKS[id % OFFICE_BANKS.length] ?? OFFICE_BANKS[0];
  return { bank_name: name, bank_mfo: mfo, bank_account: `20208000${String(id).padStart(12, '0')}`, tax_id: `2${String(id).padStart(8, '0')}` };
}

function addOffice(
  ctx: SeedContext,
  kind: 'state' | 'private',
  region: RegionPlace,
  district: DistrictPlace,
  name: Localized,
  fixed?: { house: number; street: string; lat: number; lng: number; phone: string },
): Insertable<NotaryOfficesTable> & { id: number; lat: number; lng: number } {
  const { random } = ctx;
  const street = fixed?.street ?? random.pick(STREETS);
  const house = fixed?.house ?? random.int(1, 120);
  const address = officeAddress(region, district, street, house);
  const office = {
    id: nextId(ctx.world.notary_offices),
    kind,
    name_oz: name.oz,
    name_uz: name.uz,
    name_ru: name.ru,
    region_id: region.id,
    district_id: district.id,
    address_oz: address.oz,
    address_uz: address.uz,
    address_ru: address.ru,
    phone: fixed?.phone ?? `${AREA_CODES[region.id - 1] ?? '71'}${random.digits(7)}`,
    lat: fixed?.lat ?? roundCoordinate(district.lat + (random.next() - 0.5) * 0.024),
    lng: fixed?.lng ?? roundCoordinate(district.lng + (random.next() - 0.5) * 0.024),
  };
  ctx.world.notary_offices.push({ ...office, ...officeBankAccount(office.id) });
  return office;
}

interface NotaryInput {
  person: PersonsTable;
  office: { id: number; lat: number; lng: number; name_oz: string; name_uz: string; name_ru: string };
  licenceDate: string;
  licenceStatus: NotariesTable['licence_status'];
  leaveStatus: NotariesTable['leave_status'];
  present: boolean;
  phone: string;
  timetable: string;
}

function addNotary(ctx: SeedContext, input: NotaryInput): void {
  const name = personName(input.person);
  const officeName = { oz: input.office.name_oz, uz: input.office.name_uz, ru: input.office.name_ru };
  const id = nextId(ctx.world.notaries);
  const licenceNumber = String(id).padStart(4, '0');
  ctx.world.notaries.push({
    id,
    pin: input.person.pin,
    office_id: input.office.id,
    name_oz: name.oz,
    name_uz: name.uz,
    name_ru: name.ru,
    licence_number: licenceNumber,
    licence_date: input.licenceDate,
    licence_status: input.licenceStatus,
    leave_status: input.leaveStatus,
    present: input.present ? 1 : 0,
    active: input.licenceStatus === 'active' ? 1 : 0,
    phone: input.phone,
    lat: input.office.lat,
    lng: input.office.lng,
    timetable: input.timetable,
    rating: 0,
    review_count: 0,
    search_text: `${searchText(name, officeName)} ${licenceNumber}`,
  });
}

/** Notary #1 in office #1, Yunusobod (Tashkent city): fixed for every seed (demo-logins.ts). */
function addDemoNotary(ctx: SeedContext): void {
  const person = ctx.people.find((p) => p.pin === DEMO_CAST.gulnora.pin);
  const region = ctx.regions[0];
  const district = region?.districts[0];
  if (!person || !region || !district) throw new Error('demo notary needs the demo cast and Tashkent city');
  const office = addOffice(ctx, 'private', region, district, privateOfficeName(person), {
    street: 'Bog‘ishamol',
    house: 3,
    lat: 41.3649,
    lng: 69.2868,
    phone: '712345678',
  });
  if (office.id !== DEMO_OFFICE_ID) throw new Error('the demo office must be the first office');
  addNotary(ctx, {
    person,
    office,
    licenceDate: '2003-06-16',
    licenceStatus: 'active',
    leaveStatus: 'none',
    present: true,
    phone: '712345678',
    timetable: JSON.stringify(TIMETABLES[1]),
  });
  if (ctx.world.notaries.length !== DEMO_NOTARY_ID) throw new Error('the demo notary must be the first notary');
}

function randomNotary(ctx: SeedContext, region: RegionPlace, stateOffices: Map<number, ReturnType<typeof addOffice>>): void {
  const { random, today } = ctx;
  const person = addSingleAdult(ctx, region, 1958, 1996);
  const district = random.pick(region.districts);
  let office = stateOffices.get(district.id);
  if (random.chance(0.3)) {
    if (!office) {
      office = addOffice(ctx, 'state', region, district, stateOfficeName(district));
      stateOffices.set(district.id, office);
    }
  } else {
    office = addOffice(ctx, 'private', region, district, privateOfficeName(person));
  }
  const statusRoll = random.next();
  const licenceStatus = statusRoll < 0.94 ? 'active' : statusRoll < 0.97 ? 'terminated' : 'cancelled';
  const leaveRoll = random.next();
  const leaveStatus = leaveRoll < 0.85 ? 'none' : leaveRoll < 0.93 ? 'vacation' : 'sick_leave';
  addNotary(ctx, {
    person,
    office,
    licenceDate: randomDate(random, addYears(person.birth_date, 25), addYears(today, -1)),
    licenceStatus,
    leaveStatus,
    present: licenceStatus === 'active' && leaveStatus === 'none' && random.chance(0.85),
    phone: office.phone,
    timetable: randomTimetable(random),
  });
}

/** ≈ 200 notaries across all 14 regions, the demo notary first. */
export function generateNotaries(ctx: SeedContext): void {
  addDemoNotary(ctx);
  const counts = allocate(scaled(ctx, NOTARIES_AT_SCALE_1, 28), NOTARY_WEIGHTS);
  counts[0] = (counts[0] ?? 1) - 1;
  ctx.regions.forEach((region, index) => {
    const stateOffices = new Map<number, ReturnType<typeof addOffice>>();
    for (let i = 0; i < (counts[index] ?? 0); i += 1) randomNotary(ctx, region, stateOffices);
  });
}
