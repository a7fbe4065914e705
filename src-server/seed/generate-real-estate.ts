import type { RealEstateKind } from '../db/tables/property.ts';
import { addDays, addYears, randomDate } from './calendar.ts';
import { randomAdults, spouseOf } from './adults.ts';
import { DEMO_CAST } from './demo-cast.ts';
import { demoContext } from './demo-context.ts';
import { STREETS } from './geography.ts';
import { weightedRegion } from './generate-people.ts';
import { type DistrictPlace, nextId, type RegionPlace, scaled, type SeedContext } from './seed-context.ts';

const SUM = 100;
const OBJECT_NAMES: Readonly<Record<RealEstateKind, string>> = {
  apartment: 'Kvartira',
  house: 'Xususiy uy',
  land: 'Yer uchastkasi',
  non_residential: 'Noturar bino',
};
const BASES = ['Oldi-sotdi shartnomasi', 'Hadya shartnomasi', 'Meros huquqi to‘g‘risida guvohnoma', 'Xususiylashtirish orderi'] as const;

interface EstateSpec {
  kind: RealEstateKind;
  region: RegionPlace;
  district: DistrictPlace;
  cadastre: string;
  street: string;
  house: string;
  flat: string | null;
  owners: string[];
}

/** Cadastre numbers as in spec §3 (11:14:04:01:01:1630): region, district, then the parcel path. */
export function cadastreNumber(ctx: SeedContext, region: RegionPlace, district: DistrictPlace): string {
  const districtIndex = region.districts.indexOf(district);
  const r = ctx.random;
  const two = () => String(r.int(1, 20)).padStart(2, '0');
  return `${10 + region.id}:${String(13 + districtIndex).padStart(2, '0')}:${two()}:${two()}:${two()}:${String(r.int(1, 9999)).padStart(4, '0')}`;
}

function addEstate(ctx: SeedContext, spec: EstateSpec): void {
  const { random, today, world } = ctx;
  const id = nextId(world.real_estate);
  const area =
    spec.kind === 'apartment'
      ? random.int(350, 1400) / 10
      : spec.kind === 'house'
        ? random.int(800, 4000) / 10
        : spec.kind === 'land'
          ? random.int(2000, 20000) / 10
          : random.int(300, 5000) / 10;
  const residential = spec.kind === 'apartment' || spec.kind === 'house';
  const rooms = residential ? Math.max(1, Math.min(7, Math.round(area / 28))) : null;
  const perMetreSum =
    (spec.region.id === 1 ? random.int(8, 15) : random.int(4, 8)) * 1_000_000 * (spec.kind === 'land' ? 0.1 : spec.kind === 'house' ? 0.7 : 1);
  const price = Math.round((area * perMetreSum) / 1000) * 1000 * SUM;
  const flat = spec.flat ? `, ${spec.flat}-xonadon` : '';
  world.real_estate.push({
    id,
    cadastre_number: spec.cadastre,
    kind: spec.kind,
    object_name: OBJECT_NAMES[spec.kind],
    region_id: spec.region.id,
    district_id: spec.district.id,
    street: `${spec.street} ko‘chasi`,
    house: spec.house,
    flat: spec.flat,
    block: spec.kind === 'apartment' && random.chance(0.3) ? random.pick(['A', 'B', 'V']) : null,
    address: `${spec.region.seed.oz}, ${spec.district.oz}, ${spec.street} ko‘chasi, ${spec.house}-uy${flat}`,
    total_area: area,
    living_area: residential ? Math.round(area * random.int(55, 75)) / 100 : null,
    rooms,
    other_rooms: residential ? random.int(1, 3) : null,
    price_tiyin: price,
    inventory_price_tiyin: Math.round((price * random.int(30, 60)) / 100 / 100_000) * 100_000,
  });
  const registryDate = randomDate(random, addYears(today, -20), addDays(today, -10));
  const basis = random.pick(BASES);
  for (const pin of spec.owners) {
    world.real_estate_owners.push({
      real_estate_id: id,
      pin,
      share_numerator: 1,
      share_denominator: spec.owners.length,
      basis,
      registry_number: random.digits(6),
      registry_date: registryDate,
    });
  }
}

/** Demo homes first (Malika's flat is the spec's example number), then ≈ 150 random objects. */
export function generateRealEstate(ctx: SeedContext): void {
  const c = DEMO_CAST;
  const tashkent = ctx.regions[0] as RegionPlace;
  const [yunusobod, chilonzor] = tashkent.districts as [DistrictPlace, DistrictPlace];
  const demo = demoContext(ctx, 'real-estate');
  addEstate(demo, {
    kind: 'apartment',
    region: tashkent,
    district: chilonzor,
    cadastre: '11:14:04:01:01:1630',
    street: 'Bunyodkor',
    house: '17',
    flat: '12',
    owners: [c.malika.pin],
  });
  addEstate(demo, {
    kind: 'apartment',
    region: tashkent,
    district: yunusobod,
    cadastre: '11:13:02:05:03:0412',
    street: 'Amir Temur',
    house: '108',
    flat: '45',
    owners: [c.aziz.pin, c.dilnoza.pin],
  });

  const { random } = ctx;
  const used = new Set(ctx.world.real_estate.map((r) => r.cadastre_number));
  const owners = randomAdults(ctx, new Set(Object.values(c).map((p) => p.pin)));
  const count = scaled(ctx, 150, 10);
  for (let i = 0; i < count; i += 1) {
    const region = weightedRegion(ctx);
    const district = random.pick(region.districts);
    let cadastre = cadastreNumber(ctx, region, district);
    while (used.has(cadastre)) cadastre = cadastreNumber(ctx, region, district);
    used.add(cadastre);
    const roll = random.next();
    const kind: RealEstateKind = roll < 0.55 ? 'apartment' : roll < 0.85 ? 'house' : roll < 0.93 ? 'land' : 'non_residential';
    const owner = random.pick(owners);
    const spouse = spouseOf(ctx, owner.pin);
    const together = spouse !== undefined && random.chance(0.35);
    addEstate(ctx, {
      kind,
      region,
      district,
      cadastre,
      street: random.pick(STREETS),
      house: String(random.int(1, 160)),
      flat: kind === 'apartment' ? String(random.int(1, 120)) : null,
      owners: together ? [owner.pin, spouse] : [owner.pin],
    });
  }
}
