import { addDays, addYears, randomDate } from './calendar.ts';
import { randomAdults } from './adults.ts';
import { DEMO_CAST } from './demo-cast.ts';
import { nextId, scaled, type SeedContext } from './seed-context.ts';

const BAN_TYPES = ['Garov (ipoteka)', 'Sud qarori bilan taqiq', 'MIB taqiqi', 'Notarial taqiq'] as const;
const ORGANISATIONS = ['Majburiy ijro byurosi', 'Fuqarolik ishlari bo‘yicha tuman sudi', 'Notarial idora', '«Xalq banki» ATB'] as const;
const MACHINERY = ['Traktor TTZ-80.11', 'Kombayn Claas Dominator', 'Traktor MTZ-82.1', 'Seyalka SPCh-6'] as const;

/** Property bans for the public ban check: real estate, vehicles, agricultural machinery. */
export function generateBans(ctx: SeedContext): void {
  const { random, today, world } = ctx;
  const otabekCar = world.vehicles.find((v) => v.owner_pin === DEMO_CAST.otabek.pin);
  if (otabekCar) {
    world.bans.push({
      id: 1,
      object_kind: 'vehicle',
      real_estate_id: null,
      vehicle_id: otabekCar.id ?? null,
      object_ref: otabekCar.state_number,
      owner_pin: DEMO_CAST.otabek.pin,
      state: 'active',
      ban_type: 'MIB taqiqi',
      start_date: '2026-04-20',
      document_date: '2026-04-20',
      document_number: 'MIB-2026-0451',
      official_name: 'Qodirov Sardor',
      organisation: 'Sergeli tumani MIB bo‘limi',
      lifted_at: null,
    });
  }
  const count = scaled(ctx, 40, 4);
  const estates = world.real_estate.slice(2);
  const vehicles = world.vehicles.slice(3);
  for (let i = 0; i < count; i += 1) {
    const roll = random.next();
    const start = randomDate(random, addYears(today, -4), addDays(today, -1));
    const active = random.chance(0.8);
    const common = {
      id: nextId(world.bans),
      state: active ? ('active' as const) : ('lifted' as const),
      ban_type: random.pick(BAN_TYPES),
      start_date: start,
      document_date: start,
      document_number: `${random.pick(['T', 'G', 'S'])}-${random.digits(6)}`,
      official_name: `${random.pick(['Karimov', 'Saidova', 'Usmonov', 'Hasanova'])} ${random.pick(['A.', 'B.', 'D.', 'N.'])}`,
      organisation: random.pick(ORGANISATIONS),
      lifted_at: active ? null : randomDate(random, start, today),
    };
    if (roll < 0.6 && estates.length > 0) {
      const estate = random.pick(estates);
      const owner = world.real_estate_owners.find((o) => o.real_estate_id === estate.id);
      world.bans.push({
        ...common,
        object_kind: 'real_estate',
        real_estate_id: estate.id ?? null,
        vehicle_id: null,
        object_ref: estate.cadastre_number,
        owner_pin: owner?.pin ?? null,
      });
    } else if (roll < 0.9 && vehicles.length > 0) {
      const vehicle = random.pick(vehicles);
      world.bans.push({
        ...common,
        object_kind: 'vehicle',
        real_estate_id: null,
        vehicle_id: vehicle.id ?? null,
        object_ref: vehicle.state_number,
        owner_pin: vehicle.owner_pin ?? null,
      });
    } else {
      const owner = random.pick(randomAdults(ctx, new Set()));
      world.bans.push({
        ...common,
        object_kind: 'agri_machinery',
        real_estate_id: null,
        vehicle_id: null,
        object_ref: `${random.pick(MACHINERY)} · TT ${random.digits(4)}`,
        owner_pin: owner.pin,
      });
    }
  }
}
