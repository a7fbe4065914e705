import type { Db } from '../db/database.ts';

/** Digits of the running number: NNN office, YY year, NNNNN (the seed's registry numbers, act-writer.ts). */
const SEQUENCE_DIGITS = 5;

export function registryPrefix(officeId: number, year: number): string {
  return `${String(officeId).padStart(3, '0')}${String(year % 100).padStart(2, '0')}`;
}

export function formatRegistryNumber(officeId: number, year: number, sequence: number): string {
  return `${registryPrefix(officeId, year)}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The largest running number already used by an office in a year (acts registered before the counter existed). */
async function largestUsed(trx: Db, officeId: number, year: number): Promise<number> {
  const prefix = registryPrefix(officeId, year);
  const rows = await trx.selectFrom('notarial_acts').select('regnum').where('office_id', '=', officeId).where('regnum', 'like', `${prefix}%`).execute();
  let largest = 0;
  for (const { regnum } of rows) {
    const tail = regnum?.slice(prefix.length) ?? '';
    if (/^\d+$/.test(tail)) largest = Math.max(largest, Number(tail));
  }
  return largest;
}

/**
 * The next registry number of an office for a year (spec §4 step 9 "registered with a unique
 * number"), inside the registration's transaction. The counter row is created once from the
 * numbers already in use; the increment is one UPDATE … RETURNING, which on PostgreSQL holds the
 * row lock until commit, so two notaries of one office registering at once get consecutive
 * numbers (SQLite runs one write transaction at a time). `notarial_acts.regnum` is UNIQUE too.
 */
export async function nextRegistryNumber(trx: Db, officeId: number, year: number): Promise<string> {
  const existing = await trx
    .selectFrom('act_registry_counters')
    .select('last_number')
    .where('office_id', '=', officeId)
    .where('year', '=', year)
    .executeTakeFirst();
  if (!existing) {
    const start = await largestUsed(trx, officeId, year);
    await trx
      .insertInto('act_registry_counters')
      .values({ office_id: officeId, year, last_number: start })
      .onConflict((oc) => oc.columns(['office_id', 'year']).doNothing())
      .execute();
  }
  const row = await trx
    .updateTable('act_registry_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('office_id', '=', officeId)
    .where('year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatRegistryNumber(officeId, year, row.last_number);
}
