import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { VehicleRestrictionKind } from '../db/tables/property.ts';
import { addDays, addYears, randomDate } from './calendar.ts';
import { randomAdults, spouseOf } from './adults.ts';
import { DEMO_CAST } from './demo-cast.ts';
import { demoContext } from './demo-context.ts';
import { weightedRegion } from './generate-people.ts';
import { nextId, regionById, scaled, type SeedContext } from './seed-context.ts';
import { COLOURS, type ModelSeed, MODELS, PLATE_LETTERS } from './vehicle-data.ts';

const SUM = 100;
const MILLION_SUM = 1_000_000 * SUM;

interface VehicleSpec {
  model: ModelSeed;
  year: number;
  colour: string;
  stateNumber: string;
  techSeries: string;
  techNumber: string;
  regionId: number;
  ownerPin: string | null;
  ownerInn: string | null;
  coOwnerPin?: string;
}

function addVehicle(ctx: SeedContext, spec: VehicleSpec): number {
  const { random, world } = ctx;
  const id = nextId(world.vehicles);
  const region = regionById(ctx, spec.regionId);
  const vinTail = Array.from({ length: 9 }, () => random.pick([...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'])).join('');
  world.vehicles.push({
    id,
    state_number: spec.stateNumber,
    tech_passport_series: spec.techSeries,
    tech_passport_number: spec.techNumber,
    tech_passport_issued_by: `${region.seed.oz} YHXB`,
    tech_passport_date: randomDate(random, `${spec.year}-01-15`, addDays(ctx.today, -1) < `${spec.year}-12-31` ? addDays(ctx.today, -1) : `${spec.year}-12-31`),
    make: spec.model.make,
    model: spec.model.model,
    year: spec.year,
    colour: spec.colour,
    engine_number: `${spec.model.engine}${random.digits(7)}`,
    body_number: `${spec.model.vin}${vinTail}`,
    chassis_number: null,
    horsepower: spec.model.hp,
    origin_country_id: spec.model.countryId,
    owner_pin: spec.ownerPin,
    owner_inn: spec.ownerInn,
    region_id: spec.regionId,
    valuation_tiyin: random.int(spec.model.minPrice, spec.model.maxPrice) * MILLION_SUM,
  });
  if (spec.ownerPin) {
    const share = spec.coOwnerPin ? 2 : 1;
    world.vehicle_owners.push({ vehicle_id: id, pin: spec.ownerPin, share_numerator: 1, share_denominator: share });
    if (spec.coOwnerPin) world.vehicle_owners.push({ vehicle_id: id, pin: spec.coOwnerPin, share_numerator: 1, share_denominator: 2 });
  }
  return id;
}

function addRestriction(
  ctx: SeedContext,
  vehicleId: number,
  kind: VehicleRestrictionKind,
  active: boolean,
  fixed?: { amountSum: number; date: string; reason: string; issuedBy: string },
): void {
  const { random, today, world } = ctx;
  const start = fixed?.date ?? randomDate(random, addYears(today, -2), addDays(today, -1));
  const reasons = {
    fine: 'Tezlikni oshirish (YHQ 128-modda)',
    arrest: 'Sud ajrimi bilan hibsga olish',
    ban: 'MIB tomonidan ro‘yxatdan o‘tkazish taqiqi',
  } as const;
  const issuers = { fine: 'YHXB inspektori', arrest: 'Fuqarolik ishlari bo‘yicha tuman sudi', ban: 'Majburiy ijro byurosi' } as const;
  world.vehicle_restrictions.push({
    id: nextId(world.vehicle_restrictions),
    vehicle_id: vehicleId,
    kind,
    state: active ? 'active' : kind === 'fine' ? 'paid' : 'lifted',
    amount_tiyin: kind === 'fine' ? (fixed?.amountSum ?? random.pick([375_000, 412_000, 618_000, 1_030_000, 2_060_000])) * SUM : null,
    reason: fixed?.reason ?? reasons[kind],
    issued_by: fixed?.issuedBy ?? issuers[kind],
    document_number: `${kind === 'fine' ? 'JB' : 'QR'}${random.digits(8)}`,
    document_date: start,
    start_date: start,
    end_date: active ? null : randomDate(random, start, today),
  });
}

/** A value from `make` not yet in `used` (compared with `prefix`), then marked as used. */
function unique(used: Set<string>, make: () => string, prefix = ''): string {
  for (;;) {
    const value = make();
    if (!used.has(prefix + value)) {
      used.add(prefix + value);
      return value;
    }
  }
}

/** Demo cars first (fixed ids 1–3, see demo-logins.ts), then ≈ 150 random ones. */
export function generateVehicles(ctx: SeedContext, usedPlates: Set<string>): void {
  const c = DEMO_CAST;
  const demo = demoContext(ctx);
  const cobalt = MODELS[0] as ModelSeed;
  const malibu = MODELS[3] as ModelSeed;
  const nexia = MODELS[1] as ModelSeed;
  addVehicle(demo, {
    model: cobalt,
    year: 2021,
    colour: 'Oq',
    stateNumber: '01A777AA',
    techSeries: 'AAF',
    techNumber: '1234567',
    regionId: 1,
    ownerPin: c.aziz.pin,
    ownerInn: null,
  });
  addVehicle(demo, {
    model: malibu,
    year: 2019,
    colour: 'Qora',
    stateNumber: '01B345CA',
    techSeries: 'AAG',
    techNumber: '2345678',
    regionId: 1,
    ownerPin: c.sherzod.pin,
    ownerInn: null,
    coOwnerPin: c.bekzod.pin,
  });
  const nexiaId = addVehicle(demo, {
    model: nexia,
    year: 2017,
    colour: 'Kumush rang',
    stateNumber: '01T517KA',
    techSeries: 'AAF',
    techNumber: '3456789',
    regionId: 1,
    ownerPin: c.otabek.pin,
    ownerInn: null,
  });
  addRestriction(demo, nexiaId, 'fine', true, {
    amountSum: 1_030_000,
    date: '2026-09-03',
    reason: 'Tezlikni oshirish (YHQ 128-modda)',
    issuedBy: 'YHXB inspektori',
  });
  addRestriction(demo, nexiaId, 'ban', true, {
    amountSum: 0,
    date: '2026-04-20',
    reason: 'MIB tomonidan ro‘yxatdan o‘tkazish taqiqi',
    issuedBy: 'Sergeli tumani MIB bo‘limi',
  });
  for (const plate of ['01A777AA', '01B345CA', '01T517KA', 'AAF1234567', 'AAG2345678', 'AAF3456789']) usedPlates.add(plate);

  const { random, today, world } = ctx;
  const owners: PersonsTable[] = randomAdults(ctx, new Set(Object.values(c).map((p) => p.pin)));
  const count = scaled(ctx, 150, 10);
  for (let i = 0; i < count; i += 1) {
    const region = weightedRegion(ctx);
    const byCompany = world.legal_entities.length > 0 && random.chance(0.05);
    const owner = random.pick(owners);
    const letters = (n: number) => Array.from({ length: n }, () => random.pick([...PLATE_LETTERS])).join('');
    // Plates: "01A123BC" for people, "01123ABC" for companies (region code first).
    const stateNumber = unique(usedPlates, () =>
      byCompany ? `${region.seed.vehicleCode}${random.digits(3)}${letters(3)}` : `${region.seed.vehicleCode}${letters(1)}${random.digits(3)}${letters(2)}`,
    );
    const techSeries = random.pick(['AAF', 'AAG', 'AAE']);
    const techNumber = unique(usedPlates, () => random.digits(7), techSeries);
    const spouse = spouseOf(ctx, owner.pin);
    const coOwnerPin = !byCompany && random.chance(0.08) ? (spouse ?? random.pick(owners).pin) : undefined;
    const model = random.pick(MODELS);
    const id = addVehicle(ctx, {
      model,
      year: random.int(2008, Number(today.slice(0, 4))),
      colour: random.pick(COLOURS),
      stateNumber,
      techSeries,
      techNumber,
      regionId: region.id,
      ownerPin: byCompany ? null : owner.pin,
      ownerInn: byCompany ? random.pick(world.legal_entities).inn : null,
      coOwnerPin: coOwnerPin === owner.pin ? undefined : coOwnerPin,
    });
    if (random.chance(0.15)) {
      const roll = random.next();
      addRestriction(ctx, id, roll < 0.6 ? 'fine' : roll < 0.8 ? 'arrest' : 'ban', random.chance(0.7));
    }
  }
}
