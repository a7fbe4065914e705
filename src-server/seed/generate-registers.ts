import { addDays, addYears, randomDate } from './calendar.ts';
import { DEMO_CAST, DEMO_DEATH_DATE, DEMO_NOTARY_ID, fullName } from './demo-cast.ts';
import { FEMALE_NAMES, MALE_NAMES, patronymicFor, SURNAMES, surnameFor } from './names.ts';
import { nextId, scaled, type SeedContext } from './seed-context.ts';

const PROXY_SUBJECTS: Readonly<Record<number, string>> = {
  101: 'Transport vositasini boshqarish va tasarruf etish',
  105: 'Ko‘chmas mulk bo‘yicha vakillik',
  11651: 'Umumiy vakolatlar',
};

/** The power-of-attorney register, filled from the registered proxy acts (search_proxy). */
export function generateProxies(ctx: SeedContext): void {
  const { random, today, world } = ctx;
  for (const act of world.notarial_acts) {
    if (!act.regnum || !act.regdate || !(act.act_type_id in PROXY_SUBJECTS)) continue;
    const attorney = world.act_parties.find((p) => p.act_id === act.id && p.role === 'attorney');
    if (!attorney) continue;
    const validUntil = act.valid_until ?? addYears(act.regdate, 1);
    const revoked = act.state === 'cancelled' || act.state === 'annulled' || random.chance(0.04);
    world.proxies.push({
      id: nextId(world.proxies),
      act_id: act.id ?? null,
      registry_number: act.regnum,
      registry_date: act.regdate,
      act_type_id: act.act_type_id,
      principal_pin: act.applicant_pin,
      attorney_pin: attorney.pin,
      notary_id: act.notary_id ?? DEMO_NOTARY_ID,
      valid_from: act.regdate,
      valid_until: validUntil,
      state: revoked ? 'revoked' : validUntil < today ? 'expired' : 'active',
      subject: PROXY_SUBJECTS[act.act_type_id] ?? '',
      delegation: random.chance(0.1) ? 1 : 0,
    });
  }
}

/**
 * Inheritance cases (search_inheritcase). The demo deceased's case is open at notary #1; the
 * others concern people who died before the registry went digital, so they have no pin.
 */
export function generateInheritanceCases(ctx: SeedContext): void {
  const { random, today, world } = ctx;
  const kamol = DEMO_CAST.kamol;
  world.inheritance_cases.push({
    id: 1,
    case_number: '145/2026',
    opened_at: '2026-09-20',
    deceased_pin: kamol.pin,
    deceased_name: fullName(kamol),
    death_date: DEMO_DEATH_DATE,
    notary_id: DEMO_NOTARY_ID,
    state: 'open',
  });
  const notaries = world.notaries.filter((n) => n.licence_status === 'active');
  const count = scaled(ctx, 30, 3);
  for (let i = 0; i < count; i += 1) {
    const male = random.chance(0.6);
    const surname = surnameFor(random.pick(SURNAMES), male ? 'male' : 'female');
    const name = `${surname} ${random.pick(male ? MALE_NAMES : FEMALE_NAMES)} ${patronymicFor(random.pick(MALE_NAMES), male ? 'male' : 'female')}`;
    const death = randomDate(random, addYears(today, -5), addDays(today, -40));
    const opened = addDays(death, random.int(20, 180));
    world.inheritance_cases.push({
      id: nextId(world.inheritance_cases),
      case_number: `${random.int(1, 400)}/${opened.slice(0, 4)}-${i + 1}`,
      opened_at: opened < today ? opened : today,
      deceased_pin: null,
      deceased_name: name,
      death_date: death,
      notary_id: random.pick(notaries).id as number,
      state: opened < addYears(today, -1) || random.chance(0.4) ? 'closed' : 'open',
    });
  }
}
