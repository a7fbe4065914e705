/**
 * Bulk acts for bench/acts.ts: `count` notarial acts on top of the seeded world, written in
 * multi-row INSERTs inside one transaction (seconds, not minutes), with the party rows the lists
 * read. `heavyPin` applies for or takes part in `heavyShare` of them — the "user with many acts"
 * of the list figure. Deterministic (seeded random), like the demo world.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { ACT_STATES, type ActState } from '../src-domain/acts/act-states.ts';
import { ACT_TYPE_IDS } from '../src-domain/acts/act-types.ts';
import { APPLICANT_ROLE, OTHER_PARTY_ROLES } from '../src-domain/acts/party-roles.ts';
import type { Db } from '../src-server/db/database.ts';
import type { ActPartiesTable, NotarialActsTable } from '../src-server/db/tables/acts.ts';
import { addDays } from '../src-server/seed/calendar.ts';
import { createRandom } from '../src-server/seed/random.ts';
import { toIsoDate } from '../src-domain/time/format-date.ts';
import { todayInTashkent } from '../src-domain/time/tashkent.ts';

const ROWS_PER_STATEMENT = 400;

export interface BenchActsOptions {
  count: number;
  heavyPin: string;
  heavyShare: number;
  seed?: number;
}

function stepFor(state: ActState, roll: number): number {
  if (state === 'active' || state === 'annulled') return 9;
  if (state === 'awaiting_registration' || state === 'inactive') return 8;
  return 1 + Math.floor(roll * 7);
}

export async function seedBenchActs(db: Db, options: BenchActsOptions): Promise<void> {
  const random = createRandom(options.seed ?? 4_000_004);
  const today = toIsoDate(todayInTashkent(new Date()));
  const people = (await db.selectFrom('persons').select('pin').where('death_date', 'is', null).where('birth_date', '<', '2006-01-01').execute()).map(
    (row) => row.pin,
  );
  const notaries = await db.selectFrom('notaries').select(['id', 'office_id']).execute();
  const firstId =
    Number(
      (
        await db
          .selectFrom('notarial_acts')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    ) + 1;
  const acts: Insertable<NotarialActsTable>[] = [];
  const parties: Insertable<ActPartiesTable>[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const id = firstId + i;
    const type = random.pick(ACT_TYPE_IDS);
    const heavy = random.chance(options.heavyShare);
    const heavyApplies = heavy && random.chance(0.5);
    const applicant = heavyApplies ? options.heavyPin : random.pick(people);
    const other = heavy && !heavyApplies ? options.heavyPin : random.pick(people);
    const state = random.pick(ACT_STATES);
    const step = stepFor(state, random.next());
    const notary = random.pick(notaries);
    const day = addDays(today, -random.int(1, 300));
    const registered = step === 9;
    // A set visit lies ahead, so the server's no-show sweep has nothing to record during the run.
    const visit = addDays(today, random.int(1, 30));
    acts.push({
      id,
      uuid: randomUUID(),
      act_type_id: type,
      catalogue_service_id: null,
      regnum: registered ? `B${String(id).padStart(9, '0')}` : null,
      regdate: registered ? day : null,
      office_id: notary.office_id,
      notary_id: notary.id,
      state,
      step,
      regsystem_id: random.chance(0.3) ? 2 : 3,
      regtype_id: random.chance(0.5) ? 1 : 2,
      applicant_pin: applicant,
      applicant_inn: null,
      language: 'oz',
      visit_date: step >= 6 && !registered ? visit : null,
      visit_time: step >= 6 && !registered ? '10:00' : null,
      client_phone: '901234567',
      free_of_charge: 0,
      free_reason: null,
      remark: null,
      sum_tiyin: null,
      valid_until: null,
      cancelled_at: null,
      cancel_reason: null,
      created_at: `${day}T06:00:00.000Z`,
      updated_at: `${day}T06:00:00.000Z`,
    });
    parties.push({ act_id: id, pin: applicant, role: APPLICANT_ROLE[type], status: 'accepted', created_at: `${day}T06:00:00.000Z` });
    const role = OTHER_PARTY_ROLES[type][0];
    if (role !== undefined && other !== applicant)
      parties.push({ act_id: id, pin: other, role, status: random.pick(['accepted', null, 'declined'] as const), created_at: `${day}T06:00:00.000Z` });
  }
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < acts.length; start += ROWS_PER_STATEMENT)
      await trx
        .insertInto('notarial_acts')
        .values(acts.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
    for (let start = 0; start < parties.length; start += ROWS_PER_STATEMENT)
      await trx
        .insertInto('act_parties')
        .values(parties.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
  });
}
