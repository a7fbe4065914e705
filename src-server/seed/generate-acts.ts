import type { ActState } from '../../src-domain/acts/act-states.ts';
import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import { addDays, addYears, officeInstant, randomDate } from './calendar.ts';
import { randomAdults } from './adults.ts';
import { canApply, counterparties } from './act-parties.ts';
import { RegistryCounters, writeAct } from './act-writer.ts';
import { DEMO_CAST, DEMO_NOTARY_ID } from './demo-cast.ts';
import { generateDemoActs, generateDemoVideoAct } from './demo-acts.ts';
import { scaled, type SeedContext } from './seed-context.ts';

const SUM = 100;
const STATE_ROLLS: readonly (readonly [ActState, number])[] = [
  ['active', 55],
  ['draft', 20],
  ['awaiting_registration', 5],
  ['cancelled', 7],
  ['annulled', 4],
  ['inactive', 4],
  ['refused', 3],
  ['stopped', 2],
];
const VISIT_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'] as const;
const REMARKS = [
  'Hujjatlardagi ma’lumotlar mos kelmadi, iltimos tekshiring.',
  'Ishtirokchining telefon raqami noto‘g‘ri.',
  'Transport vositasi narxini ko‘rsating.',
] as const;
const CANCEL_REASONS = ['Taraflarning kelishuvi bilan bekor qilindi', 'Sud qarori bilan bekor qilindi', 'Arizachining iltimosiga ko‘ra'] as const;
const PROXY_TYPES: ReadonlySet<number> = new Set([101, 105, 11651]);

function rollState(ctx: SeedContext): ActState {
  const total = STATE_ROLLS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = ctx.random.next() * total;
  for (const [state, weight] of STATE_ROLLS) {
    roll -= weight;
    if (roll < 0) return state;
  }
  return 'active';
}

/** Step an act in `state` is at (spec §4): registered ones at 9, a no-show at 8, drafts anywhere before. */
function stepFor(ctx: SeedContext, state: ActState): number {
  if (state === 'active' || state === 'annulled') return 9;
  if (state === 'awaiting_registration' || state === 'inactive') return 8;
  if (state === 'cancelled') return ctx.random.chance(0.5) ? 9 : ctx.random.int(2, 7);
  return ctx.random.int(1, 7);
}

/** ≈ 400 acts of the wizard act types in every state, plus the demo cast's own acts first. */
export function generateActs(ctx: SeedContext): void {
  // Acts are the portal's activity: dated from the seeding day (seed-context.ts).
  const { random, seededOn: today, world } = ctx;
  const counters = new RegistryCounters();
  const demoNotary = world.notaries[DEMO_NOTARY_ID - 1];
  if (!demoNotary) throw new Error('acts need the demo notary');
  generateDemoActs(ctx, counters, demoNotary);

  const applicants = randomAdults(ctx, new Set(Object.values(DEMO_CAST).map((p) => p.pin)));
  const notaries = world.notaries.filter((n) => n.licence_status === 'active');
  const types = world.catalogue_services.map((s) => s.act_type_id).filter((t): t is ActTypeId => t !== null && t !== undefined);
  const count = scaled(ctx, 400, 20);
  for (let i = 0; i < count; i += 1) {
    const type = random.pick(types);
    let applicant = random.pick(applicants);
    for (let tries = 0; !canApply(ctx, type, applicant) && tries < 50; tries += 1) applicant = random.pick(applicants);
    if (!canApply(ctx, type, applicant)) continue;
    const notary = random.chance(0.08) ? demoNotary : random.pick(notaries);
    const state = rollState(ctx);
    const step = stepFor(ctx, state);
    const registered = step === 9;
    const createdDay =
      registered || state === 'inactive' || state === 'refused' || state === 'stopped'
        ? randomDate(random, addDays(today, -730), addDays(today, -12))
        : randomDate(random, addDays(today, -30), addDays(today, -1));
    const regdate = registered ? addDays(createdDay, random.int(0, 10)) : null;
    const timeSet = step >= 6 && !registered;
    const visitDate =
      state === 'inactive'
        ? addDays(createdDay, random.int(3, 10))
        : timeSet
          ? addDays(today, random.int(state === 'awaiting_registration' ? 0 : 1, 14))
          : null;
    const regsystem = random.chance(0.3) ? 2 : random.chance(0.85) ? 3 : 4;
    writeAct(ctx, counters, {
      type,
      applicant,
      parties: counterparties(ctx, type, applicant, applicants),
      notary: { id: notary.id as number, office_id: notary.office_id },
      state,
      step,
      regsystem,
      regtype: regsystem === 2 || random.chance(0.25) ? 1 : 2,
      createdAt: officeInstant(random, createdDay),
      regdate,
      visitDate,
      visitTime: visitDate ? random.pick(VISIT_TIMES) : null,
      language: random.chance(0.7) ? 'oz' : random.chance(0.65) ? 'ru' : 'uz',
      sumTiyin: type === 1 || type === 4 || type === 9 ? random.int(60, 500) * 1_000_000 * SUM : null,
      validUntil: PROXY_TYPES.has(type) ? addYears(regdate ?? createdDay, random.int(1, 3)) : null,
      remark: step === 1 && random.chance(0.3) ? random.pick(REMARKS) : null,
      cancelReason: state === 'cancelled' || state === 'annulled' ? random.pick(CANCEL_REASONS) : null,
      partyStatus: registered ? 'accepted' : state === 'refused' && random.chance(0.5) ? 'declined' : random.chance(0.5) ? 'accepted' : null,
    });
  }
  generateDemoVideoAct(ctx, counters, demoNotary);
}
