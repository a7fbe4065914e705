import { addDays, addYears, randomDate } from './calendar.ts';
import { randomAdults } from './adults.ts';
import { DEMO_CAST } from './demo-cast.ts';
import { nextId, regionById, scaled, type SeedContext } from './seed-context.ts';

const SUM = 100;
const CREDITORS = [
  '«Hududgaztaʼminot» AJ',
  '«Suvsoz» DUK',
  '«Hududiy elektr tarmoqlari» AJ',
  'Davlat soliq inspeksiyasi',
  '«Xalq banki» ATB',
  'Aliment undiruvchi',
  '«Toza hudud» DUK',
] as const;

/** Enforcement-bureau debts (spec §5: an open one blocks continuing until paid in full). */
export function generateDebts(ctx: SeedContext): void {
  const { random, today, world } = ctx;
  const otabek = DEMO_CAST.otabek;
  world.enforcement_debts.push({
    id: 1,
    pin: otabek.pin,
    case_number: '2026/1726-0451',
    creditor: '«Suvsoz» DUK',
    amount_tiyin: 4_500_000 * SUM,
    paid_tiyin: 0,
    state: 'open',
    opened_at: '2026-03-12',
    bureau: 'Sergeli tumani MIB bo‘limi',
  });
  const debtors = randomAdults(ctx, new Set(Object.values(DEMO_CAST).map((p) => p.pin)));
  const count = scaled(ctx, 30, 3);
  for (let i = 0; i < count; i += 1) {
    const debtor = random.pick(debtors);
    const amount = random.int(5, 300) * 100_000 * SUM;
    const open = random.chance(0.75);
    const region = regionById(ctx, debtor.region_id);
    world.enforcement_debts.push({
      id: nextId(world.enforcement_debts),
      pin: debtor.pin,
      case_number: `${today.slice(0, 4)}/${region.seed.soato}-${String(1000 + i).padStart(4, '0')}`,
      creditor: random.pick(CREDITORS),
      amount_tiyin: amount,
      paid_tiyin: open ? Math.round((amount * random.int(0, 60)) / 100 / SUM) * SUM : amount,
      state: open ? 'open' : 'paid',
      opened_at: randomDate(random, addYears(today, -3), addDays(today, -5)),
      bureau: `${region.seed.oz} MIB boshqarmasi`,
    });
  }
}
