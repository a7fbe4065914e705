import type { ExpressionBuilder } from 'kysely';
import { APPLICANT_DECISION_STEPS, NOTIFY_OPEN_STATES, VISIT_STEP } from '../../src-domain/auth/notify-rule.ts';
import type { Database } from '../db/database.ts';
import { actState } from './act-list-filters.ts';

type ActEb = ExpressionBuilder<Database & { a: Database['notarial_acts'] }, 'a'>;

/**
 * The user applies for the act or is one of its parties (the applicant is a party row too).
 * One id list (a UNION of two index-only lookups) rather than `applicant_pin = ? OR id IN (…)`:
 * SQLite reads the list in id order, so a newest-first page stops after its 20 acts instead of
 * reading and sorting all of a user's acts (2 000 for bench/acts.ts's heavy user); PostgreSQL
 * can probe the primary key for it where the OR needed a scan.
 */
export function takesPartIn(eb: ActEb, pin: string) {
  return eb(
    'a.id',
    'in',
    eb
      .selectFrom('notarial_acts as own')
      .select('own.id')
      .where('own.applicant_pin', '=', pin)
      .union(eb.selectFrom('act_parties').select('act_parties.act_id as id').where('act_parties.pin', '=', pin)),
  );
}

function partyRowWith(eb: ActEb, pin: string, status: 'accepted' | null) {
  const rows = eb.selectFrom('act_parties as mp').select('mp.id').whereRef('mp.act_id', '=', 'a.id').where('mp.pin', '=', pin);
  return eb.exists(status === null ? rows.where('mp.status', 'is', null) : rows.where('mp.status', '=', status));
}

/**
 * The notification rule of src-domain/auth/notify-rule.ts (`notifyReason`) as SQL, built from the
 * same constants, for the "awaiting" tab and the notification list (spec §2 screens 7 and 12):
 * an open act where the applicant must confirm, confirm the time or pay; where a party has an
 * invitation to answer; or whose visit is set at step 8 for anyone taking part. A test checks
 * this query against `notifyReason` over the seeded acts.
 */
export function awaitsUser(eb: ActEb, pin: string) {
  const visitSet = eb.and([eb('a.step', '=', VISIT_STEP), eb('a.visit_date', 'is not', null)]);
  return eb.and([
    eb(actState, 'in', [...NOTIFY_OPEN_STATES]),
    eb.or([
      eb.and([eb('a.applicant_pin', '=', pin), eb.or([eb('a.step', 'in', [...APPLICANT_DECISION_STEPS]), visitSet])]),
      eb.and([eb('a.applicant_pin', '!=', pin), partyRowWith(eb, pin, null)]),
      eb.and([eb('a.applicant_pin', '!=', pin), visitSet, partyRowWith(eb, pin, 'accepted')]),
    ]),
  ]);
}
