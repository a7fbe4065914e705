import type { UserRole } from '../db/tables/accounts.ts';
import { addDays, addYears, officeInstant, randomDate } from './calendar.ts';
import { randomAdults } from './adults.ts';
import { DEMO_CAST, DEMO_NOTARY_ID } from './demo-cast.ts';
import { DEMO_LOGINS } from './demo-logins.ts';
import { BCV_TIYIN } from './generate-dictionaries.ts';
import { nextId, type SeedContext } from './seed-context.ts';

const DEMO_ACCOUNT_CREATED = '2026-01-15T04:00:00.000Z';

function addUser(
  ctx: SeedContext,
  pin: string,
  roles: readonly UserRole[],
  options: { termsAccepted: boolean; notaryId: number | null; createdAt: string; phone: string | null },
): void {
  const { world } = ctx;
  const id = nextId(world.users);
  world.users.push({
    id,
    pin,
    login: pin,
    terms_accepted: options.termsAccepted ? 1 : 0,
    notary_id: options.notaryId,
    active: 1,
    deleted: 0,
    email: null,
    phone: options.phone,
    // A registry's number, taken as the account was made (docs/decisions/0058-contact-phone-at-login.md).
    phone_confirmed_at: options.phone === null ? null : options.createdAt,
    phone_confirmed_by: null,
    phone_confirmed_via: options.phone === null ? null : 'registry',
    comment: null,
    created_at: options.createdAt,
    updated_at: options.createdAt,
  });
  for (const role of roles) world.user_roles.push({ user_id: id, role });
}

/**
 * Portal accounts: the demo logins first (ids 1–8, fixed), then every other licensed notary and
 * about a third of adult citizens, and two operations staff.
 */
export function generateAccounts(ctx: SeedContext): void {
  const { random, today, world } = ctx;
  for (const login of DEMO_LOGINS) {
    const person = world.persons.find((p) => p.pin === login.pin);
    addUser(ctx, login.pin, [login.role], {
      termsAccepted: login.pin !== DEMO_CAST.malika.pin,
      notaryId: login.role === 'notary' ? DEMO_NOTARY_ID : null,
      createdAt: DEMO_ACCOUNT_CREATED,
      phone: person?.phone ?? null,
    });
  }
  const since = addYears(today, -3);
  for (const notary of world.notaries.slice(1)) {
    if (notary.licence_status !== 'active') continue;
    addUser(ctx, notary.pin, ['notary'], {
      termsAccepted: true,
      notaryId: notary.id as number,
      createdAt: officeInstant(random, randomDate(random, since, addDays(today, -1))),
      phone: notary.phone,
    });
  }
  const notaryPins = new Set(world.notaries.map((n) => n.pin));
  const citizens = randomAdults(ctx, new Set(Object.values(DEMO_CAST).map((p) => p.pin))).filter((p) => !notaryPins.has(p.pin));
  let operations = 0;
  for (const person of citizens) {
    if (!random.chance(0.33)) continue;
    const roles: UserRole[] = operations < 2 ? ['operations'] : ['citizen'];
    operations += 1;
    addUser(ctx, person.pin, roles, {
      termsAccepted: random.chance(0.85),
      notaryId: null,
      createdAt: officeInstant(random, randomDate(random, since, addDays(today, -1))),
      phone: person.phone,
    });
  }
}

/** State duty of an act: a share of the BCV plus a share of the price (see catalogue.ts). */
function dutyFor(ctx: SeedContext, serviceId: number | null, sum: number | null): number {
  const service = ctx.world.catalogue_services.find((s) => s.id === serviceId);
  if (!service) return 0;
  const byBcv = (BCV_TIYIN * service.fee_bcv_percent) / 100;
  const byValue = service.fee_value_permille && sum ? (sum * service.fee_value_permille) / 1000 : 0;
  return Math.round((byBcv + byValue) / 100) * 100;
}

/** Paid invoices of registered acts; open invoices of acts at the payment step (spec §4 step 7). */
export function generatePayments(ctx: SeedContext): void {
  const { random, world } = ctx;
  for (const act of world.notarial_acts) {
    const paid = act.regdate !== null && act.regdate !== undefined;
    if (!paid && act.step !== 7) continue;
    const amount = dutyFor(ctx, act.catalogue_service_id ?? null, act.sum_tiyin ?? null);
    if (amount <= 0) continue;
    const payer = world.persons.find((p) => p.pin === act.applicant_pin);
    world.payments.push({
      id: nextId(world.payments),
      act_id: act.id ?? null,
      payer_pin: act.applicant_pin,
      payer_name: payer ? `${payer.surname} ${payer.first_name} ${payer.patronymic}` : '',
      amount_tiyin: amount,
      state: paid ? 'paid' : 'created',
      invoice_number: `INV${String(act.id).padStart(8, '0')}`,
      system: paid ? random.pick(['bank', 'click', 'payme', 'uzcard']) : null,
      created_at: act.created_at,
      paid_at: paid ? `${act.regdate}T05:00:00.000Z` : null,
    });
  }
}
