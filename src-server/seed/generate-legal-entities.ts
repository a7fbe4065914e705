import { addDays, addYears, randomDate } from './calendar.ts';
import { randomAdults } from './adults.ts';
import { DEMO_CAST } from './demo-cast.ts';
import { STREETS } from './geography.ts';
import { weightedRegion } from './generate-people.ts';
import { scaled, type SeedContext } from './seed-context.ts';

const TRADES = ['Savdo', 'Qurilish', 'Agro', 'Tekstil', 'Logistika', 'Servis', 'Invest', 'Avto', 'Meva', 'Farm', 'Sayohat', 'Oziq-ovqat'] as const;

/** Companies (LLCs) whose representatives act for them; 40 at scale 1. */
export function generateLegalEntities(ctx: SeedContext): void {
  const { random, today, world } = ctx;
  const demoPins = new Set(Object.values(DEMO_CAST).map((p) => p.pin));
  const directors = randomAdults(ctx, demoPins).filter((p) => p.birth_date < addYears(today, -21));
  const names = new Set<string>();
  const inns = new Set<string>();
  const count = scaled(ctx, 40, 4);
  for (let i = 0; i < count; i += 1) {
    const region = weightedRegion(ctx);
    const district = random.pick(region.districts);
    let name = `«${region.seed.centre} ${random.pick(TRADES)}» MChJ`;
    if (names.has(name)) name = `«${region.seed.centre} ${random.pick(TRADES)} ${names.size + 1}» MChJ`;
    names.add(name);
    let inn = `${random.pick(['2', '3'])}${random.digits(8)}`;
    while (inns.has(inn)) inn = `${random.pick(['2', '3'])}${random.digits(8)}`;
    inns.add(inn);
    world.legal_entities.push({
      inn,
      name,
      director_pin: random.pick(directors).pin,
      region_id: region.id,
      district_id: district.id,
      address: `${region.seed.oz}, ${district.oz}, ${random.pick(STREETS)} ko‘chasi, ${random.int(1, 200)}-uy`,
      registered_at: randomDate(random, addYears(today, -25), addDays(today, -30)),
    });
  }
}
